import SousContract
import SousCore
import Testing

/// Phrasings written apart from the contract's samples: paraphrases, fillers, words and digits.
@Suite struct IntentPhrasingTests {
    struct Phrase: CustomTestStringConvertible, Sendable {
        var say: String
        var intent: String
        var slots: [String: SlotValue]
        var context = ParseContext()
        var testDescription: String { "\(say) -> \(intent)" }
    }

    static func p(_ say: String, _ intent: String, _ slots: [String: SlotValue] = [:], context: ParseContext = ParseContext()) -> Phrase {
        Phrase(say: say, intent: intent, slots: slots, context: context)
    }

    static let parser: IntentParser = {
        do {
            return try IntentParser(grammar: IntentContract.builtIn())
        } catch {
            fatalError("\(error)")
        }
    }()

    static let table: [Phrase] = [
        p("Next.", "nextStep"),
        p("um, could you go on to the next step?", "nextStep"),
        p("okay next one please", "nextStep"),
        p("skip ahead to the next instruction", "nextStep"),
        p("go back a step", "previousStep"),
        p("uh take me back to the last step", "previousStep"),
        p("what was the step before this", "previousStep"),
        p("Can you repeat that, please?", "repeatStep"),
        p("sorry, I didn't catch that", "repeatStep"),
        p("read it again", "repeatStep"),
        p("hey sous, go to step seven", "goToStep", ["step": .number(7)]),
        p("skip to step 11", "goToStep", ["step": .number(11)]),
        p("jump to the fifth step", "goToStep", ["step": .number(5)]),
        p("take me to step twenty one", "goToStep", ["step": .number(21)]),
        p("set a timer for 10 minutes", "setTimer", ["duration": .duration(600)]),
        p("Set a timer for 5:30", "setTimer", ["duration": .duration(330)]),
        p("um set a timer for twenty five minutes please", "setTimer", ["duration": .duration(1500)]),
        p("set a 45 second timer for the garlic", "setTimer", ["duration": .duration(45), "name": .text("garlic")]),
        p("start a timer for 1 hour 30 minutes", "setTimer", ["duration": .duration(5400)]),
        p("set an alarm for half an hour", "setTimer", ["duration": .duration(1800)]),
        p("timer 3 mins", "setTimer", ["duration": .duration(180)]),
        p("set a timer for a minute and a half", "setTimer", ["duration": .duration(90)]),
        p("set the oven timer for 2 and a half hours", "setTimer", ["duration": .duration(9000), "name": .text("oven")]),
        p("could you start a countdown of 8 minutes for the eggs", "setTimer", ["duration": .duration(480), "name": .text("eggs")]),
        p("remind me in a couple of minutes", "setTimer", ["duration": .duration(120)]),
        p("cancel the pasta timer", "cancelTimer", ["name": .text("pasta")]),
        p("turn off the alarm", "cancelTimer"),
        p("kill the timer for the chicken", "cancelTimer", ["name": .text("chicken")]),
        p("stop the onion timer", "cancelTimer", ["name": .text("red onions")], context: ParseContext(timerNames: ["red onions", "rice"])),
        p("cancel every timer", "cancelAllTimers"),
        p("please turn off all of the timers", "cancelAllTimers"),
        p("how much time is left on the timer", "checkTimer"),
        p("how long left on the chicken timer?", "checkTimer", ["name": .text("chicken")]),
        p("is the rice timer done yet", "checkTimer", ["name": .text("rice")]),
        p("check timers", "checkTimer"),
        p("add two minutes to the timer", "addTime", ["duration": .duration(120)]),
        p("add another 30 seconds to the pasta timer", "addTime", ["duration": .duration(30), "name": .text("pasta")]),
        p("give the rice another minute", "addTime", ["duration": .duration(60), "name": .text("rice")]),
        p("what's a substitute for buttermilk?", "substituteIngredient", ["ingredient": .text("buttermilk")]),
        p("I'm out of baking soda", "substituteIngredient", ["ingredient": .text("baking soda")]),
        p("can I replace the butter with coconut oil", "substituteIngredient", ["ingredient": .text("butter"), "replacement": .text("coconut oil")]),
        p("I ran out of heavy cream", "substituteIngredient", ["ingredient": .text("heavy cream")]),
        p("double it", "scaleServings", ["factor": .value("2")]),
        p("cut the recipe in half", "scaleServings", ["factor": .value("1/2")]),
        p("we're cooking for 12", "scaleServings", ["servings": .number(12)]),
        p("make enough for eight people", "scaleServings", ["servings": .number(8)]),
        p("scale the recipe to 3 servings", "scaleServings", ["servings": .number(3)]),
        p("what are the ingredients", "whatIngredients"),
        p("read me the ingredients", "whatIngredients"),
        p("ingredients please", "whatIngredients"),
        p("what ingredients are in this step", "readIngredients"),
        p("what do I add now", "readIngredients"),
        p("how much sugar do I need?", "howMuch", ["ingredient": .text("sugar")]),
        p("how many cloves of garlic", "howMuch", ["ingredient": .text("cloves of garlic")]),
        p("how much of the flour", "howMuch", ["ingredient": .text("all-purpose flour")], context: ParseContext(ingredientNames: ["all-purpose flour", "sugar"])),
        p("how many eggs do we need", "howMuch", ["ingredient": .text("eggs")]),
        p("what's the next step", "whatIsNext"),
        p("what happens next", "whatIsNext"),
        p("where are we", "currentStep"),
        p("which step is this", "currentStep"),
        p("what am I supposed to be doing", "currentStep"),
        p("I'm finished", "markStepDone"),
        p("check that off", "markStepDone"),
        p("how long until it's ready", "howLongLeft"),
        p("how much time is left", "howLongLeft"),
        p("what does deglaze mean", "explainTechnique", ["technique": .value("deglaze")]),
        p("how do you temper chocolate", "explainTechnique", ["technique": .value("temper"), "food": .text("chocolate")]),
        p("what is julienne", "explainTechnique", ["technique": .value("julienne")]),
        p("tell me about braising", "explainTechnique", ["technique": .value("braise")]),
        p("show me in metric", "convertUnits", ["system": .value("metric")]),
        p("switch to imperial units", "convertUnits", ["system": .value("us")]),
        p("in grams please", "convertUnits", ["system": .value("metric")]),
        p("Quiet!", "stopSpeaking"),
        p("stop talking", "stopSpeaking"),
        p("hang on a minute", "pause"),
        p("wait", "pause"),
        p("okay carry on", "resume"),
        p("keep going", "resume"),
        p("start again from the beginning", "startOver"),
        p("restart the recipe", "startOver"),
        p("could you add a note", "addNote"),
        p("take a quick note on this step", "addNote"),
        p("what can you do?", "help"),
        p("HELP", "help"),
        p("mark step three as complete", "markStepDone", ["step": .number(3)]),
        // Added after probing chatter-like sentences by hand.
        p("stop it", "stopSpeaking"),
        p("the timer's done", "cancelTimer"),
        p("timer?", "checkTimer"),
        p("what's the rice timer at", "checkTimer", ["name": .text("rice")]),
        p("how much longer on the rice", "checkTimer", ["name": .text("rice")]),
        p("double", "scaleServings", ["factor": .value("2")]),
        p("can i use butter instead", "substituteIngredient", ["replacement": .text("butter")]),
        p("cancel the rice", "cancelTimer", ["name": .text("rice")]),
    ]

