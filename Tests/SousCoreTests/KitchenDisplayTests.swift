import SousCore
import Testing

/// What a cook reads: spoons stay spoons, dry goods are weighed, counts agree with their nouns.
@Suite struct KitchenDisplayTests {
    static func shown(_ line: String, _ system: UnitSystem, _ scale: Rational) -> String {
        guard case .ingredient(let ingredient) = IngredientLineParser.parse(line) else { return "not an ingredient" }
        return IngredientFormatter.display(ingredient, system: system, scale: scale)
    }

    @Test(arguments: [
        ("1 tsp vanilla extract", "1 tsp vanilla extract"),
        ("1/4 tsp fine salt", "1/4 tsp fine salt"),
        ("2 tbsp sugar", "2 tbsp sugar"),
        ("2 tbsp butter", "28 g butter"),
        ("1 tsp butter", "1 tsp butter"),
        ("3 tbsp smooth peanut butter", "3 tbsp smooth peanut butter"),
        ("3 tbsp plain flour", "3 tbsp plain flour"),
        ("2-3 tbsp ice water", "2-3 tbsp ice water"),
        ("1/4 cup powdered sugar", "30 g powdered sugar"),
        ("1 1/2 cups plain flour", "190 g plain flour"),
        ("1/2 cup cold unsalted butter, diced", "115 g cold unsalted butter, diced"),
        ("3/4 cup light brown sugar", "165 g light brown sugar"),
        ("1 cup chopped walnuts", "115 g chopped walnuts"),
        ("3/4 cup whole milk", "175 ml whole milk"),
        ("2/3 cup heavy cream", "160 ml heavy cream"),
        ("1/4 cup olive oil", "60 ml olive oil"),
        ("1/2 cup honey", "120 ml honey"),
        ("1 cup dried apricots", "235 ml dried apricots"),
        ("8 cups chicken broth", "1.9 l chicken broth"),
        ("1 lb green beans", "455 g green beans"),
        ("12 oz chocolate chips", "340 g chocolate chips"),
        ("1/2 cup kosher salt", "120 ml kosher salt"),
        ("2 sticks celery", "2 sticks celery"),
        ("1 stick butter", "115 g butter"),
        ("250 g plain flour", "250 g plain flour"),
        ("1234 g plain flour", "1234 g plain flour"),
        ("2 cm piece fresh ginger", "2 cm piece fresh ginger"),
    ])
    func metric(line: String, expected: String) {
        #expect(Self.shown(line, .metric, .one) == expected)
    }

    @Test(arguments: [
        ("200 g plain flour", "1 2/3 cups plain flour"),
        ("100 g caster sugar", "1/2 cup caster sugar"),
        ("100 g butter", "7 tbsp butter"),
        ("225 g butter", "1 cup butter"),
        ("60 g caster sugar", "5 tbsp caster sugar"),
        ("50 g rolled oats", "1/2 cup rolled oats"),
        ("50 g mature cheddar, grated", "7 tbsp mature cheddar, grated"),
        ("100 ml water", "1/3 cup + 1 1/2 tbsp water"),
        ("30 g butter", "2 tbsp butter"),
        ("10 g fine salt", "1 3/4 tsp fine salt"),
        ("15 ml olive oil", "1 tbsp olive oil"),
        ("5 ml vanilla extract", "1 tsp vanilla extract"),
        ("20 ml lemon juice", "4 tsp lemon juice"),
        ("200 ml milk", "3/4 cup + 1 1/2 tbsp milk"),
        ("400 g plain yoghurt", "14 oz plain yoghurt"),
        ("500 g beef mince", "1 1/8 lb beef mince"),
        ("450 g floury potatoes", "1 lb floury potatoes"),
        ("1 kg flour", "8 cups flour"),
        ("1/2 cup butter", "1/2 cup butter"),
    ])
    func us(line: String, expected: String) {
        #expect(Self.shown(line, .us, .one) == expected)
    }

