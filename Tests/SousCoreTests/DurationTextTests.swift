import SousCore
import Testing

/// One duration formatter for the TUI, the CLI and spoken answers (issue 27 item 21).
@Suite struct DurationTextTests {
    @Test(arguments: [(0, "0 min"), (45, "45 min"), (60, "1 h"), (65, "1 h 5 min"), (120, "2 h"), (135, "2 h 15 min")])
    func minutes(value: Int, expected: String) {
        #expect(DurationText.minutes(value) == expected)
    }

    @Test(arguments: [(45, "45 s"), (60, "1 min"), (250, "4 min 10 s"), (3900, "1 h 5 min"), (3930, "1 h 5 min")])
    func seconds(value: Int, expected: String) {
        #expect(DurationText.seconds(value) == expected)
    }

    @Test func ranges() {
        #expect(DurationText.range(DurationRange(low: 1500, high: 1800)) == "25-30 min")
        #expect(DurationText.range(DurationRange(low: 3600, high: 5400)) == "1 h to 1 h 30 min")
        #expect(DurationText.range(DurationRange(seconds: 3900)) == "1 h 5 min")
        #expect(DurationText.range(DurationRange(low: 30, high: 45)) == "30 s to 45 s")
    }

    @Test func spokenFormsComeFromTheSamePlace() {
        #expect(DurationText.spoken(3900) == "1 hour 5 minutes")
        #expect(DurationText.spoken(250) == "4 minutes 10 seconds")
        #expect(DurationText.spoken(DurationRange(low: 1500, high: 1800)) == "25 to 30 minutes")
        #expect(DurationText.spokenMinutes(90) == "1 hour 30 minutes")
        #expect(DurationText.spokenMinutes(0) == "0 minutes")
        #expect(SpokenText.duration(3900) == DurationText.spoken(3900))
    }
}
