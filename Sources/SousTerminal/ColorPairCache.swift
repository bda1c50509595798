/// Hands out ncurses colour-pair numbers for (foreground, background) colour numbers.
///
/// Pairs are allocated on first use and reused for the life of the session: a theme needs a few
/// dozen, and changing a pair that is on screen would recolour every cell drawn with it. Pair 0
/// is the terminal's default colours and is never handed out for anything else. When the
/// terminal's pairs run out the answer is nil and the caller draws in pair 0 with the style's
/// attributes, so text stays readable (8-colour terminals have only 64 pairs).
public struct ColorPairCache: Sendable {
    /// A pair the caller must still define (`init_extended_pair`) before drawing with it.
    public struct Allocation: Equatable, Sendable {
        public var number: Int32
        public var isNew: Bool

        public init(number: Int32, isNew: Bool) {
            self.number = number
            self.isNew = isNew
        }
    }

    private var pairs: [Key: Int32] = [:]
    private var nextNumber: Int32 = 1
    private let pairCount: Int
    private let defaultIsPairZero: Bool

    /// - Parameters:
    ///   - pairCount: ncurses `COLOR_PAIRS`, including pair 0.
    ///   - defaultColors: whether -1 means "terminal default" (`use_default_colors` succeeded),
    ///     in which case (-1, -1) is pair 0 and needs no allocation.
    public init(pairCount: Int, defaultColors: Bool) {
        self.pairCount = max(pairCount, 1)
        self.defaultIsPairZero = defaultColors
    }

    /// How many pairs have been handed out.
    public var count: Int { pairs.count }

    /// The pair for these colour numbers (-1 is the default colour), or nil when none is left.
    public mutating func pair(foreground: Int32, background: Int32) -> Allocation? {
        if defaultIsPairZero, foreground == -1, background == -1 { return Allocation(number: 0, isNew: false) }
        let key = Key(foreground: foreground, background: background)
        if let number = pairs[key] { return Allocation(number: number, isNew: false) }
        guard Int(nextNumber) < pairCount else { return nil }
        let number = nextNumber
        nextNumber += 1
        pairs[key] = number
        return Allocation(number: number, isNew: true)
    }

    /// Forgets a pair the terminal refused to define, so it is not handed out as if it worked;
    /// its number is not reused.
    public mutating func discard(foreground: Int32, background: Int32) {
        pairs[Key(foreground: foreground, background: background)] = nil
    }

    private struct Key: Hashable, Sendable {
        var foreground: Int32
        var background: Int32
    }
}
