import ArgumentParser
import Foundation
import SousCore
import SousVoice

/// `sous voice grammar`: the JSGF grammar the recognizer would use now, its words, or sentences
/// sampled from it, for inspection.
struct VoiceGrammarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "grammar", abstract: "Print the speech grammar (JSGF) generated from the intents contract.")

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var voice: VoiceGrammarOptions
    @Flag(help: "Print the words and where their pronunciation comes from instead.") var words = false
    @Flag(help: "Add the contract's filler phrases (\"um\", \"okay\") before and after every command, as typed text allows; the recognizer offers only a request's opening (\"could you\") before a request verb, and its closing (\"please\") after a command only after the wake phrase or the talk key.")
    var fillers = false
    @Option(help: ArgumentHelp("Print this many random sentences the grammar says instead (to read what the recognizer could hear).", valueName: "n"))
    var sample: Int?
    @Option(help: ArgumentHelp("The seed for --sample: the same seed gives the same sentences.", valueName: "n"))
    var seed: UInt64?

    func run() throws {
        let grammar = try voice.grammar()
        let (_, context) = try voice.moment(database: database)
        var options = CommandRecognizer.defaultGenerator
        options.fillers = fillers
        let speech = JSGFGenerator(grammar: grammar, options: options).speechGrammar(for: context)
        if let sample {
            guard sample > 0 else { throw ValidationError("--sample needs a number of sentences above 0.") }
            var generator = SplitMix64(seed: seed ?? UInt64.random(in: 1...UInt64.max))
            let lexicon = try Self.lexicon()
            let graph = try FiniteStateGrammar(speech: speech.jsgf, phones: { lexicon.entries(for: [$0]).entries.first?.phones })
            for sentence in graph.randomSentences(sample, using: &generator) { Output.line(sentence.joined(separator: " ")) }
            return
        }
        guard words else {
            print(speech.jsgf, terminator: "")
            return
        }
        let (entries, missing) = try Self.lexicon().entries(for: speech.words)
        for entry in entries { Output.line("\(entry.word)\t\(entry.phones)\t\(entry.fromDictionary ? "dictionary" : "espeak")") }
        for word in missing { Output.line("\(word)\t-\tmissing") }
    }

    /// The model's dictionary, then eSpeak NG's phonemes: the recognizer's pronunciations.
    static func lexicon() throws -> Lexicon {
        let dictionary = try PronunciationDictionary(contentsOf: VoiceModel.standard.dictionary)
        return Lexicon(lookup: { dictionary[$0] })
    }
}
