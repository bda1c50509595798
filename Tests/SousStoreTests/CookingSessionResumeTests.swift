import Foundation
import SousCore
import SousStore
import SousTestSupport
import Testing

/// A cooking session saved after each change, the app "killed", and the file opened again.
@Suite struct CookingSessionResumeTests {
    @Test func resumesStepTimersScaleAndSwapsFromARealFileAndReportsWhatRangMeanwhile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sous-resume-\(UUID().uuidString).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let t0 = Fixtures.day
        do {
            let db = try AppDatabase.open(path: path)
            let recipe = try RecipeRepository(db).insert(Fixtures.tart)
            var session = CookingSession(recipe: recipe, now: t0)
            let commands: [CookingCommand] = [
                .nextStep, .addTimer(name: "rice", seconds: 600), .addTimer(name: "oven", seconds: 1500),
                .rescale(Rational(2)), .applySubstitution(ingredient: "eggs", replacement: "applesauce", amount: "a quarter cup for each egg"),
            ]
            for (i, command) in commands.enumerated() {
                session.apply(command, now: t0.addingTimeInterval(Double(i)))
                try WorkstateRepository(db).save(session.workstate)
            }
        }
        let reopened = try AppDatabase.open(path: path)
        let stored = try #require(try WorkstateRepository(reopened).latestUnfinished())
        let recipe = try #require(try RecipeRepository(reopened).recipe(id: stored.recipeId))
        let session = CookingSession(recipe: recipe, workstate: stored)
        #expect(session.stepIndex == 1)
        #expect(session.workstate.scaleFactor == Rational(2))
        #expect(session.swaps.map(\.replacement) == ["applesauce"])
        #expect(session.workstate.timers.map(\.name) == ["rice", "oven"])
        let back = t0.addingTimeInterval(20 * 60)
        #expect(session.workstate.timersExpiring(after: session.workstate.updatedAt, upTo: back).map(\.name) == ["rice"])
        #expect(session.timerStatus(session.workstate.timers[1], at: back) == "The oven timer has 5 minutes 2 seconds left.")
    }
}
