import Foundation
import Testing
import SousApp
import SousContract
import SousCore
import SousStore
import SousTestSupport
import SousUI
@testable import SousCLI

/// A clock the test moves by hand.
final class HandClock: @unchecked Sendable {
    var now: Date
    init(_ now: Date) { self.now = now }
    func advance(_ seconds: Double) { now = now.addingTimeInterval(seconds) }
}

/// Cooking a starter recipe from start to finish through the whole app: keys, typed questions
/// to the real assistant, two overlapping timers on a hand-moved clock, a restart, a note.
@Suite struct CookingJourneyTests {
    let temporary = TemporaryFolder("sous-cook")
    let folder: URL
    let path: String
    let clock = HandClock(Fixtures.day)
    let surface = FakeTerminalSurface(size: Size(width: 100, height: 30))

    init() throws {
        folder = temporary.url
        path = folder.appendingPathComponent("db.sqlite").path
        try ArchiveRepository(try AppDatabase.open(path: path)).importArchive(try StarterCookbook.archive(now: Fixtures.day))
    }

    func start(_ surface: FakeTerminalSurface) throws -> AppRuntime {
        try AppRuntime.storeBacked(surface: surface, path: path, clock: clock)
    }

    func press(_ app: AppRuntime, _ keys: KeyEvent...) {
        for key in keys { app.handle(key) }
        app.tick()
        app.draw()
    }

    func ask(_ app: AppRuntime, _ question: String) {
        app.handle(.character(":"))
        for c in question { app.handle(.character(c)) }
        press(app, .enter)
    }

    func wait(_ app: AppRuntime, _ seconds: Double) {
        clock.advance(seconds)
        app.tick()
        app.draw()
    }

    var screen: String { surface.lastLines.joined(separator: "\n") }

    @Test func cookAWholeRecipeWithTwoTimersQuitResumeAndFinish() throws {
        let app = try start(surface)
        press(app, .character("/"))
        for c in "lemon tart" { app.handle(.character(c)) }
        press(app, .enter, .character("c"))
        let session = try #require(app.state.cooking?.session)
        #expect(session.recipe.title == "Lemon Tart")
        #expect(screen.contains("Cooking Lemon Tart"))
        #expect(screen.contains("Step 1 of \(session.stepCount)"))

        // Questions go to the real assistant and its answers apply.
        ask(app, "how much butter do I need")
        #expect(screen.contains("You: how much butter do I need"))
        #expect(app.state.cooking?.lastAnswer?.contains("butter") == true)
        ask(app, "um, could you go to step three please")
        #expect(app.state.cooking?.session.stepIndex == 2)

        // Step 3's own timer and a named one overlap.
        press(app, .character("t"))
        let stepTimer = try #require(app.state.cooking?.session.workstate.timers.first)
        ask(app, "set a timer for two minutes for the rice")
        #expect(app.state.cooking?.session.workstate.timers.map(\.name) == [stepTimer.name, "rice"])
        wait(app, 119)
        #expect(surface.bellCount == 0)
        wait(app, 1)
        #expect(surface.bellCount == 1)
        #expect(screen.contains("Your rice timer is done."))
        press(app, .enter)
        #expect(app.state.cooking?.session.workstate.timers.map(\.name) == [stepTimer.name])

        // Quit in the middle; the session is on disk with its timer as a deadline.
        press(app, .character("q"))
        #expect(app.state.isQuitting)
        wait(app, 60)
        let second = FakeTerminalSurface(size: Size(width: 100, height: 30))
        let again = try start(second)
        let text = second.lastLines.joined(separator: "\n")
        #expect(text.contains("Resume Lemon Tart at step 3? 1 timer still running."))
        press(again, .character("y"))
        #expect(again.state.cooking?.session.stepIndex == 2)
        let left = try #require(again.state.cooking?.session.workstate.timers.first?.remaining(at: clock.now))
        #expect(left == stepTimer.durationSeconds - 180, "the timer kept running while Sous was closed")
        wait(again, Double(left))
        #expect(second.bellCount == 1)
        press(again, .enter)

        // Through to the end.
        while again.state.cooking?.session.isFinished == false { press(again, .character("d")) }
        let finished = second.lastLines.joined(separator: "\n")
        #expect(finished.contains("Lemon Tart is done"))
        press(again, .character("m"))
        for c in "Less sugar next time." { again.handle(.character(c)) }
        press(again, .enter)
        let database = try AppDatabase.open(path: path)
        let stored = try #require(try RecipeRepository(database).recipe(id: session.recipe.id!))
        #expect(stored.familyMemory?.story.hasSuffix("Less sugar next time.") == true)
        #expect(stored.lastCookedAt != nil)
        #expect(try WorkstateRepository(database).latestUnfinished() == nil, "nothing left to resume")
    }

    @Test func aKillLosesAtMostTheLastKey() throws {
        let app = try start(surface)
        press(app, .character("/"))
        for c in "pancakes" { app.handle(.character(c)) }
        press(app, .enter, .character("c"), .character("l"), .character("l"))
        // No quit: the process "dies" here. A new one finds step 3 on disk.
        let database = try AppDatabase.open(path: path)
        let stored = try #require(try WorkstateRepository(database).latestUnfinished())
        #expect(stored.stepIndex == 2)
    }

    @Test func typedQuestionsOfAnyKindGetAnAnswer() throws {
        let app = try start(surface)
        press(app, .character("/"))
        for c in "lemon tart" { app.handle(.character(c)) }
        press(app, .enter, .character("c"))
        for question in ["what's the weather", "¿cuánto azúcar?", String(repeating: "flour ", count: 2000), "\u{1B}[2J\u{7}"] {
            let before = app.state.cooking?.session.workstate.updatedAt
            clock.advance(1)
            ask(app, question)
            // Every question gets a reply of its own, the session is untouched but for the
            // exchange, and nothing raw reaches the screen.
            #expect(app.state.cooking?.session.workstate.updatedAt != before, "\(question.prefix(20)) was answered")
            #expect(app.state.cooking?.lastAnswer?.isEmpty == false)
            #expect(app.state.cooking?.session.stepIndex == 0)
            #expect(app.state.cooking?.session.workstate.timers.isEmpty == true)
        }
        #expect(!screen.contains("\u{1B}"))
        #expect((app.state.cooking?.lastQuestion?.count ?? .max) <= Assistant.maxQueryCharacters, "a 12 KB question is kept short")
        // An empty question sends nothing.
        let exchange = app.state.cooking?.session.workstate.updatedAt
        ask(app, "")
        #expect(app.state.cooking?.session.workstate.updatedAt == exchange)
    }
}
