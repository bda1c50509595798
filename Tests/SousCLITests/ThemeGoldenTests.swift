import Foundation
import Testing
import SousApp
import SousContract
import SousCore
import SousTestSupport
import SousUI
@testable import SousCLI

/// Home and an open recipe in each built-in theme: the theme's symbols and frames on screen,
/// then how every role on it is painted in true colour, so a review sees what changes.
@Suite struct ThemeGoldenTests {
    @Test(arguments: ["vintage", "modern", "playful"], ["home", "detail", "dialog", "week", "shopping"])
    func screenInTheme(theme: String, screen: String) {
        let (style, glyphs, problem) = FullScreenApp.themeStyle(theme, configDirectory: nil, depth: .truecolor)
        #expect(problem == nil)
        var state = switch screen {
        case "home": SampleScreens.home
        case "week": SampleScreens.week
        case "shopping": SampleScreens.shopping
        default: SampleScreens.detail
        }
        if screen == "dialog" {
            state.dialog = Dialog(.deleteRecipe(id: 3, title: "Lemon Tart"), title: "Delete recipe",
                                  message: "Delete “Lemon Tart”? You can undo it straight after with z.", yes: "delete", no: "keep")
        }
        let buffer = AppView.render(state, size: Size(width: 80, height: 24), glyphs: glyphs)
        var text = buffer.golden + "\nPainted in \(theme) (true colour):\n"
        let used = Set((0..<buffer.size.height).flatMap { y in (0..<buffer.size.width).map { buffer[$0, y].role } })
        for role in StyleRole.allCases where used.contains(role) {
            text += "\(Buffer.symbol(for: role)) \(role.rawValue): \(Self.describe(style(role)))\n"
        }
        Golden.assert(text, named: "\(screen)-\(theme)-80x24", suite: "SousCLITests")
    }

    @Test func theThreeThemesLookDifferent() {
        let styles = ["vintage", "modern", "playful"].map { FullScreenApp.themeStyle($0, configDirectory: nil, depth: .truecolor) }
        for role in [StyleRole.body, .title, .listSelected, .dialogBorder] {
            let painted = Set(styles.map { Self.describe($0.style(role)) })
            #expect(painted.count == 3, "\(role) is painted alike in two themes")
        }
        #expect(Set(styles.map(\.glyphs.box)).count == 3, "each theme has its own frame")
    }

    static func describe(_ style: TerminalStyle) -> String {
        func color(_ c: TerminalColor?) -> String {
            switch c {
            case .none: "default"
            case .index(let i): "\(i)"
            case .rgb(let rgb): rgb.hex
            }
        }
        let attributes = style.attributes.names
        return "fg \(color(style.foreground)) bg \(color(style.background))" + (attributes.isEmpty ? "" : " " + attributes.joined(separator: "+"))
    }
}
