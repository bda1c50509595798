import SousCore
import Testing

@Suite struct IngredientLineParserTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var line: String
        var quantity: Quantity?
        var unit: String?
        var name: String
        var notes: String? = nil
        var optional = false
        var testDescription: String { line }
    }

    static func q(_ n: Int, _ d: Int = 1) -> Quantity { .exact(Rational(n, d)) }

    @Test(arguments: [
        Case(line: "2 1/2 cups flour, sifted", quantity: q(5, 2), unit: "cup", name: "flour", notes: "sifted"),
        Case(line: "1 (14 oz) can tomatoes", quantity: q(1), unit: "can", name: "tomatoes", notes: "14 oz"),
        Case(line: "a pinch of salt", quantity: q(1), unit: "pinch", name: "salt"),
        Case(line: "salt to taste", quantity: nil, unit: nil, name: "salt", notes: "to taste"),
        Case(line: "Salt and pepper, to taste", quantity: nil, unit: nil, name: "Salt and pepper", notes: "to taste"),
        Case(line: "2 cups of milk", quantity: q(2), unit: "cup", name: "milk"),
        Case(line: "1 egg", quantity: q(1), unit: nil, name: "egg"),
        Case(line: "3 large eggs", quantity: q(3), unit: nil, name: "large eggs"),
        Case(line: "butter (optional)", quantity: nil, unit: nil, name: "butter", optional: true),
        Case(line: "Optional: chopped parsley", quantity: nil, unit: nil, name: "chopped parsley", optional: true),
        Case(line: "1 tbsp capers, optional", quantity: q(1), unit: "tbsp", name: "capers", optional: true),
        Case(line: "flour 200g", quantity: q(200), unit: "g", name: "flour"),
        Case(line: "200g flour", quantity: q(200), unit: "g", name: "flour"),
        Case(line: "  2   cups\t sugar  ", quantity: q(2), unit: "cup", name: "sugar"),
        Case(line: "1 T sugar", quantity: q(1), unit: "tbsp", name: "sugar"),
        Case(line: "1 t salt", quantity: q(1), unit: "tsp", name: "salt"),
        Case(line: "1½ tsp baking soda", quantity: q(3, 2), unit: "tsp", name: "baking soda"),
        Case(line: "2-3 cloves garlic, minced", quantity: .range(Rational(2), Rational(3)), unit: "clove",
             name: "garlic", notes: "minced"),
        Case(line: "about 2 to 3 cups stock", quantity: .range(Rational(2), Rational(3)), unit: "cup", name: "stock"),
        Case(line: "one onion, diced", quantity: q(1), unit: nil, name: "onion", notes: "diced"),
        Case(line: "a dozen eggs", quantity: q(12), unit: nil, name: "eggs"),
        Case(line: "an apple", quantity: nil, unit: nil, name: "an apple"),
        Case(line: "1,5 kg Kartoffeln", quantity: q(3, 2), unit: "kg", name: "Kartoffeln"),
        Case(line: "2 EL Öl", quantity: q(2), unit: "tbsp", name: "Öl"),
        Case(line: "1 lb. ground beef", quantity: q(1), unit: "lb", name: "ground beef"),
        Case(line: "1 stick butter, softened", quantity: q(1), unit: "stick", name: "butter", notes: "softened"),
        Case(line: "Juice of 1 lemon", quantity: q(1), unit: nil, name: "Juice of lemon"),
        Case(line: "1 cup", quantity: q(1), unit: nil, name: "cup"),
        Case(line: "1 imp pint stock", quantity: q(1), unit: "imp pint", name: "stock"),
        Case(line: "2 x 400g tins chopped tomatoes", quantity: q(2), unit: "tin", name: "chopped tomatoes", notes: "400g"),
        Case(line: "1 and a half cups milk", quantity: q(3, 2), unit: "cup", name: "milk"),
        Case(line: "1/2 cup (1 stick) butter, melted", quantity: q(1, 2), unit: "cup", name: "butter",
             notes: "1 stick, melted"),
        Case(line: "a bunch of parsley", quantity: nil, unit: nil, name: "a bunch of parsley"),
        Case(line: "2 bunches parsley", quantity: q(2), unit: "bunch", name: "parsley"),
        Case(line: "1 14½-ounce can tomato puree", quantity: q(1), unit: "can", name: "tomato puree", notes: "14½-ounce"),
        Case(line: "1 15 oz. can kidney beans", quantity: q(1), unit: "can", name: "kidney beans", notes: "15 oz."),
        Case(line: "½ cup yellow onion , (chopped)", quantity: q(1, 2), unit: "cup", name: "yellow onion", notes: "chopped"),
        Case(line: "2 lb chicken, bone-in (or boneless)", quantity: q(2), unit: "lb", name: "chicken",
             notes: "bone-in (or boneless)"),
        Case(line: "▢ 1 cup warm water", quantity: q(1), unit: "cup", name: "warm water"),
        Case(line: "- 2 eggs", quantity: q(2), unit: nil, name: "eggs"),
        Case(line: "flour for dredging", quantity: nil, unit: nil, name: "flour", notes: "for dredging"),
        Case(line: "🍋 2 lemons", quantity: nil, unit: nil, name: "🍋 2 lemons"),
    ])
    func ingredientLines(c: Case) throws {
        guard case .ingredient(let ingredient) = IngredientLineParser.parse(c.line, section: "Cake") else {
            Issue.record("not an ingredient: \(c.line)")
            return
        }
        #expect(ingredient.quantity == c.quantity)
        #expect(ingredient.unit == c.unit)
        #expect(ingredient.name == c.name)
        #expect(ingredient.notes == c.notes)
        #expect(ingredient.optional == c.optional)
        #expect(ingredient.text == c.line)
        #expect(ingredient.section == "Cake")
    }

    @Test(arguments: [
        ("For the sauce:", "For the sauce"), ("Sauce:", "Sauce"), ("FOR THE CRUST", "FOR THE CRUST"),
        ("Für den Teig:", "Für den Teig"), ("For the topping", "For the topping"), ("Pour la pâte", "Pour la pâte"),
    ])
    func sectionHeaders(line: String, title: String) {
        #expect(IngredientLineParser.parse(line, section: nil) == .section(title: title))
    }

    @Test(arguments: ["2 cups flour:", "salt, to taste", "For 4 people: 2 eggs", "1 EGG"])
    func notHeaders(line: String) {
        if case .section = IngredientLineParser.parse(line, section: nil) {
            Issue.record("read as a heading: \(line)")
        }
    }

    @Test(arguments: ["", "   ", "\t\n", "\u{0}\u{7}"])
    func blankLines(line: String) {
        #expect(IngredientLineParser.parse(line, section: nil) == .blank)
    }

    @Test func headingsCarryIntoFollowingLines() {
        let results = IngredientLineParser.parse(lines: ["For the sauce:", "1 cup cream", "", "Crust:", "2 cups flour"])
        let sections = results.compactMap { result -> String?? in
            if case .ingredient(let i) = result { return .some(i.section) }
            return nil
        }
        #expect(sections == [.some("For the sauce"), .some("Crust")])
    }
}
