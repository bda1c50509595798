import SousCore
import Testing

@Suite struct QuantityParserTests {
    static func r(_ n: Int, _ d: Int = 1) -> Rational { Rational(n, d) }

    @Test(arguments: [
        ("2", Quantity.exact(r(2))),
        ("1 1/2", .exact(r(3, 2))),
        ("1½", .exact(r(3, 2))),
        ("1 ½", .exact(r(3, 2))),
        ("1-1/2", .exact(r(3, 2))),
        ("⅓", .exact(r(1, 3))),
        ("2⅔", .exact(r(8, 3))),
        ("⅛", .exact(r(1, 8))),
        ("¾", .exact(r(3, 4))),
        ("0.75", .exact(r(3, 4))),
        (".5", .exact(r(1, 2))),
        ("1,5", .exact(r(3, 2))),
        (",5", .exact(r(1, 2))),
        ("1,500", .exact(r(1500))),
        ("3/4", .exact(r(3, 4))),
        ("2-3", .range(r(2), r(3))),
        ("2–3", .range(r(2), r(3))),
        ("2 — 3", .range(r(2), r(3))),
        ("2 to 3", .range(r(2), r(3))),
        ("2 or 3", .range(r(2), r(3))),
        ("2 bis 3", .range(r(2), r(3))),
        ("1/2-1", .range(r(1, 2), r(1))),
        ("1 1/2 to 2", .range(r(3, 2), r(2))),
        ("about 2", .exact(r(2))),
        ("approx. 2", .exact(r(2))),
        ("ca. 200", .exact(r(200))),
        ("~3", .exact(r(3))),
        ("one", .exact(r(1))),
        ("twelve", .exact(r(12))),
        ("a dozen", .exact(r(12))),
        ("two to three", .range(r(2), r(3))),
        ("half", .exact(r(1, 2))),
        ("one and a half", .exact(r(3, 2))),
    ])
    func wholeTextQuantities(text: String, expected: Quantity) {
        #expect(QuantityParser.parse(text) == expected)
    }

    @Test(arguments: ["", "cup", "1-NaN", "NaN", "1__5", "12345678901234567890", "1/0", "-", "a"])
    func notQuantities(text: String) {
        #expect(QuantityParser.parse(text) == nil)
    }

    @Test func prefixReportsWhereTheAmountEnds() throws {
        let text = "1 1/2 cups flour"
        let (quantity, end) = try #require(QuantityParser.parsePrefix(of: text))
        #expect(quantity == .exact(Rational(3, 2)))
        #expect(text[end...] == " cups flour")
    }

    @Test func articleIsOnlyAnAmountWhenAsked() {
        #expect(QuantityParser.parsePrefix(of: "a pinch") == nil)
        #expect(QuantityParser.parsePrefix(of: "a pinch", countArticle: true)?.quantity == .exact(.one))
    }

    @Test func descendingDashIsNotARange() {
        #expect(QuantityParser.parsePrefix(of: "3-2 eggs")?.quantity == .exact(Rational(3)))
    }
}
