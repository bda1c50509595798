import Foundation
import SousApp
import SousCore

/// The meal plan and the shopping list for screen goldens, on Thursday 26 November 2026.
extension SampleScreens {
    /// Thursday 26 November 2026, noon UTC.
    public static let planToday = Date(timeIntervalSince1970: 1_795_694_400)

    static func planned(_ id: Int64, _ day: String, _ meal: String, _ title: String, servings: Int? = nil, cooked: Bool = false,
                        note: Bool = false) -> WeekEntry {
        WeekEntry(entry: MealPlanEntry(id: id, day: PlanDay(day)!, meal: meal, recipeUID: note ? nil : "uid-\(id)",
                                       recipeTitle: note ? nil : title, servings: servings, note: note ? title : nil,
                                       cookedAt: cooked ? planToday : nil),
                  recipeId: note ? nil : id)
    }

    /// A week with a cooked dinner, a note, a long title and two entries in one meal.
    public static var week: AppState {
        var state = home
        state.now = planToday
        var week = WeekState(start: PlanDay("2026-11-23")!)
        week.entries = [
            planned(1, "2026-11-23", "dinner", "Garlic Butter Chicken", servings: 3, cooked: true),
            planned(2, "2026-11-24", "breakfast", "Buttermilk Pancakes", servings: 3),
            planned(3, "2026-11-24", "dinner", "Leftovers", note: true),
            planned(4, "2026-11-26", "lunch", "Slow-Roasted Tomato and Fennel Soup with Parmesan Crisps", servings: 2),
            planned(5, "2026-11-26", "dinner", "Lemon Tart", servings: 8),
            planned(6, "2026-11-26", "dinner", "红烧肉 Red-Braised Pork", servings: 3),
            planned(7, "2026-11-29", "snack", "Buttermilk Pancakes"),
        ]
        week.selection = 3
        week.nutrition = [
            DayNutrition(day: PlanDay("2026-11-26")!, dishes: ["Slow-Roasted Tomato and Fennel Soup", "Lemon Tart", "红烧肉 Red-Braised Pork"],
                         total: NutritionFacts(kcal: 9_870), servings: 13, perPerson: NutritionFacts(kcal: 1_846),
                         matched: 23, measured: 27, unmeasured: 3),
        ]
        week.isLoaded = true
        state.week = week
        return state
    }

    static func item(_ name: String, _ aisle: Aisle, _ amount: String?, hints: [String] = [], pantry: PantryStatus? = nil,
                     unreconciled: String? = nil) -> ShoppingItem {
        let amounts = amount.map { [ShoppingAmount(quantity: .exact(.one), unit: nil, text: $0)] } ?? []
        return ShoppingItem(key: name, name: name, aisle: aisle, amounts: amounts, asNeeded: amount == nil, recipes: ["Lemon Tart"],
                            lines: [], hints: hints, converted: [], unreconciled: unreconciled, pantry: pantry)
    }

    /// The coming week's list: two aisles, a tick, a hand-added line and what the pantry covers.
    public static var shopping: AppState {
        var state = home
        state.now = planToday
        var shopping = ShoppingState(span: ShoppingSpan(from: PlanDay("2026-11-26")!, to: PlanDay("2026-12-02")!, units: .asWritten))
        shopping.list = ShoppingList(items: [
            item("lemons", .produce, "4", hints: ["juiced", "zested"]),
            item("yellow onions, the big sweet ones from the market", .produce, "3 large", hints: ["diced"]),
            item("garlic", .produce, "6 cloves", hints: ["crushed"]),
            item("butter", .dairy, "350 g", hints: ["cold", "diced"]),
            item("eggs", .dairy, "6", pantry: .partly(have: "6 eggs")),
            item("plain flour", .pantry, "1 1/2 cups + 200 g", unreconciled: "cups of flour are not weighed here"),
            item("salt", .pantry, nil, pantry: .staple),
            item("sugar", .pantry, "200 g", pantry: .enough(have: "1 kg")),
        ])
        shopping.ticked = ["garlic"]
        shopping.extras = [ShoppingExtra(id: 1, text: "kitchen roll", ticked: false)]
        shopping.selection = 1
        shopping.isLoaded = true
        state.shopping = shopping
        return state
    }

    /// The list merged from two real recipes with `o` open on the butter: a cup read as grams,
    /// and eggs rounded up to whole ones.
    public static var shoppingLines: AppState {
        var state = shopping
        let parse = { (lines: [String]) in
            IngredientLineParser.parse(lines: lines).compactMap { line -> Ingredient? in
                if case .ingredient(let ingredient) = line { return ingredient }
                return nil
            }
        }
        state.shopping?.list = ShoppingListBuilder.build([
            ShoppingRecipe(title: "Buttermilk Pancakes", ingredients: parse(["2 large eggs", "1 cup butter, melted"]), scale: Rational(11, 4)),
            ShoppingRecipe(title: "Lemon Tart", ingredients: parse(["3 eggs", "100 g cold butter"])),
        ])
        state.shopping?.ticked = []
        state.shopping?.selection = 0
        state.shopping?.showsLines = true
        return state
    }

    /// The `p` dialog over the open tart.
    public static var planPicker: AppState {
        var state = detail
        state.now = planToday
        var picker = PlanPicker(recipeId: 3, title: "Lemon Tart", today: PlanDay("2026-11-26")!, meals: MealPlanning.defaultMeals, servings: 3)
        picker.field = .meal
        state.planPicker = picker
        return state
    }

    /// `p` on the week: the form, with a local provider to fill the gaps.
    public static var planForMeForm: AppState {
        var state = week
        var form = PlanForMeForm(from: PlanDay("2026-11-26")!, meals: MealPlanning.defaultMeals, provider: .local)
        form.field = .generate
        state.planForMe.form = form
        return state
    }

    /// The proposal while the provider works: kept, cookbook, generated, one still asked, one failed.
    public static var planForMeProposal: AppState {
        var state = week
        let request = PlanForMeRequest(from: PlanDay("2026-11-26")!, days: 7, meal: "dinner", generate: true)
        var proposal = PlanForMeProposal(id: -1, request: request, startedAt: planToday.addingTimeInterval(-12), provider: .local)
        let chilli = Recipe(title: "Smoky Bean Chilli", source: "generated by local/llama3.2")
        proposal.days = [
            ProposedDay(day: PlanDay("2026-11-26")!, pick: .kept("Lemon Tart")),
            ProposedDay(day: PlanDay("2026-11-27")!, pick: .cookbook(RecipeLink(id: 1, title: "Garlic Butter Chicken"), favourite: true)),
            ProposedDay(day: PlanDay("2026-11-28")!, pick: .cookbook(RecipeLink(id: 8, title: "Mushroom Risotto"), favourite: false)),
            ProposedDay(day: PlanDay("2026-11-29")!, pick: .generated(ImportedRecipe(recipe: chilli, report: RecipeImportReport(source: "generated by local/llama3.2")),
                                                                     model: "local/llama3.2")),
            ProposedDay(day: PlanDay("2026-11-30")!, pick: .gap("Local server did not answer within 60 s: try again.")),
            ProposedDay(day: PlanDay("2026-12-01")!, pick: .generating),
            ProposedDay(day: PlanDay("2026-12-02")!, pick: .generating),
        ]
        proposal.isLoaded = true
        state.planForMe.proposal = proposal
        return state
    }

    /// The same proposal whole: Enter plans it.
    public static var planForMeReady: AppState {
        var state = planForMeProposal
        state.planForMe.proposal?.days.removeLast(2)
        state.planForMe.proposal?.request.days = 5
        return state
    }
}
