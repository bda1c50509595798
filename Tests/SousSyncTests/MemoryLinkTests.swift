import Foundation
import SousCore
import SousStore
import SousSync
import SousTestSupport
import Testing

/// A memory pulled before the recipe or member it names (they come back later, restored from a
/// conflict) is linked when they arrive, in a pull of one change per batch, and nothing goes back.
@Suite("Memories whose recipe or member arrives later", .serialized)
struct MemoryLinkTests {
    @Test func aMemoryIsLinkedWhenItsRecipeAndMemberArriveLater() async throws {
        var random = SeededGenerator(state: 11)
        let a = try Kitchen("a"), b = try Kitchen("b")
        let pie = try a.add("Pie")
        let people = FamilyRepository(a.database)
        let home = try people.insert(SousCore.Family(name: "Home"))
        var rose = try people.insert(FamilyMember(familyId: home.id!, name: "Rose"))
        let family = try await TestFamily.make(a)
        try await family.join(b, from: a)

        // Kitchen a edits the recipe and the member and records Rose's memory of the pie, while
        // kitchen b deletes both.
        try a.edit(pie.uid) { $0.title = "Rose's pie" }
        rose.name = "Granny Rose"
        try people.update(rose)
        let (memory, _) = try a.recordMemory(recipeId: pie.id, memberId: rose.id, question: "Who first made this?", using: &random)
        try b.delete(pie.uid)
        _ = try FamilyRepository(b.database).deleteMember(id: try #require(try FamilyRepository(b.database).member(named: "Rose")).id!)
        try await b.sync()
        let clash = try await a.sync()
        #expect(clash.conflicts == 2, "\(clash)")
        #expect(try a.recipe(pie.uid) == nil)
        // The cook in a brings both back from the conflicts: the memory is linked again here.
        for conflict in try a.ledger.conflicts() where conflict.field == "_deleted" { try a.ledger.restore(conflict: conflict.id) }
        let restoredPie = try #require(try a.recipe(pie.uid))
        let restoredRose = try #require(try people.member(named: "Granny Rose"))
        var here = try #require(try MemoryRepository(a.database).load(memory.id!))
        #expect(here.recipeId == restoredPie.id && here.memberId == restoredRose.id)
        try await a.sync()

        // Kitchen b pulls one change at a time: the memory comes before the restored recipe and member.
        let changes = try family.server.psql("SELECT string_agg(kind, ',' ORDER BY seq) FROM sous.change", database: family.databaseName)
        let kinds = changes.split(separator: ",")
        #expect(kinds.firstIndex(of: "memory")! < kinds.lastIndex(of: "recipe")!, "\(changes)")
        try await b.sync(batchSize: 1)
        let thereRecipe = try #require(try b.recipe(pie.uid))
        let thereRose = try #require(try FamilyRepository(b.database).member(named: "Granny Rose"))
        here = try #require(try b.memories().first)
        #expect(here.recipeId == thereRecipe.id && here.memberId == thereRose.id, "linked when they arrived")
        #expect(try a.snapshot() == b.snapshot())
        let after = try await b.sync()
        #expect(after.pushed == 0, "nothing pushed back: \(after)")
        #expect(try await a.sync().pulled == 0)
    }
}
