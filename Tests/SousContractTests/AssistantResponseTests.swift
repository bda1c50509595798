import Foundation
import SousContract
import SousCore
import SousTestSupport
import Testing

/// Answers to typed questions for a session of the fixture tart, on an injected clock.
@Suite struct AssistantResponseTests {
    static let assistant: Assistant = {
        do { return try Assistant.builtIn() } catch { fatalError("\(error)") }
    }()

    let t0 = Fixtures.day

    func ask(_ text: String, _ session: CookingSession? = Fixtures.session(), units: UnitSystem = .metric,
             at seconds: Double = 0, pending: AssistantResponse? = nil) -> AssistantResponse {
        Self.assistant.respond(to: text, session: session, now: t0.addingTimeInterval(seconds), units: units, pending: pending)
    }

    @Test func howMuchAnswersTheScaledAmountInTheChosenUnits() {
        #expect(ask("how much butter do I need").reply == "You need 100 grams unsalted butter, cold.")
        var doubled = Fixtures.session()
        doubled.apply(.rescale(Rational(2)), now: t0)
        let us = ask("how much butter", doubled, units: .us)
        #expect(us.intent == "howMuch")
        #expect(us.display == "You need 1 3/4 sticks unsalted butter, cold." || us.display.contains("cup"), "\(us.display)")
        #expect(!us.reply.contains("/"))
        #expect(ask("how much lemon juice").reply == "You need 1 and a half tablespoons lemon juice.")
        #expect(ask("how much saffron").reply == "This recipe does not list saffron.")
    }

    @Test func whatsNextPreviewsWithoutMoving() {
        let next = ask("what's next")
        #expect(next.commands.isEmpty)
        #expect(next.reply == "Next is step 2 of 4. Chill the pastry for 30 minutes.")
        let move = ask("next step")
        #expect(move.commands == [.nextStep])
        let session = Fixtures.session().applying(move, now: t0).session
        #expect(session.stepIndex == 1)
        #expect(session.workstate.lastIntent == "nextStep" && session.workstate.lastQuery == "next step")
    }

    @Test func aDestructiveCommandHeardWithLowConfidenceIsAskedAboutFirst() {
        var session = Fixtures.session()
        session = session.applying(ask("set a timer for twenty five minutes for the rice", session), now: t0).session
        let unsure = Self.assistant.respond(to: "cancel the rice timer", session: session, now: t0, unsure: true)
        #expect(unsure.confirm)
        #expect(unsure.reply == "Did you say “cancel the rice timer”? Say yes to do it, or no.")
        #expect(session.applying(unsure, now: t0).session.workstate.timers.count == 1, "nothing happens before yes")
        let yes = ask("yes", session, pending: unsure)
        #expect(session.applying(yes, now: t0).session.workstate.timers.isEmpty)
        let sure = Self.assistant.respond(to: "cancel the rice timer", session: session, now: t0, unsure: false)
        #expect(!sure.confirm && sure.commands == [.cancelTimer(name: "rice")])
        let harmless = Self.assistant.respond(to: "next step", session: session, now: t0, unsure: true)
        #expect(!harmless.confirm && harmless.commands == [.nextStep], "only commands that undo work are asked about")
    }

    @Test func goToStepOutOfRangeSaysSoAndChangesNothing() {
        let far = ask("go to step 12")
        #expect(far.reply == "There is no step 12; this recipe has 4 steps.")
        #expect(far.commands.isEmpty)
        #expect(ask("go to the last step").commands == [.goToStep(4)])
    }

