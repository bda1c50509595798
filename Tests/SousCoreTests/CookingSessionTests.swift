import Foundation
import SousCore
import SousTestSupport
import Testing

/// The cooking session core: steps, timers on an injected clock, scaling and swaps.
@Suite struct CookingSessionTests {
    let t0 = Fixtures.day

    func at(_ seconds: Double) -> Date { t0.addingTimeInterval(seconds) }

    @Test func stepsMoveWithinBoundsAndEveryCommandMovesUpdatedAt() {
        var s = Fixtures.session()
        let back = s.apply(.previousStep, now: at(1))
        #expect(back.events == [.rejected(.alreadyFirstStep)])
        #expect(s.workstate.updatedAt == at(1))
        #expect(s.apply(.nextStep, now: at(2)).reply.hasPrefix("Step 2 of 4. Chill"))
        #expect(s.apply(.goToStep(4), now: at(3)).events == [.stepChanged(from: 1, to: 3)])
        let past = s.apply(.nextStep, now: at(4))
        #expect(past.events == [.rejected(.alreadyLastStep)])
        let far = s.apply(.goToStep(9), now: at(5))
        #expect(far.reply == "There is no step 9; this recipe has 4 steps.")
        #expect(s.stepIndex == 3)
        #expect(s.apply(.goToStep(-1), now: at(6)).isAccepted)
        #expect(s.workstate.updatedAt == at(6))
    }

    @Test func markingTheCurrentStepDoneMovesOnAndTheLastFinishes() {
        var s = Fixtures.session()
        let first = s.apply(.markStepDone(nil), now: at(60))
        #expect(first.events == [.stepCompleted(0), .stepChanged(from: 0, to: 1)])
        #expect(s.apply(.markStepDone(3), now: at(70)).events == [.stepCompleted(2)])
        #expect(s.stepIndex == 1)
        s.apply(.goToStep(4), now: at(80))
        let last = s.apply(.markStepDone(nil), now: at(45 * 60))
        #expect(last.events.contains(.finished))
        #expect(s.isFinished)
        #expect(last.reply.contains("in 45 minutes"))
        #expect(s.workstate.completedSteps == [0, 2, 3])
    }

    @Test func stepTimerStartsAtTheLowerBoundOfARangeAndSaysSo() throws {
        var s = Fixtures.session()
        s.apply(.goToStep(3), now: t0)
        let result = s.apply(.startStepTimer, now: t0)
        #expect(result.reply == "Step 3 timer set for 25 minutes, the short end of 25 to 30 minutes.")
        let timer = try #require(s.workstate.timers.first)
        #expect(timer.name == "step 3" && timer.durationSeconds == 1500 && timer.deadline == at(1500))
        let again = s.apply(.startStepTimer, now: at(100))
        #expect(again.reply.contains("restarted"))
        #expect(s.workstate.timers.count == 1 && s.workstate.timers[0].deadline == at(1600))
    }

    @Test func stepsWithoutTimesAndRecipesWithoutStepsStillWork() {
        var s = Fixtures.session()
        #expect(s.apply(.startStepTimer, now: t0).events == [.rejected(.noDurationInStep)])
        var plate = Fixtures.session(Fixtures.noSteps)
        #expect(plate.apply(.nextStep, now: t0).events == [.rejected(.noSteps)])
        #expect(plate.apply(.repeatStep, now: t0).reply == "This recipe has no steps.")
        #expect(plate.apply(.addTimer(name: "tea", seconds: 240), now: t0).isAccepted)
        #expect(plate.apply(.markStepDone(nil), now: t0).events == [.finished])
    }

