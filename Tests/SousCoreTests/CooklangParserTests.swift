import SousCore
import Testing

/// What the parser reads beyond the canonical suite: `>>` metadata, front matter shapes,
/// sections, notes, block comments, escapes, mixed numbers and preparations.
@Suite struct CooklangParserTests {
    func items(_ text: String) -> [CooklangItem] {
        CooklangParser.parse(text).steps.first?.items ?? []
    }

    @Test func oldStyleMetadataLinesAreRead() {
        let document = CooklangParser.parse(">> source: https://example.com/x\n>> servings: 2\n\nBoil @water{1%l}.")
        #expect(document.metadata.value(for: "source") == "https://example.com/x")
        #expect(document.metadata.value(for: "Servings") == "2")
        #expect(document.steps.count == 1)
    }

    @Test func frontMatterListsQuotesNestingAndBlocks() {
        let text = """
        ---
        title: "Pie: the \\"best\\""
        tags: [quick, 'kid friendly', "a, b"]
        diet:
          - vegan
          - gluten-free
        source:
          name: Gran
          url: https://example.com
        description: |
          First line
          second line
        note: plain # a comment
        ---
        Bake.
        """
        let metadata = CooklangParser.parse(text).metadata
        #expect(metadata.value(for: "title") == "Pie: the \"best\"")
        #expect(metadata.entry(for: "tags")?.items == ["quick", "kid friendly", "a, b"])
        #expect(metadata.entry(for: "diet")?.items == ["vegan", "gluten-free"])
        #expect(metadata.value(for: "source.url") == "https://example.com")
        #expect(metadata.value(for: "source.name") == "Gran")
        #expect(metadata.entry(for: "source") == nil)
        #expect(metadata.value(for: "description") == "First line\nsecond line")
        #expect(metadata.value(for: "note") == "plain")
    }

    @Test func looseKeyLookup() {
        let metadata = CooklangParser.parse("---\nPrep_Time: 10 min\n---\n").metadata
        #expect(metadata.value(for: "prep time") == "10 min")
    }

    @Test func unclosedFrontMatterIsText() {
        let document = CooklangParser.parse("---\ntitle: x\nMix.")
        #expect(document.metadata.isEmpty)
        #expect(document.steps.count == 1)
    }

    @Test func sectionsAndNotesAreBlocks() {
        let document = CooklangParser.parse("= Dough =\n\nMix @flour{200%g}.\n\n> Do not overwork it.\n> Really.\n\n== Filling ==\nAdd @jam.")
        #expect(document.blocks.count == 5)
        #expect(document.blocks[0] == .section("Dough"))
        #expect(document.blocks[2] == .note("Do not overwork it. Really."))
        #expect(document.blocks[3] == .section("Filling"))
    }

    @Test func blockCommentsMayCrossLines() {
        #expect(items("Add @milk{4%cup} [- TODO\nlitres -], keep mixing") == [
            .text("Add "), .ingredient(CooklangComponent(name: "milk", quantity: CooklangQuantity(text: "4", number: Rational(4)), units: "cup")),
            .text(" , keep mixing"),
        ])
    }

    @Test func unclosedBlockCommentIsText() {
        #expect(items("Stir [- forever") == [.text("Stir [- forever")])
    }

    @Test func commentOnlyLineDoesNotSplitAStep() {
        #expect(CooklangParser.parse("Mix.\n-- note\nBake.").steps.count == 1)
        #expect(CooklangParser.parse("Mix.\n\nBake.").steps.count == 2)
    }

    @Test func escapesMakeMarkersLiteral() {
        #expect(items("Email me \\@ home \\#1 \\~ \\{x\\} a-\\-b") == [.text("Email me @ home #1 ~ {x} a--b")])
        #expect(items("C:\\Users") == [.text("C:\\Users")])
    }

    @Test func escapedBraceInsideANameOrAmount() {
        #expect(items("@odd \\} name{1\\%%cup}") == [
            .ingredient(CooklangComponent(name: "odd } name", quantity: CooklangQuantity(text: "1%"), units: "cup")),
        ])
    }

    @Test func numbersFractionsAndText() {
        func number(_ q: String) -> Rational? {
            guard case .ingredient(let c)? = items("@x{\(q)}").first else { return nil }
            return c.quantity?.number
        }
        #expect(number("1 1/2") == Rational(3, 2))
        #expect(number("0.25") == Rational(1, 4))
        #expect(number("3") == Rational(3))
        #expect(number("1/0") == nil)
        #expect(number("01/2") == nil)
        #expect(number("2-3") == nil)
        #expect(number("99999999999999999999") == nil)
        #expect(number("1.2345678901234567") == nil)
    }

    @Test func preparationAfterBraces() {
        #expect(items("@onion{1}(finely chopped)") == [
            .ingredient(CooklangComponent(name: "onion", quantity: CooklangQuantity(text: "1", number: Rational(1)), note: "finely chopped")),
        ])
        #expect(items("@onion{1} (chopped)").count == 2)
    }

    @Test func windowsLineEndingsAndBOM() {
        let document = CooklangParser.parse("\u{FEFF}---\r\ntitle: T\r\n---\r\nMix.\r\n\r\nBake.\r\n")
        #expect(document.metadata.value(for: "title") == "T")
        #expect(document.steps.count == 2)
    }
}