    @Test(arguments: [
        ("1 egg", Rational(3), UnitSystem.asWritten, "3 eggs"),
        ("2 eggs", Rational(1, 2), .asWritten, "1 egg"),
        ("1 large egg yolk", Rational(1, 2), .asWritten, "1/2 large egg yolk"),
        ("1 large egg, beaten", Rational(3), .us, "3 large eggs, beaten"),
        ("1 egg", Rational(1, 3), .asWritten, "1/4 egg"),
        ("1 egg", Rational(2, 3), .asWritten, "3/4 egg"),
        ("2 eggs", Rational(2, 3), .asWritten, "1 1/2 eggs"),
        ("4 eggs", Rational(1, 3), .asWritten, "1 1/2 eggs"),
        ("5 eggs", Rational(7, 3), .asWritten, "12 eggs"),
        ("1 clove garlic", Rational(2), .asWritten, "2 cloves garlic"),
        ("1 lemon", Rational(2), .asWritten, "2 lemons"),
        ("Juice of 2 lemons", Rational(1, 2), .us, "Juice of 1 lemon"),
        ("2 bay leaves", Rational(1, 2), .metric, "1 bay leaf"),
        ("1 small tomato, diced", Rational(3), .metric, "3 small tomatoes, diced"),
        ("1 loaf of bread", Rational(2), .asWritten, "2 loaves of bread"),
        ("2 passion fruit", Rational(3), .asWritten, "6 passion fruit"),
        ("1 bouquet garni", Rational(2), .asWritten, "2 bouquet garni"),
        ("1 pinch of salt", Rational(1, 2), .asWritten, "a pinch of salt"),
        ("a splash of milk", Rational(1), .asWritten, "a splash of milk"),
        ("1 stick celery", Rational(1, 2), .metric, "1/2 stick celery"),
        ("1 can chickpeas", Rational(1, 3), .asWritten, "1/4 can chickpeas"),
        ("1 tsp salt", Rational(3), .metric, "1 tbsp salt"),
        ("1 tbsp olive oil", Rational(1, 2), .metric, "1 1/2 tsp olive oil"),
        ("2 tbsp sugar", Rational(1, 2), .us, "1 tbsp sugar"),
        ("2 1/4 tsp instant yeast", Rational(3), .us, "2 tbsp + 3/4 tsp instant yeast"),
        ("3 tbsp butter", Rational(3), .us, "1/2 cup + 1 tbsp butter"),
        ("3 tbsp butter", Rational(3), .asWritten, "1/2 cup + 1 tbsp butter"),
        ("3 tbsp curry paste", Rational(3), .asWritten, "1/2 cup + 1 tbsp curry paste"),
        ("1/3 cup water", Rational(1, 2), .metric, "2 tbsp + 2 tsp water"),
        ("8 cups chicken broth", Rational(3), .us, "6 quarts chicken broth"),
        ("175 g butter", Rational(1, 2), .asWritten, "90 g butter"),
        ("1.2 l vegetable stock", Rational(3), .asWritten, "3.6 l vegetable stock"),
        ("7 g dried yeast", Rational(1, 2), .asWritten, "3.5 g dried yeast"),
        ("1 cup all-purpose flour", Rational(1, 2), .metric, "65 g all-purpose flour"),
        ("1 cup all-purpose flour", Rational(1, 2), .asWritten, "1/2 cup all-purpose flour"),
        ("2 cm piece fresh ginger", Rational(3), .us, "2 1/4 inch piece fresh ginger"),
        ("2 cm piece fresh ginger", Rational(1, 2), .us, "1/2 inch piece fresh ginger"),
        ("1 inch piece ginger", Rational(1, 3), .asWritten, "1/4 inch piece ginger"),
    ])
    func scaled(line: String, scale: Rational, system: UnitSystem, expected: String) {
        #expect(Self.shown(line, system, scale) == expected)
    }

    @Test(arguments: [
        (0.3, "0.3"), (0.0123, "0.012"), (7.09, "7"), (14.17, "14"), (37.5, "38"), (113.4, "115"), (177.4, "175"), (236.6, "235"),
        (1134.0, "1150"), (2250.0, "2250"),
    ])
    func metricRounding(value: Double, expected: String) {
        #expect(QuantityFormatter.significant(KitchenRounding.metric(value).doubleValue, digits: 6) == expected)
    }
}
