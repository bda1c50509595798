/// A JSGF grammar for the recognizer and the words it uses, built from the intents contract.
public struct SpeechGrammar: Hashable, Sendable {
    /// The grammar text (`#JSGF V1.0;` ...), with one public rule named `command`.
    public var jsgf: String
    /// Every word the grammar can produce, sorted; each needs a pronunciation.
    public var words: [String]
    /// Intents left out because nothing in the moment can fill their slots.
    public var omittedIntents: [String]

    public init(jsgf: String, words: [String], omittedIntents: [String] = []) {
        self.jsgf = jsgf
        self.words = words
        self.omittedIntents = omittedIntents
    }
}
