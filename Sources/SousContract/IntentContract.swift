import Foundation
import SousCore
import Yams

/// Reads `assistant-intents.yaml` files into an `IntentGrammar`, validating them on the way.
public enum IntentContract {
    /// The name used in errors about the embedded copy.
    public static let builtInName = "contract/assistant-intents.yaml"

    /// The built-in grammar, compiled into the binary.
    public static func builtIn() throws(ContractError) -> IntentGrammar {
        try builtInGrammar.get()
    }

    /// Parsed and checked once per process: the embedded text never changes, and every recognizer,
    /// parser and command that starts asks for it (a tenth of a voice test's time went here).
    private static let builtInGrammar = Result { () throws(ContractError) -> IntentGrammar in
        try load(yaml: EmbeddedContract.assistantIntents, file: builtInName)
    }

    /// A grammar file on disk; with `base`, the file is a user's additions layered over it.
    public static func load(fileAt url: URL, over base: IntentGrammar? = nil) throws(ContractError) -> IntentGrammar {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ContractError(file: url.path, reason: "cannot read the file (\(error.localizedDescription))")
        }
        return try load(yaml: text, file: url.path, over: base)
    }

    /// Decodes YAML text without validating it, for tools and tests that report problems themselves.
    public static func decode(yaml: String, file: String) throws(ContractError) -> IntentGrammar {
        var decoder = IntentContractDecoder(file: file)
        return try decoder.decode(yaml)
    }

    /// Decodes and validates YAML text; `file` names it in errors.
    public static func load(yaml: String, file: String, over base: IntentGrammar? = nil) throws(ContractError) -> IntentGrammar {
        var decoder = IntentContractDecoder(file: file, base: base)
        let own = try decoder.decode(yaml)
        if let base { decoder.shiftLines(over: base) }
        let grammar = base.map { $0.merging(own) } ?? own
        if let problem = grammar.problems().first {
            throw ContractError(file: file, reason: problem.description, line: decoder.line(for: problem.location))
        }
        return grammar
    }
}

extension IntentContract {
    /// The samples a file adds over `base`, with their intents, in file order, not yet checked
    /// against the parser: for phrasing tables that measure accuracy rather than demand it.
    public static func addedSamples(yaml: String, file: String, over base: IntentGrammar) throws(ContractError) -> [(intent: String, sample: IntentSample)] {
        var decoder = IntentContractDecoder(file: file, base: base)
        let merged = base.merging(try decoder.decode(yaml))
        return merged.intents.flatMap { intent in
            let already = base.intent(named: intent.name)?.samples.count ?? 0
            return intent.samples.dropFirst(already).map { (intent.name, $0) }
        }
    }
}
