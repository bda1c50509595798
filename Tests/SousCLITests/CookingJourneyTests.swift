import Foundation
import Testing
import SousApp
import SousContract
import SousCore
import SousStore
import SousTestSupport
import SousUI
@testable import SousCLI

/// Cooking a starter recipe from start to finish through the whole app: keys, typed questions
/// to the real assistant, two overlapping timers on a hand-moved clock, a restart, a note.
@Suite struct CookingJourneyTests {
    let temporary = TemporaryFolder("sous-cook")
    let folder: URL
    let path: String
    let clock = HandClock(Fixtures.day)

    init() throws {
        folder = temporary.url
        path = folder.appendingPathComponent("db.sqlite").path
        try ArchiveRepository(try AppDatabase.open(path: path)).importArchive(try StarterCookbook.archive(now: Fixtures.day))
    }

    func start() throws -> Journey {
        try Journey.app(path: path, clock: clock)
    }

    @Test func cookAWholeRecipeWithTwoTimersQuitResumeAndFinish() throws {
        let app = try start()
        app.press(.character("/"))
        app.type("lemon tart")
        app.press(.enter, .character("c"))
        let session = try #require(app.state.cooking?.session)
        #expect(session.recipe.title == "Lemon Tart")
        #expect(app.screen.contains("Cooking Lemon Tart"))
        #expect(app.screen.contains("Step 1 of \(session.stepCount)"))

        // Questions go to the real assistant and its answers apply.
        app.ask("how much butter do I need")
        #expect(app.screen.contains("You: how much butter do I need"))
        #expect(app.state.cooking?.lastAnswer?.contains("butter") == true)
        app.ask("um, could you go to step three please")
        #expect(app.state.cooking?.session.stepIndex == 2)

        // Step 3's own timer and a named one overlap.
        app.press(.character("t"))
        let stepTimer = try #require(app.state.cooking?.session.workstate.timers.first)
        app.ask("set a timer for two minutes for the rice")
        #expect(app.state.cooking?.session.workstate.timers.map(\.name) == [stepTimer.name, "rice"])
        app.wait(119)
        #expect(app.surface.bellCount == 0)
        app.wait(1)
        #expect(app.surface.bellCount == 1)
        #expect(app.screen.contains("Your rice timer is done."))
        app.press(.enter)
        #expect(app.state.cooking?.session.workstate.timers.map(\.name) == [stepTimer.name])

        // Quit in the middle; the session is on disk with its timer as a deadline.
        app.press(.character("q"))
        #expect(app.state.isQuitting)
        app.wait(60)
        let again = try start()
        #expect(again.screen.contains("Resume Lemon Tart at step 3? 1 timer still running."))
        again.press(.character("y"))
        #expect(again.state.cooking?.session.stepIndex == 2)
        let left = try #require(again.state.cooking?.session.workstate.timers.first?.remaining(at: clock.now))
        #expect(left == stepTimer.durationSeconds - 180, "the timer kept running while Sous was closed")
        again.wait(Double(left))
        #expect(again.surface.bellCount == 1)
        again.press(.enter)

        // Through to the end.
        while again.state.cooking?.session.isFinished == false { again.press(.character("d")) }
        #expect(again.screen.contains("Lemon Tart is done"))
        again.press(.character("m"))
        again.type("Less sugar next time.")
        again.press(.enter)
        let database = try AppDatabase.open(path: path)
        let stored = try #require(try RecipeRepository(database).recipe(id: session.recipe.id!))
        #expect(stored.familyMemory?.story.hasSuffix("Less sugar next time.") == true)
        #expect(stored.lastCookedAt != nil)
        #expect(try WorkstateRepository(database).latestUnfinished() == nil, "nothing left to resume")
    }

    @Test func aKillLosesAtMostTheLastKey() throws {
        let app = try start()
        app.press(.character("/"))
        app.type("pancakes")
        app.press(.enter, .character("c"), .character("l"), .character("l"))
        // No quit: the process "dies" here. A new one finds step 3 on disk.
        let database = try AppDatabase.open(path: path)
        let stored = try #require(try WorkstateRepository(database).latestUnfinished())
        #expect(stored.stepIndex == 2)
    }

    @Test func typedQuestionsOfAnyKindGetAnAnswer() throws {
        let app = try start()
        app.press(.character("/"))
        app.type("lemon tart")
        app.press(.enter, .character("c"))
        for question in ["what's the weather", "¿cuánto azúcar?", String(repeating: "flour ", count: 2000), "\u{1B}[2J\u{7}"] {
            let before = app.state.cooking?.session.workstate.updatedAt
            clock.advance(1)
            app.ask(question)
            // Every question gets a reply of its own, the session is untouched but for the
            // exchange, and nothing raw reaches the screen.
            #expect(app.state.cooking?.session.workstate.updatedAt != before, "\(question.prefix(20)) was answered")
            #expect(app.state.cooking?.lastAnswer?.isEmpty == false)
            #expect(app.state.cooking?.session.stepIndex == 0)
            #expect(app.state.cooking?.session.workstate.timers.isEmpty == true)
        }
        #expect(!app.screen.contains("\u{1B}"))
        #expect((app.state.cooking?.lastQuestion?.count ?? .max) <= Assistant.maxQueryCharacters, "a 12 KB question is kept short")
        // An empty question sends nothing.
        let exchange = app.state.cooking?.session.workstate.updatedAt
        app.ask("")
        #expect(app.state.cooking?.session.workstate.updatedAt == exchange)
    }
}
