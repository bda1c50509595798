import Foundation
import SousCore
import Testing

/// The merged shopping list: names read as products, amounts summed exactly, pantry and aisles.
@Suite struct ShoppingListTests {
    func lines(_ text: [String]) -> [Ingredient] {
        IngredientLineParser.parse(lines: text).compactMap {
            if case .ingredient(let ingredient) = $0 { return ingredient }
            return nil
        }
    }

    func recipe(_ title: String, _ text: [String], scale: Rational = .one) -> ShoppingRecipe {
        ShoppingRecipe(title: title, ingredients: lines(text), scale: scale)
    }

    func item(_ list: ShoppingList, _ key: String) throws -> ShoppingItem {
        try #require(list.items.first { $0.key == key }, "no \(key) in \(list.items.map(\.key))")
    }

    @Test func namesAreReadAsWhatIsBought() {
        let key = { (name: String) in ShoppingName.read(name).map(\.key) }
        #expect(key("large eggs") == ["egg"])
        #expect(ShoppingName.read("large eggs").first?.sizes == ["large"])
        #expect(key("extra large eggs") == ["egg"])
        #expect(key("finely chopped fresh coriander") == ["coriander"])
        #expect(key("chopped fresh cilantro") == ["coriander"])
        #expect(key("green onions") == ["spring onion"])
        #expect(key("scallions, thinly sliced") == ["spring onion"])
        #expect(key("large egg yolks") == ["egg"])
        #expect(ShoppingName.read("large egg yolks").first?.preparation == ["yolks"])
        #expect(key("garlic cloves") == ["garlic"])
        #expect(ShoppingName.read("garlic cloves").first?.impliedUnit == "clove")
        #expect(key("cold unsalted butter") == ["butter"])
        #expect(key("salt and pepper") == ["salt", "black pepper"])
        #expect(key("macaroni and cheese") == ["macaroni and cheese"])
        // Different products stay apart.
        #expect(key("brown sugar") == ["brown sugar"])
        #expect(key("garlic powder") == ["garlic powder"])
        #expect(key("hot sauce") == ["hot sauce"])
        #expect(key("little gem lettuce") == ["little gem lettuce"])
        #expect(key("ground cinnamon") == ["ground cinnamon"])
        #expect(key("a handful of ice cubes") == ["ice"])
        #expect(key("pinch of cayenne pepper") == ["cayenne pepper"])
    }

    @Test func countsOfOneThingAddUpAndNotesBecomeHints() throws {
        let list = ShoppingListBuilder.build([
            recipe("Soup", ["2 onions", "1 large onion, diced"]),
            recipe("Stew", ["1 onion, thinly sliced"]),
        ])
        let onion = try item(list, "onion")
        #expect(list.items.count == 1)
        #expect(onion.amounts.map(\.quantity) == [.exact(Rational(4))])
        #expect(onion.name == "onions")
        #expect(onion.amountText == "4")
        #expect(onion.hints.contains("diced") && onion.hints.contains("large") && onion.hints.contains("thinly sliced"))
        #expect(onion.recipes == ["Soup", "Stew"])
        #expect(onion.lines.map(\.text) == ["2 onions", "1 large onion, diced", "1 onion, thinly sliced"])
        #expect(onion.unreconciled == nil)
    }

    @Test func thingsBoughtWholeAreRoundedUpAndSayWhatIsNeeded() throws {
        let list = ShoppingListBuilder.build([
            recipe("Pancakes", ["3 eggs", "1/2 lemon", "1 1/2 cans chickpeas", "1/2 tsp salt", "2 1/2 cloves garlic"], scale: Rational(11, 6)),
        ])
        // 3 x 11/6 = 5 1/2 eggs: the shop sells 6.
        let eggs = try item(list, "egg")
        #expect(eggs.amounts[0].quantity == .exact(Rational(6)))
        #expect(eggs.amounts[0].needed == .exact(Rational(11, 2)))
        #expect(eggs.amountText == "6" && eggs.name == "eggs")
        #expect(eggs.hints.first == "5 1/2 needed")
        let lemon = try item(list, "lemon")
        #expect(lemon.amountText == "1" && lemon.hints.first == "7/8 needed")
        let chickpeas = try item(list, "chickpea")
        #expect(chickpeas.amounts[0].quantity == .exact(Rational(3)) && chickpeas.amounts[0].needed == .exact(Rational(11, 4)))
        // Amounts with a unit of measure, and parts of what is bought (cloves), stay exact.
        #expect(try item(list, "salt").amounts[0].needed == nil)
        #expect(try item(list, "salt").amounts[0].quantity == .exact(Rational(11, 12)))
        #expect(try item(list, "garlic").amounts[0].quantity == .exact(Rational(55, 12)))
        // Whole already: nothing to say.
        let whole = ShoppingListBuilder.build([recipe("Omelette", ["2 eggs"]), recipe("Cake", ["4 eggs"])])
        #expect(try item(whole, "egg").amounts[0].needed == nil && (try item(whole, "egg").hints.isEmpty))
        // The pantry comes off before rounding: 5 1/2 needed, 2 on the shelf, 4 to buy.
        let after = ShoppingListBuilder.build([recipe("Pancakes", ["3 eggs"], scale: Rational(11, 6))],
                                              pantry: [PantryItem(name: "eggs", quantity: .exact(Rational(2)))])
        #expect(try item(after, "egg").amountText == "4")
    }

