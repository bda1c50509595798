import Foundation
import SousCore
import SousTestSupport
import Testing
@testable import SousStore

/// A recipe that comes with a uid another recipe already has is a different recipe: both are
/// kept and the clash is named, never "skipped 1 already present" (issue 44: a fourth recipe
/// vanished that way).
@Suite struct ArchiveUidClashTests {
    @Test func aDifferentRecipeWithATakenUidIsAddedUnderANewOne() throws {
        let db = try AppDatabase.inMemory()
        let crumble = try RecipeRepository(db).insert(Recipe(title: "Apple Crumble"))
        var tart = Recipe(title: "Lemon Tart")
        tart.uid = crumble.uid
        var again = Recipe(title: "apple  crumble")
        again.uid = crumble.uid
        var twin = Recipe(uid: "shared-uid", title: "Soda Bread")
        var other = Recipe(uid: "shared-uid", title: "Scones")
        twin.servings = 8
        other.servings = 12
        let summary = try ArchiveRepository(db).importArchive(SousArchive(recipes: [tart, again, twin, other]))
        #expect(summary.added == ["Lemon Tart", "Soda Bread", "Scones"])
        #expect(summary.skipped == ["apple  crumble"], "the same recipe (title but for case and spacing) is still skipped")
        #expect(summary.uidClashes == [.init(added: "Lemon Tart", existing: "Apple Crumble"), .init(added: "Scones", existing: "Soda Bread")])
        let stored = try RecipeRepository(db).all()
        #expect(Set(stored.map(\.title)) == ["Apple Crumble", "Lemon Tart", "Soda Bread", "Scones"])
        #expect(Set(stored.map(\.uid)).count == 4, "every recipe has its own uid")
        #expect(try RecipeRepository(db).recipe(id: crumble.id!)?.title == "Apple Crumble", "the first is left as it was")
    }
}
