import Foundation
import SousCore
import SousStore
import SousSync
import SousTestSupport
import Testing

/// A small seeded generator, so a failing sequence can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Kitchens converge", .serialized)
struct SyncConvergenceTests {
    /// Random edits (memories with their recordings among them) in three kitchens, or two,
    /// synced in random orders: once everyone has synced twice after the last edit, every
    /// kitchen holds exactly the same cookbook, the same memories and byte-identical recordings,
    /// and no file that no memory names.
    @Test(arguments: [(UInt64(31), 3), (2026, 3), (5, 2)])
    func kitchensConvergeAfterRandomEdits(seed: UInt64, count: Int) async throws {
        var random = SeededGenerator(state: seed)
        let kitchens = try ["a", "b", "c"].prefix(count).map(Kitchen.init)
        for title in ["Soup", "Stew", "Salad"] { try kitchens[0].add(title) }
        let family = try await TestFamily.make(kitchens[0])
        for kitchen in kitchens.dropFirst() { try await family.join(kitchen, from: kitchens[0]) }

        for step in 0..<60 {
            let kitchen = kitchens.randomElement(using: &random)!
            if Int.random(in: 0..<4, using: &random) == 0 {
                try await kitchen.sync()
                continue
            }
            try randomEdit(kitchen, step: step, using: &random)
        }
        for _ in 0..<2 { for kitchen in kitchens { try await kitchen.sync() } }
        let first = try kitchens[0].snapshot()
        #expect(!first.isEmpty)
        for kitchen in kitchens.dropFirst() {
            let other = try kitchen.snapshot()
            #expect(other == first, "kitchen \(kitchen.name) differs in \(Set(other.keys).symmetricDifference(first.keys).sorted().prefix(5)) or values")
        }
        for kitchen in kitchens {
            let status = try kitchen.ledger.status()
            #expect(status.outbox == 0 && status.pending == 0)
        }
        let memories = try kitchens[0].memories()
        #expect(!memories.isEmpty, "the sequence recorded memories")
        let files = try kitchens[0].memoryFiles()
        for kitchen in kitchens {
            let names = try kitchen.memories().map(\.audioPath)
            #expect(Set(try kitchen.memoryFiles().keys) == Set(names), "kitchen \(kitchen.name): one file per memory, no orphan")
            #expect(try kitchen.memoryFiles() == files, "kitchen \(kitchen.name): byte-identical recordings")
        }
    }

    private func randomEdit(_ kitchen: Kitchen, step: Int, using random: inout SeededGenerator) throws {
        let uids = try kitchen.recipes.all().map(\.uid)
        let family = FamilyRepository(kitchen.database)
        let memories = MemoryRepository(kitchen.database)
        switch Int.random(in: 0..<12, using: &random) {
        case 0, 1:
            try kitchen.add("Dish \(step) from \(kitchen.name)")
        case 2 where !uids.isEmpty:
            try kitchen.edit(uids.randomElement(using: &random)!) { $0.title = "Renamed \(step) in \(kitchen.name)" }
        case 3 where !uids.isEmpty:
            try kitchen.edit(uids.randomElement(using: &random)!) {
                $0.ingredients.append(Ingredient(name: "item \(step)", text: "\(step) g item \(kitchen.name)"))
            }
        case 4 where !uids.isEmpty:
            try kitchen.edit(uids.randomElement(using: &random)!) { $0.servings = Int.random(in: 1...12, using: &random) }
        case 5 where uids.count > 2:
            try kitchen.delete(uids.randomElement(using: &random)!)
        case 6:
            let familyId = try family.families().first?.id ?? family.insert(SousCore.Family(name: "Home")).id!
            let member = try family.insert(FamilyMember(familyId: familyId, name: "Cook \(step) \(kitchen.name)"))
            if let uid = uids.randomElement(using: &random), let recipe = try kitchen.recipe(uid) {
                try family.setFavorite(true, memberId: member.id!, recipeId: recipe.id!)
            }
        case 7:
            try ShoppingRepository(kitchen.database).setTicked("item \(Int.random(in: 0..<4, using: &random))", Bool.random(using: &random))
        case 9:
            let recipe = try uids.randomElement(using: &random).flatMap { try kitchen.recipe($0) }
            let member = try family.members().randomElement(using: &random)
            try kitchen.recordMemory(recipeId: recipe?.id, memberId: member?.id, question: "Memory \(step) in \(kitchen.name)",
                                     bytes: Int.random(in: 200...3_000, using: &random), using: &random)
        case 10:
            if let memory = try memories.list().randomElement(using: &random) {
                _ = try memories.setTranscript(memory.id!, text: "Told again at \(step) in \(kitchen.name)", edited: true)
            }
        case 11:
            if let memory = try memories.list().randomElement(using: &random) { _ = try memories.delete(memory.id!) }
        default:
            if let uid = uids.randomElement(using: &random), let recipe = try kitchen.recipe(uid) {
                try PlanRepository(kitchen.database).add(day: PlanDay("2026-12-0\(Int.random(in: 1...7, using: &random))")!,
                                                         meal: "dinner", recipeId: recipe.id!)
            }
        }
    }
}
