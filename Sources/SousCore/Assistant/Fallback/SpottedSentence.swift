/// A typed sentence with the slot values found in it replaced by placeholders.
///
/// The classifier reads `features`; the slots are filled from `spans`. Training sentences go
/// through the same spotter, so a placeholder means the same thing on both sides.
struct SpottedSentence: Sendable {
    /// What a span was read as.
    enum Kind: Hashable, Sendable {
        case duration(Double)
        case number(Int)
        /// A phrase of a value-list slot type (technique, unit system, scale factor).
        case value(type: String, canonical: String)
        /// A name from the context (an ingredient or a timer of the recipe being cooked).
        case known(String)
        /// Words the contract does not know: an ingredient, a timer or a food, said freely.
        case free

        /// The token the classifier sees in the span's place.
        var placeholder: String {
            switch self {
            case .duration: return "§duration"
            case .number: return "§number"
            case .value(let type, _): return "§" + type
            case .known, .free: return "§thing"
            }
        }
    }

    /// Words read as one slot value.
    struct Span: Sendable {
        var kind: Kind
        var words: [String]
        /// Where the span's placeholder is in `features`.
        var position: Int
    }

    /// The sentence's words without fillers, each span as its placeholder.
    var features: [String]
    var spans: [Span]
}