    @Test func overlappingNamedTimersExpireInOrderOnAnInjectedClock() {
        var s = Fixtures.session()
        s.apply(.addTimer(name: "rice", seconds: 600), now: t0)
        s.apply(.addTimer(name: "oven", seconds: 300), now: at(120))
        s.apply(.addTimer(name: "rice", seconds: 60), now: at(130))
        #expect(s.workstate.timers.map(\.name) == ["rice", "oven", "rice 2"])
        #expect(s.apply(.addTimer(name: "egg", seconds: 60), now: at(130)).reply.hasPrefix("Egg timer set"))
        #expect(s.apply(.addTimer(name: "egg", seconds: 60), now: at(130)).reply.hasPrefix("An egg timer is already running, so this one is called egg 2"))
        #expect(s.apply(.addTimer(name: nil, seconds: 60), now: at(130)).reply == "Timer set for 1 minute.")
        #expect(s.apply(.addTimer(name: nil, seconds: 60), now: at(130)).reply.hasPrefix("A timer is already running, so this one is called timer 2"))
        s.workstate.timers.removeAll { $0.name.hasPrefix("egg") || $0.name.hasPrefix("timer") }
        #expect(Set(s.workstate.timers.map(\.id)).count == 3)
        #expect(s.workstate.timersExpiring(after: t0, upTo: at(180)).map(\.name) == [])
        #expect(s.workstate.timersExpiring(after: at(180), upTo: at(190)).map(\.name) == ["rice 2"])
        #expect(s.workstate.timersExpiring(after: at(190), upTo: at(420)).map(\.name) == ["oven"])
        #expect(s.workstate.timersExpiring(after: at(190), upTo: at(600)).map(\.name) == ["oven", "rice"])
        #expect(s.workstate.ringingTimers(at: at(430)).map(\.name) == ["oven", "rice 2"])
        #expect(s.timerStatus(s.workstate.timers[0], at: at(430)) == "The rice timer has 2 minutes 50 seconds left.")
        let cleared = s.apply(.clearExpiredTimers, now: at(430))
        #expect(cleared.reply == "Cleared 2 timers that rang.")
        #expect(s.workstate.timers.map(\.name) == ["rice"])
    }

    @Test func timerRequestsOutOfRangeGetAClearReply() {
        var s = Fixtures.session()
        #expect(s.apply(.addTimer(name: nil, seconds: 0), now: t0).reply == "A timer needs at least one second.")
        #expect(s.apply(.addTimer(name: nil, seconds: 10 * 86_400), now: t0).reply == "The longest timer I can set is 24 hours.")
        #expect(s.workstate.timers.isEmpty)
        #expect(s.apply(.cancelTimer(name: nil), now: t0).events == [.rejected(.noTimers)])
    }

    @Test func cancellingAndAdjustingFindTheRightTimer() {
        var s = Fixtures.session()
        s.apply(.addTimer(name: "eggs", seconds: 360), now: t0)
        s.apply(.addTimer(name: "pasta", seconds: 600), now: t0)
        #expect(s.apply(.cancelTimer(name: nil), now: t0).reply == "Which timer: eggs and pasta?")
        #expect(s.apply(.cancelTimer(name: "soup"), now: t0).events == [.rejected(.timerNotFound)])
        #expect(s.apply(.adjustTimer(name: "egg", seconds: 60), now: at(60)).reply == "Added 1 minute to the eggs timer: 6 minutes left.")
        #expect(s.apply(.adjustTimer(name: "pasta", seconds: -900), now: at(60)).events == [.rejected(.adjustmentTooLarge)])
        // The eggs timer rang at 420 s; with no name, "add a minute" means the one ringing.
        let more = s.apply(.adjustTimer(name: nil, seconds: 60), now: at(500))
        #expect(more.reply == "Added 1 minute to the eggs timer: 1 minute left.")
        #expect(s.workstate.timers[0].deadline == at(560))
        #expect(s.apply(.cancelTimer(name: "the eggs"), now: at(500)).isAccepted)
        #expect(s.workstate.timers.map(\.name) == ["pasta"])
    }

    @Test func pausedTimersKeepTheirRemainingTime() {
        var s = Fixtures.session()
        s.apply(.addTimer(name: "dough", seconds: 600), now: t0)
        s.apply(.pauseTimers, now: at(100))
        #expect(s.workstate.timers[0].remaining(at: at(5000)) == 500)
        #expect(s.workstate.timersExpiring(after: t0, upTo: at(5000)).isEmpty)
        s.apply(.resumeTimers, now: at(1000))
        #expect(s.workstate.timers[0].deadline == at(1500))
    }