    @Test func volumesAddExactlyInOneUnit() throws {
        let list = ShoppingListBuilder.build([recipe("A", ["1/3 cup sugar"]), recipe("B", ["2 tbsp sugar"])])
        let sugar = try item(list, "sugar")
        #expect(sugar.amounts.count == 1)
        #expect(sugar.amounts[0].unit == "cup")
        // 1/3 cup + 2 tbsp (1/8 cup) is 11/24 cup, exactly.
        #expect(sugar.amounts[0].quantity == .exact(Rational(11, 24)))
        #expect(!sugar.amounts[0].text.isEmpty)
    }

    @Test func aVolumeJoinsAWeightThroughTheDensityAndSaysSo() throws {
        let list = ShoppingListBuilder.build([recipe("Bread", ["200 g plain flour"]), recipe("Cake", ["1 cup all-purpose flour"])])
        let flour = try item(list, "plain flour")
        #expect(flour.amounts.count == 1)
        #expect(flour.amounts[0].unit == "g")
        #expect(flour.amounts[0].quantity == .exact(Rational(325)))
        #expect(flour.converted.count == 1)
        #expect(flour.converted[0].contains("1 cup") && flour.converted[0].contains("125 g"))
    }

    @Test func whatCannotBeReconciledStaysApartWithTheReason() throws {
        let list = ShoppingListBuilder.build([recipe("A", ["2 onions"]), recipe("B", ["1/2 cup chopped onion"])])
        let onion = try item(list, "onion")
        #expect(onion.amounts.count == 2)
        #expect(onion.unreconciled?.contains("do not convert") == true)
        let herbs = ShoppingListBuilder.build([recipe("A", ["1 cup mystery greens"]), recipe("B", ["50 g mystery greens"])])
        #expect(try item(herbs, "mystery green").unreconciled?.contains("density") == true)
    }

    @Test func garlicClovesAndClovesOfGarlicAreOneCount() throws {
        let list = ShoppingListBuilder.build([recipe("A", ["3 garlic cloves, minced"]), recipe("B", ["2 cloves garlic"])])
        let garlic = try item(list, "garlic")
        #expect(garlic.amounts.map(\.quantity) == [.exact(Rational(5))])
        #expect(garlic.amounts[0].unit == "clove")
    }

    @Test func plannedServingsScaleTheLines() throws {
        let list = ShoppingListBuilder.build([recipe("A", ["2 eggs", "100 g butter"], scale: Rational(3, 2))])
        #expect(try item(list, "egg").amounts[0].quantity == .exact(Rational(3)))
        #expect(try item(list, "butter").amounts[0].quantity == .exact(Rational(150)))
        #expect(try item(list, "egg").lines[0].scaled == "3 eggs")
    }

    @Test func toTasteLinesAreAsNeededAndStaplesComeFromThePantry() throws {
        let list = ShoppingListBuilder.build(
            [recipe("A", ["salt and pepper, to taste", "500 g plain flour", "2 lemons"])],
            pantry: [PantryItem(name: "salt"), PantryItem(name: "pepper"),
                     PantryItem(name: "flour", quantity: .exact(Rational(200)), unit: "g"),
                     PantryItem(name: "lemon", quantity: .exact(Rational(3)))])
        let salt = try item(list, "salt")
        #expect(salt.asNeeded && salt.amounts.isEmpty && salt.pantry == .staple)
        #expect(try item(list, "black pepper").pantry == .staple)
        let flour = try item(list, "plain flour")
        #expect(flour.pantry == .partly(have: "200 g"))
        #expect(flour.amounts[0].quantity == .exact(Rational(300)))
        #expect(try item(list, "lemon").pantry == .enough(have: "3"))
        #expect(Set(list.fromPantry.map(\.key)) == ["salt", "black pepper", "lemon"])
        #expect(list.toBuy.flatMap(\.items).map(\.key) == ["plain flour"])
    }

    @Test func aislesFollowTheLongestKnownEndingAndTheCooksChoice() {
        #expect(ShoppingKnowledge.aisle(forKey: "garlic") == .produce)
        #expect(ShoppingKnowledge.aisle(forKey: "garlic powder") == .spices)
        #expect(ShoppingKnowledge.aisle(forKey: "peanut butter") == .pantry)
        #expect(ShoppingKnowledge.aisle(forKey: "butter") == .dairy)
        #expect(ShoppingKnowledge.aisle(forKey: "frozen pea") == .frozen)
        #expect(ShoppingKnowledge.aisle(forKey: "boneless skinless chicken thigh") == .meatAndFish)
        #expect(ShoppingKnowledge.aisle(forKey: "unobtainium") == .other)
        let list = ShoppingListBuilder.build([recipe("A", ["2 lemons", "1 tbsp tahini"])], aisles: ["tahini": .other])
        #expect(list.toBuy.map(\.aisle) == [.produce, .other])
        #expect(Aisle(typed: "meat") == .meatAndFish && Aisle(typed: "Dairy") == .dairy && Aisle(typed: "xyz") == nil)
    }

