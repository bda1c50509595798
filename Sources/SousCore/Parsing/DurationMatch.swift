/// A length of time found in step text, with where it was written.
public struct DurationMatch: Hashable, Sendable {
    /// The characters of the original text that state the time ("25-30 minutes", "about an hour").
    public var range: Range<String.Index>
    public var duration: DurationRange

    public init(range: Range<String.Index>, duration: DurationRange) {
        self.range = range
        self.duration = duration
    }
}
