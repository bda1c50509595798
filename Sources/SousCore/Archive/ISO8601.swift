import Foundation

/// Fast, exact reading and writing of the archive's timestamps ("2026-11-22T03:06:55.123Z").
///
/// Foundation's general ISO 8601 parser dominated the time to read a large export; this
/// handles the one form Sous writes and defers anything else to Foundation.
enum ISO8601 {
    static func string(_ date: Date) -> String {
        let millisecondsTotal = Int64((date.timeIntervalSince1970 * 1000).rounded())
        var days = millisecondsTotal >= 0 ? millisecondsTotal / 86_400_000 : (millisecondsTotal - 86_399_999) / 86_400_000
        let msOfDay = millisecondsTotal - days * 86_400_000
        // Civil-from-days (Howard Hinnant's algorithm).
        days += 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let doe = days - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        let h = msOfDay / 3_600_000, m = msOfDay / 60000 % 60, s = msOfDay / 1000 % 60, ms = msOfDay % 1000
        func pad(_ v: Int64, _ width: Int) -> String {
            let text = String(v)
            return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(h, 2)):\(pad(m, 2)):\(pad(s, 2)).\(pad(ms, 3))Z"
    }

    static func date(_ text: String) -> Date? {
        let u = Array(text.utf8)
        func number(_ start: Int, _ length: Int) -> Int64? {
            guard start + length <= u.count else { return nil }
            var value: Int64 = 0
            for i in start..<(start + length) {
                guard u[i] >= 48, u[i] <= 57 else { return nil }
                value = value * 10 + Int64(u[i] - 48)
            }
            return value
        }
        guard u.count >= 20, u[4] == 45, u[7] == 45, u[10] == 84, u[13] == 58, u[16] == 58,
              let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              let h = number(11, 2), let m = number(14, 2), let s = number(17, 2),
              (1...12).contains(month), (1...31).contains(day), h < 24, m < 60, s < 61 else {
            return (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
                ?? (try? Date(text, strategy: Date.ISO8601FormatStyle()))
        }
        var index = 19
        var ms: Int64 = 0
        if u[index] == 46 {
            var digits = 0
            index += 1
            while index < u.count, u[index] >= 48, u[index] <= 57 {
                if digits < 3 { ms = ms * 10 + Int64(u[index] - 48) }
                digits += 1
                index += 1
            }
            for _ in digits..<3 where digits < 3 { ms *= 10 }
        }
        guard index == u.count - 1, u[index] == 90 else {
            return (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
                ?? (try? Date(text, strategy: Date.ISO8601FormatStyle()))
        }
        // Days-from-civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        let millis = ((days * 24 + h) * 60 + m) * 60_000 + s * 1000 + ms
        return Date(timeIntervalSince1970: Double(millis) / 1000)
    }
}
