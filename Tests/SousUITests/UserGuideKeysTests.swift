import Foundation
import Testing
import SousTestSupport
@testable import SousUI

/// The user guide's keys against the key table: a key the guide gives for a screen must work
/// there, so a guide that drifts from the app fails here.
@Suite struct UserGuideKeysTests {
    /// Each top-level item of the app's sections, by the start of its bold title, and the contexts
    /// its keys belong to (an item may mention a neighbour: the recipe's `Enter` opens it from Home).
    static let sections: [(title: String, contexts: [KeyContext])] = [
        ("Tabs", [.home]),
        ("Keys", [.home, .editor, .help]),
        ("Home", [.home, .collections, .collectionPicker]),
        ("Search", [.search, .recipe]),
        ("A recipe", [.recipe, .home, .cooking, .collectionPicker]),
        ("Add", [.editor, .importPreview, .dialog]),
        ("Settings", [.settings, .cooking, .editor]),
        ("Cooking", [.cooking, .cookingFinished, .recipe, .home, .dialog, .choiceDialog]),
        ("Spoken memories", [.recipe, .memories, .memoryRecorder, .memoryPlayback, .memoryTranscript, .memoryDelete, .cooking, .settings]),
        ("Dialogs", [.dialog, .choiceDialog, .textDialog]),
        ("Quitting", [.home]),
        ("Small terminals", []),
        ("Themes", []),
        ("Colour", []),
        ("`w` opens", [.home, .week]),
        ("`p` on the week", [.week, .planForMe]),
        ("`p` on an open recipe", [.recipe, .planPicker]),
        ("`v` on an open recipe", [.recipe, .dietPicker, .dietReview]),
        ("Finishing a recipe", []),
        ("`b` opens", [.home, .shopping]),
        ("Sync", [.settings, .recipe, .syncConflicts, .home]),
    ]

    /// The guide's items from "The full-screen app" and "Plan the week and shop": title and text.
    static func items() throws -> [(title: String, text: String)] {
        let guide = try String(contentsOf: TestData.packageRoot.appendingPathComponent("docs/USER-GUIDE.md"), encoding: .utf8)
        var items: [(title: String, text: String)] = []
        var inApp = false
        for line in guide.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { inApp = line == "## The full-screen app" || line == "## Plan the week and shop" }
            guard inApp else { continue }
            if line.hasPrefix("- **") {
                let title = line.dropFirst(4).prefix { $0 != "*" }
                items.append((String(title), String(line)))
            } else if !items.isEmpty, line.hasPrefix(" ") {
                items[items.count - 1].text += "\n" + line
            }
        }
        return items
    }

    /// Backticked text that reads as keys (`Enter`, `Ctrl-U`, `↑` `↓`, `1`–`4`); words, numbers
    /// and paths are not keys.
    static func keys(in text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            .filter { KeySamples.keys(inLabel: $0) != nil }
    }

    @Test func everyItemOfTheGuideIsMapped() throws {
        let items = try Self.items()
        #expect(items.count >= 15)
        for item in items {
            #expect(Self.sections.contains { item.title.hasPrefix($0.title) }, "no contexts for the guide's item “\(item.title)”")
        }
    }

    @Test func everyKeyTheGuideGivesWorksOnItsScreen() throws {
        var checked = 0
        for item in try Self.items() {
            guard let section = Self.sections.first(where: { item.title.hasPrefix($0.title) }) else { continue }
            for written in Self.keys(in: item.text) {
                for key in KeySamples.keys(inLabel: written) ?? [] {
                    let bound = section.contexts.contains { context in
                        (KeyBindings.bindings(for: context) + KeyBindings.global).contains { $0.matches(key) }
                    }
                    #expect(bound, "the guide's “\(item.title)” gives `\(written)`, which does nothing on \(section.contexts)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }

    /// The README's key tables name screens loosely ("(recipe)"), so there each key must work
    /// on some screen.
    @Test func everyKeyInTheReadmesTablesIsBound() throws {
        let readme = try String(contentsOf: TestData.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count >= 20)
        let everything = KeyContext.allCases.flatMap(KeyBindings.bindings(for:)) + KeyBindings.global + KeyBindings.alarm
        for row in rows {
            let keysCell = String(row.split(separator: "|").first ?? "")
            for written in Self.keys(in: keysCell) {
                for key in KeySamples.keys(inLabel: written) ?? [] {
                    #expect(everything.contains { $0.matches(key) && !$0.keys.contains(.printable) }, "README gives `\(written)`, which no screen binds")
                }
            }
        }
    }
}
