import Foundation
import SousContract
import SousCore
import SousVoice

/// The speech grammar for a cooking moment: JSGF from the contract, then the minimal word graph
/// the decoder searches (less the word pairs no one says, by the dictionary's pronunciations). Both happen again whenever the moment changes (a timer starts, another
/// recipe opens), on the microphone's thread.
struct GrammarBenchmark {
    var rounds = 20

    func run() throws {
        let grammar = try IntentContract.builtIn()
        var options = JSGFGenerator.Options()
        options.fillers = false
        let generator = JSGFGenerator(grammar: grammar, options: options)
        let context = ParseContext(ingredientNames: ["unsalted butter", "flour", "sugar", "eggs", "milk", "rice", "vanilla extract", "baking powder"],
                                   timerNames: ["rice", "pasta"], stepCount: 8)
        let dictionary = try PronunciationDictionary(contentsOf: VoiceModel.standard.dictionary)
        var jsgf: [Double] = [], graph: [Double] = []
        var built: FiniteStateGrammar?
        for _ in 0..<rounds {
            var speech: SpeechGrammar?
            jsgf.append(Stopwatch.time { speech = generator.speechGrammar(for: context) })
            graph.append(try Stopwatch.time { built = try FiniteStateGrammar(speech: speech!.jsgf, phones: { dictionary[$0] }) })
        }
        let uncut = try FiniteStateGrammar(jsgf: generator.speechGrammar(for: context).jsgf)
        out("\n== Speech grammar for a moment (8 ingredients, 8 steps, 2 timers) x \(rounds) ==")
        out("JSGF from the contract: p50 \(Stopwatch.format(Stopwatch.percentile(jsgf, 0.5))) ms")
        out("minimal word graph:     p50 \(Stopwatch.format(Stopwatch.percentile(graph, 0.5))) ms, p95 \(Stopwatch.format(Stopwatch.percentile(graph, 0.95))) ms (\(built!.stateCount) states, \(built!.arcs.count) arcs; \(uncut.stateCount) and \(uncut.arcs.count) before the pairs no one says were cut)")
    }
}
