import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousApp

/// The cooking overlay's reducer: keys become session commands, the clock rings timers, the
/// assistant's answers apply, and every change asks to be saved.
@Suite struct CookingReducerTests {
    let start = Fixtures.day

    func cooking(_ recipe: Recipe = Fixtures.tart) -> AppState {
        var state = AppState()
        _ = AppReducer.reduce(&state, .tick(start))
        _ = AppReducer.reduce(&state, .cooking(.started(CookingSession(recipe: recipe, now: start))))
        return state
    }

    func at(_ seconds: Double, _ state: inout AppState) -> [Effect] {
        AppReducer.reduce(&state, .tick(start.addingTimeInterval(seconds)))
    }

    @Test func cToCookStartsTheRecipeAtTheServingsShown() {
        var state = AppState()
        _ = AppReducer.reduce(&state, .detail(.recipeLoaded(Fixtures.tart, isFavorite: false)))
        #expect(AppReducer.reduce(&state, .cooking(.requested)) == [.store(.startCooking(recipeId: 7, servings: nil))])
        _ = AppReducer.reduce(&state, .detail(.servingsChanged(by: 2)))
        #expect(AppReducer.reduce(&state, .cooking(.requested)) == [.store(.startCooking(recipeId: 7, servings: 10))])
    }

    @Test func stepKeysMoveAndEveryChangeIsSaved() throws {
        var state = cooking()
        let effects = AppReducer.reduce(&state, .cooking(.command(.nextStep)))
        let session = try #require(state.cooking?.session)
        #expect(session.stepIndex == 1)
        #expect(effects == [.store(.saveWorkstate(session.workstate))])
        _ = AppReducer.reduce(&state, .cooking(.command(.goToStep(9))))
        #expect(state.cooking?.session.stepIndex == 1, "out of range leaves the step")
        #expect(state.banner?.kind == .warning)
    }

    @Test func twoOverlappingTimersRingInTurnWithTheBellAndAnAnnouncement() {
        var state = cooking()
        _ = AppReducer.reduce(&state, .cooking(.command(.goToStep(2))))
        _ = AppReducer.reduce(&state, .cooking(.command(.startStepTimer)))
        _ = at(60, &state)
        _ = AppReducer.reduce(&state, .cooking(.command(.addTimer(name: "rice", seconds: 600))))
        #expect(state.cooking?.session.workstate.timers.map(\.name) == ["step 2", "rice"])
        #expect(at(600, &state).isEmpty, "nothing rings before its time")
        let rice = at(661, &state)
        #expect(rice == [.terminal(.ringBell), .voice(.announce("Your rice timer is done."))])
        #expect(state.banner?.text == "⏱ Your rice timer is done. Enter stops it.")
        #expect(state.cooking?.ringing(at: state.now).map(\.name) == ["rice"])
        // Until it is dealt with, a reminder bell every 15 seconds.
        #expect(at(675, &state) == [.terminal(.ringBell)])
        #expect(at(676, &state).isEmpty)
        _ = AppReducer.reduce(&state, .cooking(.command(.clearExpiredTimers)))
        #expect(state.cooking?.session.workstate.timers.map(\.name) == ["step 2"])
        #expect(at(1799, &state).isEmpty)
        #expect(at(1800, &state) == [.terminal(.ringBell), .voice(.announce("Your step 2 timer is done."))])
    }

    @Test func aMinuteMoreGoesOnTheTimerThatRang() {
        var state = cooking()
        _ = AppReducer.reduce(&state, .cooking(.command(.addTimer(name: "oven", seconds: 120))))
        _ = at(1, &state)
        _ = AppReducer.reduce(&state, .cooking(.command(.addTimer(name: "rice", seconds: 30))))
        _ = at(31, &state)
        _ = AppReducer.reduce(&state, .cooking(.minute(1)))
        let rice = state.cooking?.session.workstate.timers.first { $0.name == "rice" }
        #expect(rice?.remaining(at: state.now) == 60, "a timer that rang restarts from now")
        #expect(state.cooking?.session.workstate.timers.first { $0.name == "oven" }?.remaining(at: state.now) == 89)
        // Then the newest timer; taking its last minute away is refused, not a silent zero.
        #expect(AppReducer.reduce(&state, .cooking(.minute(-1))).contains(.terminal(.ringBell)))
        #expect(state.banner?.kind == .warning)
    }

