import Foundation
import SousCore
import Testing

/// What comes in from a page, a file, a provider or a server is stored inert: each terminal
/// control sequence removed whole, not just its ESC (which left "]0;pwned-title" in a title).
@Suite struct InertTextTests {
    static let evil = "Evil \u{1B}]52;c;ZXZpbA==\u{07}\u{1B}[2J\u{1B}]8;;http://evil.example/click\u{1B}\\\u{1B}]8;;\u{1B}\\\u{1B}[31mRED\u{1B}]0;pwned-title\u{07} tart"

    @Test func theTestersTitleLosesEverySequenceWhole() {
        #expect(TerminalSafe.inert(Self.evil) == "Evil RED tart")
    }

    @Test(arguments: [
        ("\u{1B}[1;31mbold red\u{1B}[0m", "bold red"),  // CSI with parameters
        ("\u{9B}31mC1 red", "C1 red"),  // the 8-bit CSI
        ("a\u{9D}0;title\u{9C}b", "ab"),  // 8-bit OSC ended by ST
        ("x\u{1B}P1$r0m\u{1B}\\y", "xy"),  // DCS
        ("x\u{1B}_apc\u{1B}\\y", "xy"),  // APC
        ("x\u{1B}(By", "xy"),  // charset: an intermediate and a final byte
        ("x\u{1B}cy", "xy"),  // reset: a two-byte escape
        ("unfinished \u{1B}]0;and never ended", "unfinished "),  // an OSC with no end runs out
        ("a lone escape\u{1B}", "a lone escape"),
        ("bell\u{07} and del\u{7F}", "bell and del"),
        ("tab\there", "tab here"),
        ("café ½ tsp — fine", "café ½ tsp — fine"),  // nothing to do
    ])
    func eachKindOfSequenceGoes(text: String, expected: String) {
        #expect(TerminalSafe.inert(text) == expected)
    }

    @Test func newlinesAreKeptOnlyWhenAsked() {
        #expect(TerminalSafe.inert("one\ntwo\r\nthree") == "one two  three")
        #expect(TerminalSafe.inert("one\ntwo\r\nthree", keepNewlines: true) == "one\ntwo \nthree")
    }

    @Test func aGeneratedRecipeIsStoredInert() throws {
        let json = """
            {"title": \(Self.jsonString(Self.evil)), "description": "nice\\u001b[5m and blinking", "servings": 4,
             "ingredients": ["2 eggs\\u001b]8;;http://x\\u0007"], "steps": ["Whisk.\\u001b[2J"], "tags": [], "diets": []}
            """
        let generated = try JSONDecoder().decode(GeneratedRecipe.self, from: Data(json.utf8))
        let recipe = generated.imported(generatedBy: "local/test", uid: "u1").recipe
        #expect(recipe.title == "Evil RED tart")
        #expect(recipe.description == "nice and blinking")
        #expect(recipe.ingredients.map(\.text) == ["2 eggs"])
        #expect(recipe.instructions.map(\.text) == ["Whisk."])
    }

    @Test func anEntitySpellingAnEscapeIsRemovedWholeToo() throws {
        let html = """
            <script type="application/ld+json">{"@type": "Recipe", "name": "Tart &#27;[31mred&#27;[0m",
             "recipeIngredient": ["1 cup flour&amp;#27;]0;x&amp;#7;"], "recipeInstructions": ["Bake."]}</script>
            """
        let recipe = try #require(try SchemaRecipeExtractor.extract(html: html, source: "t").first).recipe
        #expect(recipe.title == "Tart red")
        #expect(recipe.ingredients.map(\.text) == ["1 cup flour"])
    }

    static func jsonString(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
}

extension InertTextTests {
    /// A provider's streamed answer: a sequence cut between two pieces is still removed whole.
    @Test func aSequenceCutBetweenPiecesIsHeldBackAndRemovedWhole() {
        var stream = TerminalSafe.InertStream(keepNewlines: true)
        let pieces = ["Evil \u{1B}]0;pw", "ned\u{07} \u{1B}[3", "1mRED", "\u{1B}", "[0m done\n", "\u{1B}]8;;never ended"]
        let out = pieces.map { stream.feed($0) }.joined() + stream.finish()
        #expect(out == "Evil  RED done\n")
    }
}
