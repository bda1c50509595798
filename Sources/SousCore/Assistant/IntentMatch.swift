/// The parser's reading of one utterance.
public struct IntentMatch: Hashable, Sendable {
    /// The name of the fallback intent, returned when nothing fits.
    public static let unknownIntent = "unknown"

    public var intent: String
    public var slots: [String: SlotValue]
    /// 0...1: the share of spoken (non-filler) words matched by literal words or typed slots.
    /// Free-slot words and `skipped` words count as spoken but unexplained (a skippable word
    /// half), so a tolerant reading scores lower: ask before acting on a low-score destructive one.
    public var score: Double
    /// The normalised words the match covered (fillers removed).
    public var matchedText: String
    /// The words a tolerant reading passed over; empty when a pattern covered the whole sentence.
    public var skipped: [String]

    public init(intent: String, slots: [String: SlotValue] = [:], score: Double, matchedText: String, skipped: [String] = []) {
        self.intent = intent
        self.slots = slots
        self.score = score
        self.matchedText = matchedText
        self.skipped = skipped
    }

    /// Whether this is the fallback: nothing in the grammar fit.
    public var isUnknown: Bool { intent == Self.unknownIntent }
}
