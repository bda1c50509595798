import SousApp
import SousCore

/// App states for screen goldens: a small cookbook on Home, and an open recipe with sections,
/// ticks, timed steps and a family memory.
public enum SampleScreens {
    public static func summary(_ id: Int64, _ title: String, _ category: String, _ minutes: Int) -> RecipeSummary {
        RecipeSummary(id: id, title: title, category: category, difficulty: .easy, totalMinutes: minutes, servings: 4, createdAt: Fixtures.day)
    }

    public static var home: AppState {
        var state = AppState()
        state.members = [FamilyMember(id: 1, familyId: 1, name: "Ada", avatar: "👧", role: .child)]
        state.home.recipes = [
            summary(1, "Buttermilk Pancakes", "breakfast", 30), summary(2, "Garlic Butter Chicken", "dinner", 25),
            summary(3, "Lemon Tart", "dessert", 95), summary(4, "红烧肉 Red-Braised Pork", "dinner", 120),
        ]
        state.home.favoriteIds = [3]
        state.home.selection = 1
        state.home.isLoaded = true
        return state
    }

    public static var detail: AppState {
        var state = home
        var recipe = Recipe(
            id: 3, title: "Lemon Tart", description: "Sharp, silky and best made the day before.", category: "dessert",
            difficulty: .medium, prepMinutes: 40, cookMinutes: 55, servings: 8,
            ingredients: ["For the pastry:", "1 1/2 cups plain flour", "1/2 cup cold butter, diced", "For the filling:", "4 large eggs", "2/3 cup lemon juice"]
                .map { IngredientLineParser.parse($0) }.compactMap { if case .ingredient(let i) = $0 { i } else { nil } },
            tags: ["baking", "citrus"],
            familyMemory: FamilyMemory(story: "Made for every wedding since 1978.", from: "Granny Maeve", year: 1978)
        )
        var section: String?
        for (i, line) in ["For the pastry:", "1 1/2 cups plain flour", "1/2 cup cold butter, diced", "For the filling:", "4 large eggs", "2/3 cup lemon juice"].enumerated() where i >= 0 {
            if case .section(let t) = IngredientLineParser.parse(line) { section = t; continue }
            if let index = recipe.ingredients.firstIndex(where: { $0.text == line }) { recipe.ingredients[index].section = section }
        }
        recipe.instructions = [
            Instruction(step: 1, text: "Heat the oven to 350°F.", duration: nil),
            Instruction(step: 2, text: "Blind bake the case for 15 minutes until pale gold.", duration: DurationRange(seconds: 900), tip: "Use dried beans."),
            Instruction(step: 3, text: "Bake for 25-30 minutes until just set.", duration: DurationRange(low: 1500, high: 1800)),
        ]
        state.detail = DetailState(recipe: recipe, units: .metric, isFavorite: true)
        state.detail?.servings = 4
        state.detail?.checked = [0]
        state.detail?.cursor = 1
        return state
    }


    /// Cooking the tart at step 2 of 4, scaled to 4, with one timer running, one that has rung,
    /// and the assistant's last answer.
    public static var cooking: AppState {
        var state = home
        let start = Fixtures.day
        var session = CookingSession(recipe: Fixtures.tart, now: start)
        session.apply(.rescaleServings(4), now: start)
        session.apply(.nextStep, now: start)
        session.apply(.startStepTimer, now: start)
        session.apply(.addTimer(name: "rice", seconds: 60), now: start)
        session.apply(.recordExchange(intent: "howMuch", query: "how much butter do I need", reply: "50 g of unsalted butter."), now: start)
        state.cooking = CookingState(session: session, units: .metric)
        state.now = start.addingTimeInterval(64)
        return state
    }
}
