/// Turns the intents contract into a JSGF grammar narrowed to the moment.
///
/// The same `IntentGrammar` feeds the text parser, so whatever the recognizer hears parses.
/// Slots become word lists: numbers are spelled out (a step slot only up to the recipe's step
/// count), durations follow a small spoken-duration rule, ingredient and timer slots list the
/// active recipe's ingredients and the running timers (with `Options` fallbacks when there are
/// none), value slots list their phrases. A pattern whose slot has nothing to offer is left
/// out, and so is an intent with no pattern left.
public struct JSGFGenerator: Sendable {
    public struct Options: Hashable, Sendable {
        /// Ingredient names offered when the context has none (no recipe open).
        public var fallbackIngredients: [String]
        /// Timer names offered besides the running timers and the recipe's ingredients.
        public var fallbackTimerNames: [String]
        /// One optional filler phrase from the contract before and after a command.
        public var fillers: Bool
        /// Words of an out-of-grammar loop, an alternative to every command; empty for none.
        public var garbageWords: [String]
        /// The largest amount a spoken duration enumerates ("ninety minutes").
        public var maxDurationAmount: Int
        /// A wake phrase that may come before a command, or alone ("hello kitchen"); nil for none.
        public var wakePhrase: String?
        /// A request's closing ("please") after a command. Only where chatter is otherwise kept
        /// out (a wake phrase, the talk key): a closing fits whatever talk trails after a
        /// command-like start (docs/DECISIONS.md, "Polite requests").
        public var closings: Bool

        public init(
            fallbackIngredients: [String] = Self.commonIngredients,
            fallbackTimerNames: [String] = Self.commonTimerNames,
            fillers: Bool = true,
            garbageWords: [String] = [],
            maxDurationAmount: Int = 90,
            wakePhrase: String? = nil,
            closings: Bool = false
        ) {
            self.fallbackIngredients = fallbackIngredients
            self.fallbackTimerNames = fallbackTimerNames
            self.fillers = fillers
            self.garbageWords = garbageWords
            self.maxDurationAmount = maxDurationAmount
            self.wakePhrase = wakePhrase
            self.closings = closings
        }

        public static let commonIngredients = [
            "butter", "eggs", "flour", "sugar", "milk", "buttermilk", "cream", "olive oil", "oil", "salt",
            "pepper", "garlic", "onion", "lemon", "rice", "pasta", "yogurt", "honey", "vinegar", "baking powder",
            "baking soda", "applesauce", "cornstarch", "stock", "wine", "cheese", "bread crumbs",
        ]
        public static let commonTimerNames = ["rice", "pasta", "eggs", "oven", "bread", "potatoes", "sauce", "cake"]
    }

    /// The name of the public rule.
    public static let rootRule = "command"
    /// The name of the rule an out-of-grammar path goes through, when `garbageWords` is set.
    public static let garbageRule = "garbage"

    public let grammar: IntentGrammar
    public let options: Options
    let normalizer: TextNormalizer

    public init(grammar: IntentGrammar, options: Options = Options()) {
        self.grammar = grammar
        self.options = options
        normalizer = TextNormalizer(rewrites: grammar.normalize)
    }

    /// The grammar for this moment: `context` names the recipe's ingredients, steps and timers.
    public func speechGrammar(for context: ParseContext = ParseContext()) -> SpeechGrammar {
        var builder = JSGFBuilder(generator: self, context: context)
        return builder.build()
    }

    /// The word itself when it is a contraction the contract expands ("what's"): letters around
    /// one apostrophe. Nil for any other word.
    func writtenContraction(_ word: String) -> String? {
        let lower = word.lowercased()
        let parts = lower.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter && $0.isASCII } }),
              normalizer.tokens(lower) != [lower] else { return nil }
        return lower
    }

    /// Lowercase letter-only tokens of a phrase, or nil when a token cannot be spoken as written.
    func spokenWords(_ phrase: String) -> [String]? {
        let tokens = normalizer.tokens(phrase)
        guard !tokens.isEmpty, tokens.allSatisfy({ $0.allSatisfy { $0.isLetter && $0.isASCII } }) else { return nil }
        return tokens
    }
}