    @Test func rescaleIsAbsoluteAndServingsSetTheFactor() {
        var s = Fixtures.session()
        #expect(s.apply(.rescale(Rational(2)), now: t0).reply == "Scaled to twice the recipe, 16 servings.")
        s.apply(.rescale(Rational(2)), now: t0)
        #expect(s.workstate.scaleFactor == Rational(2))
        #expect(s.apply(.rescaleServings(12), now: t0).reply == "Scaled for 12 servings, one and a half times the recipe.")
        #expect(s.workstate.servingsTarget == 12 && s.workstate.scaleFactor == Rational(3, 2))
        #expect(s.apply(.rescale(Rational(100)), now: t0).events == [.rejected(.scaleOutOfRange)])
    }

    @Test func substitutionsAreStoredAsConstraintsAndReplaceEachOther() {
        var s = Fixtures.session()
        #expect(s.apply(.applySubstitution(ingredient: "egg", replacement: "applesauce", amount: "a quarter cup for each egg"), now: t0).reply
            == "Using applesauce instead of eggs: a quarter cup for each egg.")
        s.apply(.applySubstitution(ingredient: "eggs", replacement: "mashed banana", amount: nil), now: t0)
        #expect(s.workstate.constraints == ["eggs -> mashed banana"])
        #expect(s.swap(for: s.recipe.ingredients[2])?.replacement == "mashed banana")
        #expect(s.apply(.applySubstitution(ingredient: "chicken", replacement: "tofu", amount: nil), now: t0).events == [.rejected(.ingredientNotFound)])
        #expect(s.apply(.removeSubstitution(ingredient: "egg"), now: t0).isAccepted)
        #expect(s.workstate.constraints.isEmpty)
        #expect(IngredientSwap(constraint: "eggs -> applesauce | a quarter cup") == IngredientSwap(original: "eggs", replacement: "applesauce", amount: "a quarter cup"))
        #expect(IngredientSwap(constraint: "vegetarian") == nil)
    }

    @Test func stepIngredientsAreFoundByTheirHeadWord() {
        let s = Fixtures.session()
        #expect(s.ingredientIndices(forStepAt: 0).map { s.recipe.ingredients[$0].name } == ["plain flour", "unsalted butter", "salt"])
        #expect(s.ingredientIndices(matching: "butter") == [1])
    }

    @Test func spokenTextHasNoSymbols() {
        #expect(SpokenText.speakable("Bake at 180°C for 25-30 minutes.") == "Bake at 180 degrees Celsius for 25 to 30 minutes.")
        #expect(SpokenText.speakable("You need 1 1/2 tbsp lemon juice and 1/4 cup milk.") == "You need 1 and a half tablespoons lemon juice and a quarter cup milk.")
        #expect(SpokenText.speakable("eggs -> 200g applesauce & ½ tsp salt") == "eggs to 200 grams applesauce and a half teaspoon salt")
        #expect(SpokenText.duration(3725) == "1 hour 2 minutes 5 seconds")
    }
}

extension CookingSessionTests {
    @Test func bracketsBecomeCommasWithoutDoubles() {
        #expect(SpokenText.speakable("You need 1/2 cup butter, diced (for the pastry).") == "You need a half cup butter, diced for the pastry.")
    }
}

extension CookingSessionTests {
    @Test func announcementsAndTheResumeQuestion() {
        var s = Fixtures.session()
        s.apply(.goToStep(4), now: t0)
        s.apply(.addTimer(name: "rice", seconds: 60), now: t0)
        s.apply(.addTimer(name: "oven", seconds: 60), now: t0)
        s.apply(.addTimer(name: "tea", seconds: 600), now: t0)
        let rang = s.workstate.timersExpiring(after: t0, upTo: at(61))
        #expect(s.announcement(forExpired: rang) == "Your rice and oven timers are done.")
        #expect(s.announcement(forExpired: [rang[0]]) == "Your rice timer is done.")
        #expect(s.resumeQuestion(now: at(120)) == "Resume Lemon Tart at step 4? 1 timer still running. 2 timers rang while Sous was closed.")
        #expect(Fixtures.session(Fixtures.noSteps).resumeQuestion(now: t0) == "Resume Fruit Plate?")
        s.apply(.finish, now: t0)
        #expect(s.resumeQuestion(now: at(30)) == "Lemon Tart is finished; show its timers? 3 timers still running.")
    }
}
