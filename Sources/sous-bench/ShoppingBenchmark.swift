import Foundation
import SousContract
import SousCore
import SousStore

/// The merged shopping list for a month of plans: 90 recipes from the starter cookbook at the
/// household's size, built from the database as `sous shop` and the app do (target < 50 ms).
struct ShoppingBenchmark {
    var rounds = 20

    func run() throws {
        let db = try AppDatabase.inMemory()
        try ArchiveRepository(db).importArchive(try StarterCookbook.archive(now: Date()), applySettings: true)
        let recipes = try RecipeRepository(db).all()
        let plan = PlanRepository(db)
        let start = PlanDay("2026-12-01")!
        for index in 0..<90 {
            let recipe = recipes[(index * 7) % recipes.count]
            try plan.add(day: start.adding(days: index / 3), meal: MealPlanning.defaultMeals[index % 3], recipeId: recipe.id,
                         servings: index % 4 == 0 ? 6 : nil)
        }
        let shop = ShoppingRepository(db)
        let end = start.adding(days: 29)
        var list = try shop.listForPlan(from: start, to: end)
        var wall: [Double] = []
        var core: [Double] = []
        for _ in 0..<rounds {
            wall.append(try Stopwatch.time { list = try shop.listForPlan(from: start, to: end) })
        }
        let chosen = try plan.entries(from: start, to: end).compactMap { entry -> ShoppingRecipe? in
            guard let id = entry.recipeId, let recipe = recipes.first(where: { $0.id == id }) else { return nil }
            return ShoppingRecipe(title: recipe.title, ingredients: recipe.ingredients)
        }
        for _ in 0..<rounds {
            core.append(Stopwatch.time { _ = ShoppingListBuilder.build(chosen) })
        }
        out("\n== Shopping list: a month of plans (90 recipes, \(list.items.count) items) x \(rounds) ==")
        out("from the database (read plan and recipes, merge): p50 \(Stopwatch.format(Stopwatch.percentile(wall, 50))) ms, p95 \(Stopwatch.format(Stopwatch.percentile(wall, 95))) ms (target < 50 ms)")
        out("merge only: p50 \(Stopwatch.format(Stopwatch.percentile(core, 50))) ms")
    }
}
