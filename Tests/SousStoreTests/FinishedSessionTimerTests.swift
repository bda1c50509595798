import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousStore

/// A recipe finished with a timer still running is offered at the next start, for that timer
/// (issue 27 item 16); once the timer has run out, it is not.
@Suite struct FinishedSessionTimerTests {
    @Test func aFinishedSessionComesBackOnlyWhileATimerRuns() throws {
        let db = try AppDatabase.inMemory()
        let recipe = try RecipeRepository(db, now: { Fixtures.day }).insert(Fixtures.recipe("Risotto"))
        var session = CookingSession(recipe: recipe, now: Fixtures.day)
        session.apply(.addTimer(name: "oven", seconds: 600), now: Fixtures.day)
        session.apply(.finish, now: Fixtures.day)
        try WorkstateRepository(db).save(session.workstate)
        let repository = WorkstateRepository(db)
        #expect(try repository.latestUnfinished() == nil, "without a time, finished is finished")
        #expect(try repository.latestUnfinished(now: Fixtures.day.addingTimeInterval(599))?.recipeId == recipe.id)
        #expect(try repository.latestUnfinished(now: Fixtures.day.addingTimeInterval(601)) == nil, "its timer has run out")
        session.apply(.cancelAllTimers, now: Fixtures.day.addingTimeInterval(10))
        try repository.save(session.workstate)
        #expect(try repository.latestUnfinished(now: Fixtures.day.addingTimeInterval(20)) == nil)
    }
}