    @Test func aQuestionGoesToTheAssistantAndItsAnswerApplies() throws {
        var state = cooking()
        _ = AppReducer.reduce(&state, .cooking(.prompt("")))
        _ = AppReducer.reduce(&state, .dialog(.typed("next step")))
        let effects = AppReducer.reduce(&state, .dialog(.answered(true)))
        let session = try #require(state.cooking?.session)
        #expect(effects == [.assistant(.ask("next step", session: session, now: start, units: .asWritten, pending: nil))])
        #expect(state.cooking?.isThinking == true)
        let answer = AssistantResponse(query: "next step", intent: "nextStep", reply: "Step 2. Chill the pastry for 30 minutes.",
                                       display: "Step 2: Chill the pastry for 30 minutes.", commands: [.nextStep])
        let applied = AppReducer.reduce(&state, .cooking(.answered(answer)))
        #expect(state.cooking?.session.stepIndex == 1)
        #expect(state.cooking?.lastQuestion == "next step")
        #expect(state.cooking?.lastAnswer == "Step 2: Chill the pastry for 30 minutes.")
        #expect(applied.contains(.voice(.announce("Step 2. Chill the pastry for 30 minutes."))))
        #expect(state.cooking?.session.workstate.lastQuery == "next step", "the exchange is kept for resuming")
    }

    @Test func aDestructiveAnswerWaitsForYes() {
        var state = cooking()
        _ = AppReducer.reduce(&state, .cooking(.command(.addTimer(name: "rice", seconds: 300))))
        let ask = AssistantResponse(query: "cancel all timers", intent: "cancelAllTimers", reply: "Cancel all 1 timers?",
                                    display: "Cancel all 1 timers?", commands: [.cancelAllTimers], confirm: true)
        _ = AppReducer.reduce(&state, .cooking(.answered(ask)))
        #expect(state.cooking?.session.workstate.timers.count == 1)
        #expect(state.cooking?.pending == ask)
        let yes = AssistantResponse(query: "yes", intent: "confirm", reply: "Cancelled.", display: "Cancelled.", commands: [.cancelAllTimers])
        _ = AppReducer.reduce(&state, .cooking(.answered(yes)))
        #expect(state.cooking?.session.workstate.timers.isEmpty == true)
        #expect(state.cooking?.pending == nil)
    }

    @Test func escHidesTheOverlayButTimersStillRing() {
        var state = cooking()
        _ = AppReducer.reduce(&state, .cooking(.command(.addTimer(name: "rice", seconds: 10))))
        _ = AppReducer.reduce(&state, .back)
        #expect(state.cooking?.isShown == false)
        #expect(at(10, &state) == [.terminal(.ringBell), .voice(.announce("Your rice timer is done."))])
        #expect(state.banner?.text == "⏱ Your rice timer is done. Enter stops it; o shows the kitchen.")
        _ = AppReducer.reduce(&state, .cooking(.shown))
        #expect(state.cooking?.isShown == true)
    }

    @Test func theLastStepDoneFinishesMarksCookedAndOffersANote() {
        var state = cooking()
        var effects: [Effect] = []
        for _ in 0..<4 { effects = AppReducer.reduce(&state, .cooking(.command(.markStepDone(nil)))) }
        #expect(state.cooking?.session.isFinished == true)
        #expect(effects.contains(.store(.markCooked(recipeId: 7, at: start))))
        _ = AppReducer.reduce(&state, .cooking(.noteRequested))
        _ = AppReducer.reduce(&state, .dialog(.typed("Less sugar next time.")))
        #expect(AppReducer.reduce(&state, .dialog(.answered(true))) == [.store(.addNote(recipeId: 7, text: "Less sugar next time.", at: start))])
        _ = AppReducer.reduce(&state, .back)
        #expect(state.cooking == nil, "a finished session closes")
    }

    @Test func anUnfinishedSessionIsOfferedAndNotNowKeepsItsTimers() {
        var state = AppState()
        _ = AppReducer.reduce(&state, .tick(start))
        var session = CookingSession(recipe: Fixtures.tart, now: start)
        session.apply(.goToStep(3), now: start)
        session.apply(.addTimer(name: "oven", seconds: 900), now: start)
        _ = AppReducer.reduce(&state, .cooking(.unfinishedFound(session)))
        #expect(state.dialog?.message == "Resume Lemon Tart at step 3? 1 timer still running.")
        _ = AppReducer.reduce(&state, .dialog(.answered(false)))
        #expect(state.cooking?.isShown == false)
        #expect(at(900, &state).contains(.terminal(.ringBell)))
    }

    @Test func aRecipeWithoutStepsStillCooks() {
        var state = cooking(Fixtures.noSteps)
        _ = AppReducer.reduce(&state, .cooking(.command(.nextStep)))
        #expect(state.banner?.kind == .warning)
        _ = AppReducer.reduce(&state, .cooking(.command(.addTimer(name: nil, seconds: 60))))
        #expect(state.cooking?.session.workstate.timers.count == 1)
    }
}
