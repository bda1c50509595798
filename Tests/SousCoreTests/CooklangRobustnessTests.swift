import Foundation
import SousCore
import Testing

/// Any text, however broken or large, parses and imports without a crash and in linear time.
@Suite struct CooklangRobustnessTests {
    static let hostile: [String] = [
        "", "@", "#", "~", "@{", "@a{", "@a{1%", "~{", "{}", "}", "[-", "-]", "--", "---", "---\n", ">>", ">", "=",
        "@ ", "@\n", "\\", "\\\n", "@a{\n}", "@a{}(", "@a{}(\n)", "\u{0}\u{1B}[31m@\u{0}{\u{0}}", "🧂@🧂{🧂%🧂}",
        "---\nkey: \"unterminated\n---", "---\n- item without key\n---", "---\n:\n---", "@a{1/0}", "@a{1e309}",
        "~{99999999999999999999%days}", "~t{1%fortnight}", "@a{%}", "#{}", "@@@@", "[- [- -] -]", "\r\r\n\n",
    ]

    @Test(arguments: hostile) func hostileInputIsSafe(_ text: String) {
        _ = CooklangParser.parse(text)
        let imported = CooklangImporter.importRecipe(text: text, source: "x.cook", title: "x")
        _ = CooklangExporter.export(imported.recipe)
    }

    @Test func randomBytesAreSafe() {
        var state: UInt64 = 42
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<200 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let pick = Int(state >> 33) % 20
                bytes.append(pick < 12 ? Array("@#~{}%[-]>=\n".utf8)[pick] : UInt8(truncatingIfNeeded: state >> 40))
            }
            let text = String(decoding: bytes, as: UTF8.self)
            _ = CooklangImporter.importRecipe(text: text, source: "x", title: "x")
        }
    }

    /// Patterns that would be quadratic for a naive scanner or merger: many markers with no closing
    /// brace, one huge step, many distinct ingredients, many or deeply nested metadata keys.
    static let large: [String] = {
        var cases: [String] = []
        cases.append(String(repeating: "@a{", count: 100_000))
        cases.append(String(repeating: "@a b c ", count: 50_000))
        cases.append(String(repeating: "[- ", count: 100_000))
        cases.append(String(repeating: "#", count: 300_000))
        cases.append(String(repeating: "word ", count: 200_000) + "{")
        cases.append(String(repeating: "@x{1}(", count: 80_000))
        cases.append((0..<50_000).map { "@i\($0) #c\($0) " }.joined())
        cases.append("---\n" + String(repeating: "a:\n ", count: 50_000) + "\n---\n")
        cases.append("---\n" + (0..<50_000).map { "k\($0):\n" }.joined() + "---\n")
        cases.append((0..<50_000).map { ">> k\($0): v\n" }.joined())
        let staircase: [String] = (0..<1_400).map { String(repeating: " ", count: $0) + "a:\n" }
        cases.append("---\n" + staircase.joined() + "---\n")
        return cases
    }()

    /// No clock here (a loaded CI machine makes timed tests flaky): a quadratic path on these
    /// inputs takes hours, so a regression shows as a run that never finishes.
    @Test(arguments: large)
    func largeInputCompletes(_ text: String) {
        let document = CooklangParser.parse(text)
        let imported = CooklangImporter.importRecipe(document: document, uid: "u", source: "big", title: "big")
        #expect(!CooklangExporter.export(imported.recipe).isEmpty)
    }

    @Test func oneMegabyteRecipeParses() {
        let step = "Add @flour{200%g} to the #bowl{} and wait ~{5%minutes}. -- note\n"
        let text = String(repeating: step + "\n", count: 1_000_000 / (step.utf8.count + 1))
        let document = CooklangParser.parse(text)
        #expect(document.steps.count > 10_000)
    }
}
