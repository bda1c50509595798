import Foundation
import Testing
@testable import SousCore

@Suite struct ISO8601Tests {
    /// Milliseconds are rounded, not truncated: a stored .123 reads back as 0.12299999 and must
    /// be written as .123 again, or every export/import round trip would lose a millisecond.
    @Test(arguments: [
        (0.0, "1970-01-01T00:00:00.000Z"), (1_790_000_000.123, "2026-09-21T14:13:20.123Z"),
        (951_782_400.5, "2000-02-29T00:00:00.500Z"), (-86_400.25, "1969-12-30T23:59:59.750Z"),
        (4_102_444_799.999, "2099-12-31T23:59:59.999Z"), (1_709_164_800, "2024-02-29T00:00:00.000Z"),
    ])
    func writesAndReadsBack(seconds: Double, expected: String) throws {
        let date = Date(timeIntervalSince1970: seconds)
        let ours = ISO8601.string(date)
        #expect(ours == expected)
        let back = try #require(ISO8601.date(ours))
        #expect(abs(back.timeIntervalSince1970 - seconds) < 0.0005)
    }

    @Test func readsOtherISOFormsAndRejectsNonsense() {
        #expect(ISO8601.date("2026-01-01T00:00:00Z")?.timeIntervalSince1970 == 1_767_225_600)
        #expect(ISO8601.date("2026-01-01T01:00:00+01:00")?.timeIntervalSince1970 == 1_767_225_600)
        #expect(ISO8601.date("2026-13-01T00:00:00Z") == nil)
        #expect(ISO8601.date("yesterday") == nil)
        #expect(ISO8601.date("") == nil)
    }
}