    @Test func hostileAmountsNeverTrap() {
        let huge = Ingredient(quantity: .exact(Rational(Int.max / 3, 7)), unit: "tsp", name: "sugar")
        let other = Ingredient(quantity: .exact(Rational(1, Int.max / 5)), unit: "cup", name: "sugar")
        let list = ShoppingListBuilder.build([ShoppingRecipe(title: "X", ingredients: [huge, other, huge])])
        #expect(list.items.count == 1)
    }
}

@Suite struct PlanDayTests {
    @Test func onlyRealDatesAreDays() {
        #expect(PlanDay("2026-12-01")?.description == "2026-12-01")
        #expect(PlanDay("2028-02-29") != nil)
        #expect(PlanDay("2026-02-29") == nil)
        #expect(PlanDay("2026-13-01") == nil)
        #expect(PlanDay("2026-1-1") == nil)
        #expect(PlanDay("tomorrow") == nil)
    }

    @Test func weekdaysWeeksAndArithmetic() throws {
        let day = try #require(PlanDay("2026-11-26"))
        #expect(day.weekday == 4) // a Thursday
        #expect(day.weekStart.description == "2026-11-23")
        #expect(day.adding(days: 6).description == "2026-12-02")
        #expect(day.adding(days: -366).description == "2025-11-25")
        #expect(try #require(PlanDay("2000-03-01")).adding(days: -1).description == "2000-02-29")
        #expect(day.days(to: try #require(PlanDay("2027-01-01"))) == 36)
        #expect(day.longName == "Thursday 26 November")
        #expect(MealPlanning.week(of: day).map(\.weekdayShort) == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
    }

    @Test func copyingAWeekKeepsWeekdayAndMealAndDropsCookedMarks() throws {
        let monday = try #require(PlanDay("2026-11-23"))
        let plan = [
            MealPlanEntry(id: 1, day: monday, meal: "dinner", recipeUID: "r1", cookedAt: Date()),
            MealPlanEntry(id: 2, day: monday.adding(days: 6), meal: "lunch", note: "eat out"),
            MealPlanEntry(id: 3, day: monday.adding(days: 7), meal: "lunch", note: "next week"),
        ]
        let copied = MealPlanning.copied(plan, fromWeekOf: monday.adding(days: 2), toWeekOf: monday.adding(days: 14))
        #expect(copied.map(\.day.description) == ["2026-12-07", "2026-12-13"])
        #expect(copied.allSatisfy { $0.id == nil && $0.cookedAt == nil })
        #expect(copied.map(\.meal) == ["dinner", "lunch"])
    }
}

@Suite struct ShoppingNameRulesTests {
    func keys(_ lines: [String]) -> [String] {
        let ingredients = IngredientLineParser.parse(lines: lines).compactMap { line -> Ingredient? in
            if case .ingredient(let ingredient) = line { return ingredient }
            return nil
        }
        return ShoppingListBuilder.build([ShoppingRecipe(title: "R", ingredients: ingredients)]).items.map(\.key).sorted()
    }

    @Test func aPairIsTwoItemsOnlyWithoutAnAmountAndWhenBothAreKnownProducts() {
        #expect(keys(["salt and pepper, to taste"]) == ["black pepper", "salt"])
        #expect(keys(["fresh cilantro and lime wedges"]) == ["coriander", "lime"])
        #expect(keys(["8 bone-in chicken thighs and drumsticks"]) == ["bone in chicken thighs and drumstick"])
        #expect(keys(["macaroni and cheese, to serve"]) == ["macaroni and cheese"])
    }

    @Test func whatComesInATinIsAProductNotSomethingToChop() {
        #expect(keys(["1 (400 g) tin chopped tomatoes", "2 tomatoes, chopped"]) == ["chopped tomato", "tomato"])
        let list = ShoppingListBuilder.build([ShoppingRecipe(title: "R", ingredients: [
            Ingredient(quantity: .exact(Rational(1)), unit: "tin", name: "chickpeas"),
            Ingredient(quantity: .exact(Rational(2)), unit: "can", name: "chickpeas"),
        ])])
        #expect(list.items.map(\.amountText) == ["3 cans"])
    }

    @Test func aCountedWordLeftInTheNameIsTheUnit() {
        let list = ShoppingListBuilder.build([ShoppingRecipe(title: "R", ingredients: [
            Ingredient(quantity: .exact(Rational(8)), name: "slices white sourdough"),
            Ingredient(quantity: .exact(Rational(2)), unit: "slice", name: "white sourdough"),
            Ingredient(quantity: .exact(Rational(2)), name: "celery stalks"),
            Ingredient(quantity: .exact(Rational(1)), unit: "stick", name: "celery"),
        ])])
        #expect(list.items.map(\.key).sorted() == ["celery", "white sourdough"])
        #expect(list.items.first { $0.key == "celery" }?.amountText == "3 sticks")
        #expect(list.items.first { $0.key == "white sourdough" }?.amountText == "10 slices")
    }
}
