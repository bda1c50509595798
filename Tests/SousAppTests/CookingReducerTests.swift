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

    /// The clock's effects, less its reads of the stored copy (tested on their own below).
    func at(_ seconds: Double, _ state: inout AppState) -> [Effect] {
        AppReducer.reduce(&state, .tick(start.addingTimeInterval(seconds))).filter {
            if case .store(.loadWorkstate) = $0 { false } else { true }
        }
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

    func finishedWithAnOvenTimer() -> AppState {
        var state = cooking()
        _ = AppReducer.reduce(&state, .cooking(.command(.addTimer(name: "Oven", seconds: 750))))
        for _ in 0..<4 { _ = AppReducer.reduce(&state, .cooking(.command(.markStepDone(nil)))) }
        return state
    }

    /// Issue 27 item 16: finishing with a timer running keeps it (Esc), shown in the tab bar and
    /// ringing as usual.
    @Test func finishingWithATimerRunningKeepsItRunningBehindTheTabs() {
        var state = finishedWithAnOvenTimer()
        #expect(state.cooking?.session.isFinished == true)
        #expect(state.cooking?.session.workstate.timers.map(\.name) == ["Oven"])
        _ = AppReducer.reduce(&state, .back)
        #expect(state.cooking?.isShown == false, "not dropped: it goes on outside the overlay")
        #expect(state.banner?.text == "Lemon Tart is done; its timer keeps running: o shows it.")
        #expect(at(749, &state).isEmpty)
        #expect(at(750, &state) == [.terminal(.ringBell), .voice(.announce("Your Oven timer is done."))])
        _ = AppReducer.reduce(&state, .cooking(.shown))
        _ = AppReducer.reduce(&state, .cooking(.command(.clearExpiredTimers)))
        _ = AppReducer.reduce(&state, .back)
        #expect(state.cooking == nil, "with its last timer stopped, the finished session closes")
    }

    @Test func finishingWithATimerRunningCanStopIt() {
        var state = finishedWithAnOvenTimer()
        let effects = AppReducer.reduce(&state, .cooking(.command(.cancelAllTimers)))
        #expect(state.cooking?.session.workstate.timers.isEmpty == true)
        #expect(effects.contains { if case .store(.saveWorkstate(let w)) = $0 { w.timers.isEmpty } else { false } }, "the stop is saved")
        _ = AppReducer.reduce(&state, .back)
        #expect(state.cooking == nil)
        #expect(at(750, &state).isEmpty, "a stopped timer never rings")
    }

    @Test func cookingAgainCarriesAFinishedRecipesRunningTimersOn() {
        var state = finishedWithAnOvenTimer()
        _ = AppReducer.reduce(&state, .back)
        _ = AppReducer.reduce(&state, .cooking(.started(CookingSession(recipe: Fixtures.tart, now: start.addingTimeInterval(60)))))
        #expect(state.cooking?.session.isFinished == false)
        #expect(state.cooking?.session.workstate.timers.map(\.name) == ["Oven"])
    }

    /// Issue 27 item 4: a timer `sous ask --apply` stored meanwhile joins the running session;
    /// the session's own timers stay.
    @Test func theClockReadsTheStoredCopyAndMergesATimerAddedElsewhere() throws {
        var state = cooking()
        _ = AppReducer.reduce(&state, .cooking(.command(.addTimer(name: "rice", seconds: 600))))
        #expect(AppReducer.reduce(&state, .tick(start.addingTimeInterval(0.5))).isEmpty, "not every tick reads")
        #expect(AppReducer.reduce(&state, .tick(start.addingTimeInterval(2))) == [.store(.loadWorkstate(recipeId: 7))])
        // Another Sous read the session before the rice timer was saved and added an oven timer.
        var theirs = CookingSession(recipe: Fixtures.tart, now: start)
        theirs.apply(.addTimer(name: "oven", seconds: 900), now: start.addingTimeInterval(1))
        let mine = try #require(state.cooking?.session.workstate)
        var elsewhere = theirs.workstate
        elsewhere.timers = mine.timers + elsewhere.timers
        _ = AppReducer.reduce(&state, .cooking(.storedCopyLoaded(elsewhere)))
        #expect(state.cooking?.session.workstate.timers.map(\.name) == ["rice", "oven"])
        #expect(state.banner?.text == "⏱ Added from another Sous: oven 14:59.")
        // Reading the same copy again changes nothing; a copy without our timer drops none.
        let before = state.cooking
        _ = AppReducer.reduce(&state, .cooking(.storedCopyLoaded(elsewhere)))
        _ = AppReducer.reduce(&state, .cooking(.storedCopyLoaded(theirs.workstate)))
        #expect(state.cooking == before)
        _ = at(901, &state)
        #expect(state.cooking?.ringing(at: state.now).map(\.name) == ["rice", "oven"], "it rings here")
    }

    @Test func anUnfinishedSessionIsOfferedAndNotNowKeepsItsTimers() {
        var state = AppState()
        _ = AppReducer.reduce(&state, .tick(start))
        var session = CookingSession(recipe: Fixtures.tart, now: start)
        session.apply(.goToStep(3), now: start)
        session.apply(.addTimer(name: "oven", seconds: 900), now: start)
        _ = AppReducer.reduce(&state, .unfinishedWorkFound(session: session, drafts: []))
        #expect(state.dialog?.message == "Resume Lemon Tart at step 3? 1 timer still running.")
        _ = AppReducer.reduce(&state, .dialog(.answered(false)))
        #expect(state.cooking?.isShown == false)
        #expect(at(900, &state).contains(.terminal(.ringBell)))
    }

    /// Issue 27 item 17: a session and a draft at start are offered together.
    @Test func aSessionAndADraftAreOfferedInOneQuestion() throws {
        var state = AppState()
        _ = AppReducer.reduce(&state, .tick(start.addingTimeInterval(48)))
        var session = CookingSession(recipe: Fixtures.tart, now: start)
        session.apply(.goToStep(3), now: start)
        session.apply(.addTimer(name: "oven", seconds: 300), now: start)
        let draft = SavedDraft(form: "new-old-1", draft: RecipeDraft(title: "Half a recipe"), updatedAt: start)
        _ = AppReducer.reduce(&state, .unfinishedWorkFound(session: session, drafts: [draft]))
        let dialog = try #require(state.dialog)
        #expect(dialog.purpose == .resumeWork(session, draft))
        #expect(dialog.message.contains("Resume cooking Lemon Tart (step 3, timer 4:12)"))
        #expect(dialog.message.contains("Restore the unsaved draft “Half a recipe”"))

        var both = state
        _ = AppReducer.reduce(&both, .dialog(.answered(true)))
        #expect(both.cooking?.isShown == true && both.editor?.draft.title == "Half a recipe" && both.tab == .add)

        var cookOnly = state
        _ = AppReducer.reduce(&cookOnly, .dialog(.chose("c")))
        #expect(cookOnly.cooking?.isShown == true && cookOnly.editor == nil)
        #expect(cookOnly.unsavedDrafts == [draft], "the draft waits for the Add form")
        _ = AppReducer.reduce(&cookOnly, .back)
        _ = AppReducer.reduce(&cookOnly, .tabSelected(.add))
        #expect(cookOnly.dialog?.purpose == .restoreDraft(draft))

        var draftOnly = state
        _ = AppReducer.reduce(&draftOnly, .dialog(.chose("d")))
        #expect(draftOnly.cooking?.isShown == false, "cooking carries on behind the tabs")
        #expect(draftOnly.editor?.draft.title == "Half a recipe")

        var later = state
        #expect(AppReducer.reduce(&later, .dialog(.answered(false))).isEmpty, "nothing is thrown away")
        #expect(later.cooking?.isShown == false && later.unsavedDrafts == [draft])
    }

    @Test func aRecipeWithoutStepsStillCooks() {
        var state = cooking(Fixtures.noSteps)
        _ = AppReducer.reduce(&state, .cooking(.command(.nextStep)))
        #expect(state.banner?.kind == .warning)
        _ = AppReducer.reduce(&state, .cooking(.command(.addTimer(name: nil, seconds: 60))))
        #expect(state.cooking?.session.workstate.timers.count == 1)
    }
}
