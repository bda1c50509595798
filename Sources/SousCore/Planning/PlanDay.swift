import Foundation

/// A calendar day in the family's own time, written "2026-12-01": plans are about days, not instants,
/// so a plan made in one time zone does not move a day when read in another.
public struct PlanDay: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Nil for anything that is not a real date ("2026-02-30", "2026-13-01", "tomorrow").
    public init?(_ text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...PlanDay.days(in: month, of: year)).contains(day) else {
            return nil
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on in `timeZone`.
    public init(_ date: Date, timeZone: TimeZone = .current) {
        let parts = PlanDay.calendar(timeZone).dateComponents([.year, .month, .day], from: date)
        self.year = parts.year ?? 2000
        self.month = parts.month ?? 1
        self.day = parts.day ?? 1
    }

    public var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    public static func < (l: PlanDay, r: PlanDay) -> Bool {
        (l.year, l.month, l.day) < (r.year, r.month, r.day)
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> PlanDay {
        PlanDay(julian: julian + count)
    }

    /// Days from `self` to `other`.
    public func days(to other: PlanDay) -> Int { other.julian - julian }

    /// 1 Monday ... 7 Sunday (ISO 8601).
    public var weekday: Int { ((julian % 7) + 7) % 7 + 1 }

    /// The Monday of this day's week.
    public var weekStart: PlanDay { adding(days: 1 - weekday) }

    /// "Mon", "Tue", ...
    public var weekdayShort: String { ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][weekday - 1] }

    /// "Monday 1 December".
    public var longName: String {
        let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        return "\(weekdays[weekday - 1]) \(day) \(months[month - 1])"
    }

    // Days since a fixed epoch (Monday 0000-03-01 proleptic Gregorian shifted), civil-from-days arithmetic.
    var julian: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468 + 3 // +3: 1970-01-01 was a Thursday, so Monday is 0 mod 7
    }

    init(julian value: Int) {
        let z = value - 3 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.month = m
        self.day = d
    }

    static func days(in month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let day = PlanDay(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a date: \(text)"))
        }
        self = day
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}
