import SousCore
import Testing

@Suite struct DurationFinderTests {
    @Test(arguments: [
        ("Bake for 25-30 minutes until golden.", "25-30 minutes", 1500, 1800),
        ("Roast 1 hour 15 minutes.", "1 hour 15 minutes", 4500, 4500),
        ("Roast 1 hour and 15 minutes.", "1 hour and 15 minutes", 4500, 4500),
        ("Simmer 1½ hours.", "1½ hours", 5400, 5400),
        ("Simmer 1 1/2 hours.", "1 1/2 hours", 5400, 5400),
        ("Braise for an hour and a half.", "an hour and a half", 5400, 5400),
        ("Cook 10 to 12 mins, stirring.", "10 to 12 mins", 600, 720),
        ("Leave for ten minutes.", "ten minutes", 600, 600),
        ("Blend 30 secs.", "30 secs", 30, 30),
        ("Chill 2 hrs.", "2 hrs", 7200, 7200),
        ("Marinate overnight.", "overnight", 28800, 28800),
        ("Rest a few minutes.", "a few minutes", 180, 180),
        ("Stir for a couple of minutes.", "a couple of minutes", 120, 120),
        ("Boil 25min.", "25min", 1500, 1500),
        ("Bake about 40 minutes.", "about 40 minutes", 2400, 2400),
        ("Rise for 1-1½ hours.", "1-1½ hours", 3600, 5400),
        ("Simmer 1 and a half hours.", "1 and a half hours", 5400, 5400),
        ("Prove 2 days in the fridge.", "2 days", 172_800, 172_800),
    ])
    func durations(text: String, written: String, low: Int, high: Int) throws {
        let matches = DurationFinder.find(in: text)
        let match = try #require(matches.first)
        #expect(matches.count == 1)
        #expect(String(text[match.range]) == written)
        #expect(match.duration == DurationRange(low: low, high: high))
    }

    @Test(arguments: [
        "Add a second egg.", "Preheat the oven to 350°F.", "Mix 2 cups flour.", "Serves 4.", "", "minutes",
        "Use 2 sheets.",
    ])
    func textsWithoutDurations(text: String) {
        #expect(DurationFinder.find(in: text).isEmpty)
    }

    @Test func findsEveryDurationInOrder() {
        let text = "Rest 5 minutes, then bake 1 hour, turning after 20 minutes."
        let found = DurationFinder.find(in: text).map { String(text[$0.range]) }
        #expect(found == ["5 minutes", "1 hour", "20 minutes"])
    }

    @Test func primaryIsTheLongestThenTheFirst() {
        #expect(DurationFinder.primaryDuration(in: "Rest 5 minutes, then bake 1 hour.") == DurationRange(seconds: 3600))
        #expect(DurationFinder.primaryDuration(in: "Stir 2 minutes, then 2 minutes more.") == DurationRange(seconds: 120))
        #expect(DurationFinder.primaryDuration(in: "Bake 25-30 minutes.") == DurationRange(low: 1500, high: 1800))
        #expect(DurationFinder.primaryDuration(in: "Season well.") == nil)
        #expect(DurationFinder.primaryDuration(in: "Chill 2 hours; keeps for up to 5 days.") == DurationRange(seconds: 7200))
        #expect(DurationFinder.primaryDuration(in: "Cure for 3 days.") == DurationRange(seconds: 259_200))
    }
}
