import SousCore
import Testing

/// Forms of ingredient line that outside corpora (BBC, Cookstr, Taste Cooking) use often and
/// that the parser misread before (issue 27 item 23); written here, not copied from them.
@Suite struct IngredientLineFormsTests {
    typealias Case = IngredientLineParserTests.Case
    static func q(_ n: Int, _ d: Int = 1) -> Quantity { .exact(Rational(n, d)) }

    @Test(arguments: [
        // A second, converted amount after the first goes to the notes, not into the name.
        Case(line: "250g/9oz plain flour", quantity: q(250), unit: "g", name: "plain flour", notes: "9oz"),
        Case(line: "600g/1lb 5oz new potatoes, halved", quantity: q(600), unit: "g", name: "new potatoes", notes: "1lb 5oz, halved"),
        Case(line: "300ml/10fl oz double cream", quantity: q(300), unit: "ml", name: "double cream", notes: "10fl oz"),
        Case(line: "1 cup/240 ml milk", quantity: q(1), unit: "cup", name: "milk", notes: "240 ml"),
        Case(line: "2 x 400g/14oz tins butter beans", quantity: q(2), unit: "tin", name: "butter beans", notes: "400g/14oz"),
        // A size between the amount and the unit is kept as a note.
        Case(line: "1 small bunch chives", quantity: q(1), unit: "bunch", name: "chives", notes: "small"),
        Case(line: "2 lg heads garlic", quantity: q(2), unit: "head", name: "garlic", notes: "lg"),
        Case(line: "1 heaped tbsp cocoa", quantity: q(1), unit: "tbsp", name: "cocoa", notes: "heaped"),
        Case(line: "3 large eggs", quantity: q(3), unit: nil, name: "large eggs"),
        // A unit with no amount before it.
        Case(line: "Pinch of nutmeg", quantity: nil, unit: "pinch", name: "nutmeg"),
        Case(line: "splash of soy sauce", quantity: nil, unit: "splash", name: "soy sauce"),
        Case(line: "small handful mint leaves", quantity: nil, unit: "handful", name: "mint leaves", notes: "small"),
        Case(line: "a few drops vanilla extract", quantity: nil, unit: "drop", name: "vanilla extract"),
        // Containers and pieces that recipes count.
        Case(line: "4 rashers streaky bacon", quantity: q(4), unit: "rasher", name: "streaky bacon"),
        Case(line: "2 sheets filo pastry", quantity: q(2), unit: "sheet", name: "filo pastry"),
        Case(line: "1 jar roasted peppers", quantity: q(1), unit: "jar", name: "roasted peppers"),
        Case(line: "3 ribs celery, sliced", quantity: q(3), unit: "rib", name: "celery", notes: "sliced"),
        Case(line: "2 ears corn", quantity: q(2), unit: "ear", name: "corn"),
        Case(line: "1 pt cherry tomatoes", quantity: q(1), unit: "pint", name: "cherry tomatoes"),
        Case(line: "2 qt water", quantity: q(2), unit: "quart", name: "water"),
        Case(line: "1 ½ c sugar", quantity: q(3, 2), unit: "cup", name: "sugar"),
        // The unit written after the name.
        Case(line: "3 garlic cloves, crushed", quantity: q(3), unit: "clove", name: "garlic", notes: "crushed"),
        Case(line: "2 rosemary sprigs", quantity: q(2), unit: "sprig", name: "rosemary"),
        // A describing word before a comma belongs to the name; so does a list of alternatives.
        Case(line: "1 cup unsweetened, flaked coconut", quantity: q(1), unit: "cup", name: "unsweetened, flaked coconut"),
        Case(line: "3 ripe, firm pears, peeled", quantity: q(3), unit: nil, name: "ripe, firm pears", notes: "peeled"),
        Case(line: "2 tbsp honey, maple syrup, or agave, warmed", quantity: q(2), unit: "tbsp", name: "honey, maple syrup, or agave", notes: "warmed"),
        Case(line: "1 lb skinless, boneless chicken thighs, cubed", quantity: q(1), unit: "lb", name: "skinless, boneless chicken thighs", notes: "cubed"),
        Case(line: "200g/7oz couscous, bulgur or quinoa", quantity: q(200), unit: "g", name: "couscous, bulgur or quinoa", notes: "7oz"),
        Case(line: "2 cups chopped, divided", quantity: q(2), unit: "cup", name: "chopped", notes: "divided"),
        // A range with its unit on both ends.
        Case(line: "100ml-150ml/3-5fl oz cold water", quantity: .range(Rational(100), Rational(150)), unit: "ml", name: "cold water", notes: "3-5fl oz"),
        Case(line: "2 Tb olive oil", quantity: q(2), unit: "tbsp", name: "olive oil"),
        Case(line: "1 fennel bulb, sliced", quantity: q(1), unit: "bulb", name: "fennel", notes: "sliced"),
        Case(line: "½ firmly packed cup brown sugar", quantity: q(1, 2), unit: "cup", name: "brown sugar", notes: "firmly packed"),
        Case(line: "2 tomatoes, seeded, and chopped", quantity: q(2), unit: nil, name: "tomatoes", notes: "seeded, and chopped"),
    ])
    func forms(c: Case) throws {
        guard case .ingredient(let ingredient) = IngredientLineParser.parse(c.line) else {
            Issue.record("not an ingredient: \(c.line)")
            return
        }
        #expect(ingredient.quantity == c.quantity, "\(c.line)")
        #expect(ingredient.unit == c.unit, "\(c.line)")
        #expect(ingredient.name == c.name, "\(c.line)")
        #expect(ingredient.notes == c.notes, "\(c.line)")
        #expect(ingredient.text == c.line)
    }
}
