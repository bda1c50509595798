import Foundation
import SousCore
import SousStore
import SousTestSupport
import Testing

/// Issue 27 item 4: two instances on one database. A save made from an older copy of a recipe
/// silently dropped the other instance's change, and a cooking app's save wiped the timer
/// `sous ask --apply` had stored meanwhile.
@Suite struct LostUpdateTests {
    let temporary = TemporaryFolder("sous-lost-updates")

    func twoInstances() throws -> (AppDatabase, AppDatabase) {
        let path = temporary.appendingPathComponent("\(UUID().uuidString).sqlite").path
        return (try AppDatabase.open(path: path), try AppDatabase.open(path: path))
    }

    @Test func aSaveFromAnOlderCopyIsRefusedWithTheirCopy() throws {
        let (first, second) = try twoInstances()
        let stored = try RecipeRepository(first).insert(Fixtures.recipe("Lemon Tart"))
        let id = try #require(stored.id)
        // Both open the recipe to edit it.
        let mine = try #require(try RecipeRepository(first).recipe(id: id))
        let theirsBase = try #require(try RecipeRepository(second).recipe(id: id))
        // The second saves first: more servings.
        var theirs = theirsBase
        theirs.servings = 8
        try RecipeRepository(second, now: { Fixtures.day.addingTimeInterval(60) }).update(theirs, unchangedSince: theirsBase.updatedAt)
        // The first saves its title change from the older copy: refused, nothing written.
        var edited = mine
        edited.title = "Lemon Tart (less sugar)"
        #expect {
            try RecipeRepository(first).update(edited, unchangedSince: mine.updatedAt)
        } throws: { error in
            (error as? RecipeEditConflict)?.theirs.servings == 8
        }
        let now = try #require(try RecipeRepository(first).recipe(id: id))
        #expect(now.servings == 8 && now.title == "Lemon Tart")
        // Told, the cook may overwrite that version on purpose.
        try RecipeRepository(first, now: { Fixtures.day.addingTimeInterval(120) }).update(edited, unchangedSince: now.updatedAt)
        #expect(try RecipeRepository(second).recipe(id: id)?.title == "Lemon Tart (less sugar)")
    }

    @Test func aSaveFromTheCurrentCopyGoesThroughTwiceInARow() throws {
        let (db, _) = try twoInstances()
        var recipe = try RecipeRepository(db).insert(Fixtures.recipe("Scones"))
        for servings in [6, 8] {
            recipe.servings = servings
            // The app keeps what `update` returned (full-precision time) as its next base.
            recipe = try RecipeRepository(db).update(recipe, unchangedSince: recipe.updatedAt)
        }
        #expect(try RecipeRepository(db).recipe(id: recipe.id!)?.servings == 8)
    }

    @Test func aCookingSaveKeepsATimerAnotherSousAddedMeanwhile() throws {
        let (app, ask) = try twoInstances()
        let recipe = try RecipeRepository(app).insert(Fixtures.tart)
        let t0 = Fixtures.day
        var session = CookingSession(recipe: recipe, now: t0)
        session.apply(.addTimer(name: "oven", seconds: 1500), now: t0)
        try WorkstateRepository(app).save(session.workstate)
        // `sous ask --apply "set a rice timer for 10 minutes"` in another terminal.
        var other = CookingSession(recipe: recipe, workstate: try #require(try WorkstateRepository(ask).workstate(recipeId: recipe.id!)))
        other.apply(.addTimer(name: "rice", seconds: 600), now: t0.addingTimeInterval(5))
        other.apply(.markStepDone(nil), now: t0.addingTimeInterval(6))
        try WorkstateRepository(ask).save(other.workstate)
        // The app, which never saw the rice timer, moves on a step and saves.
        session.apply(.nextStep, now: t0.addingTimeInterval(10))
        try WorkstateRepository(app).save(session.workstate)
        var stored = try #require(try WorkstateRepository(app).workstate(recipeId: recipe.id!))
        #expect(stored.timers.map(\.name) == ["oven", "rice"])
        #expect(stored.completedSteps.contains(0))
        #expect(stored.stepIndex == 1)
        // A timer the app cancels stays cancelled; the other one stays.
        session.apply(.cancelTimer(name: "oven"), now: t0.addingTimeInterval(20))
        try WorkstateRepository(app).save(session.workstate)
        stored = try #require(try WorkstateRepository(app).workstate(recipeId: recipe.id!))
        #expect(stored.timers.map(\.name) == ["rice"])
    }
}
