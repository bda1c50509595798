import Foundation
import SousContract
import SousCore
import SousTestSupport
import Testing

/// "How long do I bake it" and "what temperature" answered on starter recipes.
@Suite struct CookTimeAnswerTests {
    static let assistant: Assistant = {
        do { return try Assistant.builtIn() } catch { fatalError("\(error)") }
    }()

    static let recipes: [Recipe] = {
        do { return try StarterCookbook.archive(now: Fixtures.day).recipes } catch { fatalError("\(error)") }
    }()

    /// A session of the starter recipe titled `title`, at 1-based `step`.
    func session(_ title: String, step: Int = 1) -> CookingSession {
        guard let recipe = Self.recipes.first(where: { $0.title == title }) else { fatalError("no \(title)") }
        var session = CookingSession(recipe: recipe, now: Fixtures.day)
        session.workstate.stepIndex = step - 1
        return session
    }

    func ask(_ text: String, _ session: CookingSession, units: UnitSystem = .asWritten) -> AssistantResponse {
        Self.assistant.respond(to: text, session: session, now: Fixtures.day, units: units)
    }

    static let sodaBread = "Granny Maeve's Brown Soda Bread"

    @Test func sodaBreadBakeTimeIsTheBakingStepAsWrittenWithATimerOffered() {
        let bread = session(Self.sodaBread)
        for question in ["how long do I bake it", "how long do I bake it for", "how long in the oven", "how long does it bake",
                         "how long does it need in the oven"] {
            let answer = ask(question, bread)
            #expect(answer.intent == "howLongToCook", "\(question)")
            #expect(answer.display == "Bake for 40-45 minutes, until it sounds hollow when tapped underneath: step 8. Say set a timer for 40 minutes.", "\(question)")
            #expect(answer.commands.isEmpty, "an answer, not a timer")
        }
        // On the baking step itself the step timer fits, so it is offered by name.
        let atBake = ask("how long do I bake it", session(Self.sodaBread, step: 8))
        #expect(atBake.display.hasSuffix("step 8. Say start the timer."))
        #expect(atBake.reply.contains("40 to 45 minutes"), "ranges are read as ranges: \(atBake.reply)")
    }

    @Test func anActionNoStepDoesIsSaidHonestly() {
        // The soda bread's only "knead" is its tip saying not to; "the rest of the buttermilk" is not resting.
        #expect(ask("how long do i knead it", session(Self.sodaBread)).display == "This recipe does not say how long to knead it.")
        #expect(ask("how long should it rest", session(Self.sodaBread)).display == "This recipe does not say how long to rest it.")
        #expect(ask("how long in the oven", session("Vietnamese Rice Paper Rolls")).display == "This recipe does not say how long it goes in the oven.")
    }

    @Test func theStepAheadThatGivesATimeIsPreferredAndTheSentenceIsItsOwn() {
        let tart = session("Lemon Tart")
        #expect(ask("how long do I bake it", tart).display == "Line the pastry with baking paper and beans and blind bake for 15 minutes: step 6. Say set a timer for 15 minutes.")
        #expect(ask("how long do I bake it", session("Lemon Tart", step: 9)).display.hasSuffix("bake for 25 to 30 minutes, until set at the edges with a slight wobble in the middle: step 10. Say set a timer for 25 minutes."))
        // Step 5 roasts and simmers in two clauses: each question gets its own time.
        let salmon = session("Honey Soy Salmon")
        #expect(ask("how long does it roast", salmon).display == "Brush the salmon with glaze and roast for 8 to 10 minutes: step 5. Say set a timer for 8 minutes.")
        #expect(ask("how long do I simmer the glaze", salmon).display == "Meanwhile simmer the remaining glaze in a small pan for 3 to 4 minutes until syrupy: step 5. Say set a timer for 3 minutes.")
    }

    @Test func ovenTemperatureIsTheHeatingStepInTheCooksUnits() {
        let bread = session(Self.sodaBread)
        for question in ["what temperature", "what temperature is the oven", "how hot is the oven", "what's the oven at"] {
            #expect(ask(question, bread).display == "Heat the oven to 200°C and dust a baking tray with flour: step 1.", "\(question)")
        }
        #expect(ask("what temperature is the oven", bread, units: .us).display == "Heat the oven to 400°F and dust a baking tray with flour: step 1.")
        #expect(ask("what gas mark", bread).display == "Heat the oven to 200°C and dust a baking tray with flour: step 1. That is about gas mark 6.")
        let salmon = session("Honey Soy Salmon")
        #expect(ask("how hot is the oven", salmon).display == "Heat the oven to 400°F: step 3.")
        #expect(ask("how hot is the oven", salmon, units: .metric).display == "Heat the oven to \(TemperatureConverter.celsius(fromFahrenheit: 400))°C: step 3.")
    }

    @Test func aLaterChangeOfHeatIsMentionedAndTheCurrentOneWins() {
        #expect(ask("what temperature is the oven", session("Lemon Tart")).display
            == "Chill the lined tin for 15 minutes while the oven heats to 375°F: step 5. Then turn the oven down to 300°F: step 8.")
        #expect(ask("what temperature is the oven", session("Lemon Tart", step: 9)).display == "Turn the oven down to 300°F: step 8.")
    }

    @Test func fryingOilTemperatureAndRecipesWithoutOne() {
        let falafel = session("Falafel Pittas")
        #expect(ask("how hot should the oil be", falafel).display == "Heat 5 cm of oil in a deep pan to 175°C: step 6.")
        #expect(ask("what temperature do I fry at", falafel, units: .us).display == "Heat 5 cm of oil in a deep pan to 350°F: step 6.")
        #expect(ask("what temperature", falafel).display == "Heat 5 cm of oil in a deep pan to 175°C: step 6.", "no oven, so the temperature there is")
        #expect(ask("what temperature is the oven", falafel).display == "This recipe does not use the oven.")
        let rolls = session("Vietnamese Rice Paper Rolls")
        #expect(ask("what temperature", rolls).display == "This recipe does not give a temperature.")
        #expect(ask("how hot should the oil be", session(Self.sodaBread)).display == "This recipe does not give a temperature for the oil.")
    }

    @Test func aGasMarkIsKeptAsWrittenAndConvertedWhenUnitsAreChosen() {
        let recipe = Recipe(title: "Parkin", instructions: [
            Instruction(step: 1, text: "Heat the oven to gas mark 4."),
            Instruction(step: 2, text: "Bake for 50 minutes to 1 hour."),
        ])
        let parkin = CookingSession(recipe: recipe, now: Fixtures.day)
        #expect(ask("what gas mark", parkin).display == "Heat the oven to gas mark 4: step 1.")
        #expect(ask("what temperature is the oven", parkin, units: .metric).display == "Heat the oven to gas mark 4 (about 180°C): step 1.")
        #expect(ask("what temperature is the oven", parkin, units: .us).display == "Heat the oven to gas mark 4 (about 350°F): step 1.")
        #expect(ask("how long in the oven", parkin).display == "Bake for 50 minutes to 1 hour: step 2. Say set a timer for 50 minutes.")
    }

    @Test func withoutARecipeTheAssistantSaysToOpenOne() {
        let answer = Self.assistant.respond(to: "how long do I bake it", session: nil, now: Fixtures.day)
        #expect(answer.intent == "howLongToCook")
        #expect(answer.display.hasPrefix("Open a recipe to cook first"))
    }
}
