import Foundation

/// A save of an edit made from an older copy of a recipe: another Sous changed it since the
/// form opened. Nothing was written; `theirs` is the stored recipe, to show or to overwrite.
public struct RecipeEditConflict: Error, Hashable, Sendable, CustomStringConvertible {
    public var theirs: Recipe

    public init(theirs: Recipe) {
        self.theirs = theirs
    }

    /// Stored timestamps keep milliseconds; two saves closer than this are the same one.
    public static let tolerance: TimeInterval = 0.002

    /// Whether a copy made at `base` is older than `stored`.
    public static func isStale(base: Date, stored: Date) -> Bool {
        abs(stored.timeIntervalSince(base)) > tolerance
    }

    public var description: String {
        "\u{201C}\(theirs.title)\u{201D} was changed elsewhere since you began editing it"
    }
}
