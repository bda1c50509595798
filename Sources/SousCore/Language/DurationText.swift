/// The one place durations become words: short forms for screens and the CLI, spoken forms
/// for answers read aloud, and the long forms Cooklang files carry.
///
/// Short forms: "45 s", "12 min", "1 h", "1 h 5 min", "4 min 10 s", "25-30 min".
/// Spoken forms: "1 hour 5 minutes", "4 minutes 10 seconds", "25 to 30 minutes".
public enum DurationText {
    /// Whole minutes, short: "45 min", "1 h", "1 h 5 min".
    public static func minutes(_ minutes: Int) -> String {
        let m = max(minutes, 0)
        if m < 60 { return "\(m) min" }
        return m % 60 == 0 ? "\(m / 60) h" : "\(m / 60) h \(m % 60) min"
    }

    /// Seconds, short: "45 s", "4 min 10 s", "1 h 5 min" (seconds are dropped past an hour).
    public static func seconds(_ seconds: Int) -> String {
        let s = max(seconds, 0)
        if s < 60 { return "\(s) s" }
        if s < 3600, s % 60 != 0 { return "\(s / 60) min \(s % 60) s" }
        return minutes(s / 60)
    }

    /// A step's duration, short: "25-30 min" for a range within the hour, else "1 h to 1 h 30 min".
    public static func range(_ range: DurationRange) -> String {
        guard range.isRange else { return seconds(range.low) }
        if range.low % 60 == 0, range.high % 60 == 0, range.high < 3600 {
            return "\(range.low / 60)-\(range.high / 60) min"
        }
        return seconds(range.low) + " to " + seconds(range.high)
    }

    /// Seconds, spoken: "1 hour 5 minutes", "4 minutes 10 seconds", "30 seconds".
    public static func spoken(_ seconds: Int) -> String {
        let s = max(seconds, 0)
        let parts = [(s / 3600, "hour"), (s % 3600 / 60, "minute"), (s % 60, "second")]
            .filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: " ")
    }

    /// A range, spoken: "25 to 30 minutes", "1 hour to 1 hour 30 minutes", or one duration.
    public static func spoken(_ range: DurationRange) -> String {
        guard range.isRange else { return spoken(range.low) }
        if range.low % 60 == 0, range.high % 60 == 0, range.high < 3600 {
            return "\(range.low / 60) to \(range.high / 60) minutes"
        }
        return spoken(range.low) + " to " + spoken(range.high)
    }

    /// Whole minutes in words every Cooklang tool reads: "45 minutes", "1 hour 30 minutes", "0 minutes".
    public static func spokenMinutes(_ minutes: Int) -> String {
        minutes <= 0 ? "0 minutes" : spoken(minutes * 60)
    }
}