    @Test func timersAreSetNamedCheckedAndCancelledAfterConfirmation() {
        var session = Fixtures.session()
        let rice = ask("set a timer for twenty five minutes for the rice", session)
        #expect(rice.commands == [.addTimer(name: "rice", seconds: 1500)])
        #expect(rice.reply == "Rice timer set for 25 minutes.")
        session = session.applying(rice, now: t0).session
        session = session.applying(ask("5 minute timer for the pasta", session), now: t0).session
        #expect(ask("how long left", session, at: 60).reply
            == "You are on step 1 of 4, with 3 more steps after it; the steps left mention about 55 minutes. The rice timer has 24 minutes left. The pasta timer has 4 minutes left.")
        #expect(ask("how long on the rice timer", session, at: 90).reply == "The rice timer has 23 minutes 30 seconds left.")
        let all = ask("cancel all timers", session)
        #expect(all.confirm && all.reply == "Cancel all 2 timers? Say yes or no.")
        #expect(session.applying(all, now: t0).session.workstate.timers.count == 2, "nothing happens before yes")
        let yes = ask("yes", session, pending: all)
        #expect(!yes.confirm && yes.commands == [.cancelAllTimers])
        #expect(session.applying(yes, now: t0).session.workstate.timers.isEmpty)
        #expect(ask("no", session, pending: all).commands.isEmpty)
        #expect(ask("yes", session).reply == "There is nothing to confirm.")
        #expect(ask("set a timer for 10 days").reply == "The longest timer I can set is 24 hours.")
    }

    @Test func stepTimerFromTheContractIntent() {
        var session = Fixtures.session()
        session.apply(.goToStep(3), now: t0)
        #expect(ask("start the timer", session).reply == "Step 3 timer set for 25 minutes, the short end of 25 to 30 minutes.")
    }

    @Test func scalingBySpokenFactorsAndServings() {
        #expect(ask("double it").commands == [.rescale(Rational(2))])
        #expect(ask("make it for 6").commands == [.rescaleServings(6)])
        #expect(ask("make it for 6").reply == "Scaled for 6 servings, three quarters of the recipe.")
        #expect(ask("halve the recipe").reply == "Scaled to half the recipe, 4 servings.")
    }

    @Test func substitutionsAnswerFromTheKnowledgeBaseAndApplyWhenNamed() {
        let ask1 = ask("substitute for eggs")
        #expect(ask1.commands.isEmpty)
        #expect(ask1.reply.hasPrefix("Instead of eggs, use applesauce: a quarter cup of unsweetened applesauce for each egg."))
        let apply = ask("can I use applesauce instead of eggs")
        #expect(apply.commands == [.applySubstitution(ingredient: "eggs", replacement: "applesauce", amount: "a quarter cup of unsweetened applesauce for each egg")])
        let session = Fixtures.session().applying(apply, now: t0).session
        #expect(session.workstate.constraints == ["eggs -> applesauce | a quarter cup of unsweetened applesauce for each egg"])
        #expect(ask("how many eggs", session).reply.hasPrefix("You need applesauce instead of eggs"))
        #expect(ask("what can I use instead of saffron").reply.hasPrefix("I do not know a good swap for saffron."))
        #expect(ask("substitute for eggs", nil).reply.hasPrefix("Instead of eggs"), "works without a recipe")
    }

    @Test func techniquesUnitsHelpAndSilence() {
        #expect(ask("what does fold mean").reply.hasPrefix("Fold by cutting down"))
        #expect(ask("what's sauté", nil).reply.hasPrefix("To sauté"))
        #expect(ask("show metric").units == .metric)
        #expect(ask("help").reply.hasPrefix("You can say"))
        let quiet = ask("stop talking")
        #expect(quiet.stopsSpeaking && quiet.reply.isEmpty)
    }

    @Test(arguments: ["", "   ", "what's the weather", String(repeating: "blah ", count: 2_100),
                      "\u{0}\u{1}\u{7f}\u{1b}[31m", "今日はいい天気ですね", "¿dónde está el horno?", "🍳🍳🍳"])
    func anythingElseGetsAGentleReplyNeverACrash(_ text: String) {
        let response = ask(text)
        #expect(response.intent == "unknown")
        #expect(response.reply.hasPrefix("I didn't catch that"))
        #expect(response.commands.isEmpty)
        #expect(response.query.count <= Assistant.maxQueryCharacters)
    }

    @Test func stepIntentsWithoutARecipeAskForOne() {
        #expect(ask("next step", nil).reply.hasPrefix("Open a recipe"))
        #expect(ask("next step", Fixtures.session(Fixtures.noSteps)).reply.hasPrefix("This recipe has no steps"))
    }

    @Test func repliesNeverCarrySymbols() {
        var session = Fixtures.session()
        session.apply(.goToStep(3), now: t0)
        for text in ["repeat that", "what ingredients do I need", "what do I need for this step", "where am I", "how much lemon juice"] {
            let reply = ask(text, session).reply
            #expect(reply.rangeOfCharacter(from: CharacterSet(charactersIn: "/½°→")) == nil, "\(text): \(reply)")
        }
    }
}

extension AssistantResponseTests {
    /// The whole tart by typed questions, with two timers overlapping on an injected clock.
    @Test func cooksAWholeRecipeByTypingWithTwoOverlappingTimers() {
        var session = Fixtures.session()
        var clock = 0.0
        var rang: [String] = []
        func say(_ text: String, after seconds: Double = 5) -> AssistantResponse {
            let before = t0.addingTimeInterval(clock)
            clock += seconds
            let now = t0.addingTimeInterval(clock)
            rang += session.workstate.timersExpiring(after: before, upTo: now).map(\.name)
            let response = Self.assistant.respond(to: text, session: session, now: now, units: .metric)
            session = session.applying(response, now: now).session
            return response
        }
        #expect(say("read the current step").reply.hasPrefix("You are on step 1 of 4"))
        #expect(say("I'm done").reply.hasPrefix("Step 1 done. Step 2 of 4"))
        #expect(say("start the timer").reply == "Step 2 timer set for 30 minutes.")
        #expect(say("set a timer for 10 minutes for the lemon syrup").reply == "Lemon syrup timer set for 10 minutes.")
        #expect(say("how long left on the lemon syrup timer", after: 300).reply == "The lemon syrup timer has 5 minutes left.")
        _ = say("what's next", after: 400)
        #expect(rang == ["lemon syrup"])
        #expect(say("add a minute").reply == "Added 1 minute to the lemon syrup timer: 1 minute left.")
        _ = say("cancel the lemon syrup timer")
        _ = say("next step", after: 1200)
        #expect(rang == ["lemon syrup", "step 2"])
        #expect(say("start the timer").reply.contains("the short end of 25 to 30 minutes"))
        _ = say("done", after: 1600)
        #expect(rang == ["lemon syrup", "step 2", "step 3"])
        #expect(say("how much lemon juice").reply == "You need 1 and a half tablespoons lemon juice.")
        let last = say("mark this step as done")
        #expect(last.reply.contains("That was the last step. Well done, you cooked Lemon Tart in 59 minutes"), "\(last.reply)")
        #expect(session.isFinished && session.workstate.completedSteps == [0, 2, 3])
    }
}
