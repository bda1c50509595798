import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousContract

/// Every theme's text is readable: WCAG AA on the resolved colours (issue 27 item 19).
///
/// The themes are read from `themes/*.yaml` in the repository, not from the embedded copies, so an
/// edit to a theme file that loses contrast fails here before anything is regenerated.
@Suite struct ThemeContrastTests {
    /// Roles that draw lines and bars, not words: WCAG asks 3:1 of these (non-text contrast).
    static let nonText: Set<String> = [
        "panelBorder", "panelBorderFocused", "scrollTrack", "scrollThumb", "progressFilled", "progressEmpty", "dialogBorder",
    ]

    static func themeFiles() throws -> [URL] {
        let folder = TestData.packageRoot.appendingPathComponent("themes")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" }.sorted { $0.path < $1.path }
    }

    @Test func everyBuiltInThemeFileIsChecked() throws {
        #expect(try Self.themeFiles().map { $0.deletingPathExtension().lastPathComponent }.sorted() == ThemeCatalog.builtInNames.sorted())
    }

    @Test func everyRoleReachesAAInEveryTheme() throws {
        var failures: [String] = []
        for file in try Self.themeFiles() {
            let yaml = try String(contentsOf: file, encoding: .utf8)
            let theme = try ThemeDocument(yaml: yaml, file: file.lastPathComponent)
            for (role, style) in DesignTokens.builtIn.styles(for: theme).sorted(by: { $0.key < $1.key }) {
                let needed = Self.nonText.contains(role) ? 3.0 : 4.5
                let ratio = style.foreground.contrastRatio(with: style.background)
                if ratio < needed {
                    failures.append("\(theme.name).\(role): \(style.foreground) on \(style.background) is \((ratio * 100).rounded() / 100):1, needs \(needed)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func theRatioMatchesWCAGsExamples() {
        let black = RGB(r: 0, g: 0, b: 0), white = RGB(r: 255, g: 255, b: 255)
        #expect(abs(black.contrastRatio(with: white) - 21) < 0.001)
        #expect(abs(white.contrastRatio(with: white) - 1) < 0.001)
        // #777777 on white is the classic just-below-AA grey (4.48:1).
        #expect(abs(RGB(hex: "#777777")!.contrastRatio(with: white) - 4.48) < 0.01)
    }
}
