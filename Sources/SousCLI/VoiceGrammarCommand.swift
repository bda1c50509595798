import ArgumentParser
import Foundation
import SousCore
import SousVoice

/// `sous voice grammar`: the JSGF grammar the recognizer would use now, for inspection.
struct VoiceGrammarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "grammar", abstract: "Print the speech grammar (JSGF) generated from the intents contract.")

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var voice: VoiceGrammarOptions
    @Flag(help: "Print the words and where their pronunciation comes from instead.") var words = false
    @Flag(help: "Leave out the optional filler phrases before and after commands.") var noFillers = false

    func run() throws {
        let grammar = try voice.grammar()
        let (_, context) = try voice.moment(database: database)
        var options = JSGFGenerator.Options()
        options.fillers = !noFillers
        let speech = JSGFGenerator(grammar: grammar, options: options).speechGrammar(for: context)
        guard words else {
            print(speech.jsgf, terminator: "")
            return
        }
        let dictionary = try PronunciationDictionary(contentsOf: VoiceModel.standard.dictionary)
        let lexicon = Lexicon(lookup: { dictionary[$0] })
        let (entries, missing) = lexicon.entries(for: speech.words)
        for entry in entries { Output.line("\(entry.word)\t\(entry.phones)\t\(entry.fromDictionary ? "dictionary" : "espeak")") }
        for word in missing { Output.line("\(word)\t-\tmissing") }
    }
}
