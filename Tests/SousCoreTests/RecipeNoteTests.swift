import Foundation
import Testing
import SousCore
import SousTestSupport

/// A note from the end of cooking joins the family memory as a dated line.
@Suite struct RecipeNoteTests {
    @Test func aNoteStartsTheMemoryThenAddsDatedLines() throws {
        var recipe = Fixtures.tart
        recipe.familyMemory = nil
        let day = try #require(ISO8601DateFormatter().date(from: "2026-11-26T12:00:00Z"))
        recipe.addNote("Less sugar next time.", on: day)
        #expect(recipe.familyMemory?.story == "26 Nov 2026: Less sugar next time.")
        recipe.addNote("Double the lemon.", on: day.addingTimeInterval(86_400 * 7))
        #expect(recipe.familyMemory?.story == "26 Nov 2026: Less sugar next time.\n3 Dec 2026: Double the lemon.")
    }
}
