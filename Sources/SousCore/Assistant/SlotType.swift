/// What a slot accepts, and how its words become a `SlotValue`.
public struct SlotType: Hashable, Sendable {
    /// The families of slot the parser knows how to read.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A whole number in digits or words ("12", "twenty five", "third").
        case number
        /// A length of time, read as seconds ("an hour and a half", "5 min", "5:30").
        case duration
        /// Free words; the active recipe's ingredient names are preferred when given.
        case ingredient
        /// Free words; the running timers' names are preferred when given.
        case timerName
        /// Free words with no preference.
        case text
        /// One of a fixed list of canonical values, each with spoken synonyms.
        case values
    }

    /// A canonical value and the phrases that mean it (the canonical value itself is always one).
    public struct Value: Hashable, Sendable {
        public var canonical: String
        public var synonyms: [String]

        public init(_ canonical: String, synonyms: [String] = []) {
            self.canonical = canonical
            self.synonyms = synonyms
        }

        /// The canonical value followed by its synonyms, without repeats.
        public var phrases: [String] {
            var seen: Set<String> = []
            return ([canonical] + synonyms).filter { seen.insert($0).inserted }
        }
    }

    public var kind: Kind
    /// Bounds a speech grammar should enumerate; the text parser still returns values outside them.
    public var min: Int?
    public var max: Int?
    public var values: [Value]

    public init(kind: Kind, min: Int? = nil, max: Int? = nil, values: [Value] = []) {
        self.kind = kind
        self.min = min
        self.max = max
        self.values = values
    }

    /// Whether the slot takes open-ended words, which rank below literal matches.
    public var isFree: Bool { kind == .ingredient || kind == .timerName || kind == .text }
}
