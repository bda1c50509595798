/// A temperature found in step text ("350°F", "180-200 °C"), with where it was written.
public struct TemperatureMatch: Hashable, Sendable {
    /// Which scale a temperature is written in.
    public enum Scale: String, Hashable, Sendable {
        case celsius, fahrenheit
    }

    public var range: Range<String.Index>
    public var low: Double
    /// The upper end of a range ("350-375°F"); nil for a single temperature.
    public var high: Double?
    public var scale: Scale

    public init(range: Range<String.Index>, low: Double, high: Double? = nil, scale: Scale) {
        self.range = range
        self.low = low
        self.high = high
        self.scale = scale
    }
}