    static let chatter: [String] = [
        "what's the weather", "tell me a joke", "who won the game last night", "play some music",
        "I love this song", "call my mom", "what time is it", "how old are you",
        "the quick brown fox jumps over the lazy dog", "order a pizza", "turn on the lights",
        "what is the capital of france", "how many people live in paris", "is it going to rain tomorrow",
        "quelle heure est-il", "wie spät ist es", "今日はいい天気ですね", "set the table",
        "my dog ate my homework", "um", "please", "", "remove the bones", "stop the car",
        "how much does it cost", "what is love", "go to the store", "next time", "what is next week",
    ]

    @Test(arguments: table)
    func phrasing(_ phrase: Phrase) {
        let match = Self.parser.parse(phrase.say, context: phrase.context)
        #expect(match.intent == phrase.intent)
        #expect(match.slots == phrase.slots)
    }

    @Test(arguments: chatter)
    func chatterIsUnknown(_ text: String) {
        let match = Self.parser.parse(text)
        #expect(match.intent == "unknown", "\(text) read as \(match.intent) \(match.slots)")
        #expect(match.isUnknown == (match.score == 0))
    }

    @Test func tableIsLargeAndMostlyRight() {
        let right = Self.table.filter { phrase in
            let match = Self.parser.parse(phrase.say, context: phrase.context)
            return match.intent == phrase.intent && match.slots == phrase.slots
        }
        #expect(Self.table.count >= 60)
        #expect(right.count == Self.table.count, "accuracy \(right.count)/\(Self.table.count)")
    }
}
