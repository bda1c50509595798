import Foundation
import GRDB
import SousCore
@testable import SousStore
import SousTestSupport
import Testing

/// A first pull stores a recipe the kitchen has never seen straight from its fields (the fast
/// path); every other change goes through the general compare-and-merge path. A kitchen must
/// end up the same whichever path its recipes took.
@Suite("First pull: new recipes stored directly")
struct FirstPullTests {
    /// Recipes with every field set (odd characters, amounts, sections, timings, a memory), a
    /// member whose favourite and a collection that names a recipe, and a second change of one
    /// recipe in the same batch: applied once through the fast path and once through the general
    /// path, the two kitchens hold the same recipes, search entries, links and shadows, and the
    /// next edit in each sends the same one-field change.
    @Test func newRecipesAreTheSameThroughEitherPath() throws {
        let a = try Kitchen("a")
        let pie = try a.recipes.insert(Recipe(
            title: #"Gran's "best" pie \ crème"#, description: "Flaky, with a lattice.\nServe warm.", category: "baking",
            difficulty: .hard, prepMinutes: 40, cookMinutes: 55, servings: 8,
            ingredients: [
                Ingredient(quantity: QuantityParser.parse("1/3"), unit: "cup", name: "sugar", notes: "caster", section: "Filling", text: "1/3 cup caster sugar"),
                Ingredient(quantity: QuantityParser.parse("2-3"), name: "apples", section: "Filling", text: "2-3 apples"),
                Ingredient(name: "nutmeg", notes: "to taste", optional: true, text: "nutmeg, to taste (optional)"),
            ],
            instructions: [
                Instruction(step: 1, text: "Rub the butter in.", duration: DurationRange(low: 300, high: 600), tip: "Cold hands."),
                Instruction(step: 2, text: "Bake.", duration: DurationRange(seconds: 3300)),
            ],
            tags: ["sunday", "gran"], source: "https://example.org/pie?x=1&y=2",
            familyMemory: FamilyMemory(story: "Every harvest festival", from: "Grandma Rose", year: 1962)))
        try a.recipes.markCooked(id: pie.id!, at: Date(timeIntervalSince1970: 1_700_000_000.123))
        let soup = try a.add("Leek soup", ingredients: ["2 leeks", "1 l stock"])
        let toast = try a.recipes.insert(Recipe(title: "Toast"))
        let familyId = try #require(try FamilyRepository(a.database).insert(SousCore.Family(name: "Home")).id)
        let rose = try FamilyRepository(a.database).insert(FamilyMember(familyId: familyId, name: "Rose"))
        try FamilyRepository(a.database).setFavorite(true, memberId: rose.id!, recipeId: pie.id!)
        try CollectionRepository(a.database).insert(RecipeCollection(name: "Sunday", recipeIds: [soup.id!, pie.id!]))
        try a.ledger.join(serverURL: "postgres://a@127.0.0.1/x", familyId: "f", familyName: "Home", shareEverything: true)
        try a.ledger.capture()
        try a.edit(soup.uid) { $0.servings = 6 }
        try a.ledger.capture()
        // The member and collection first, as a pull may deliver them, then the recipes and the edit.
        let outbox = try a.ledger.outbox(limit: 100)
        let changes = outbox.filter { $0.entity != .recipe } + outbox.filter { $0.entity == .recipe }
        #expect(changes.filter { $0.entity == .recipe }.count == 4)

        let fast = try Kitchen("fast"), general = try Kitchen("general")
        var generalLedger = general.ledger
        generalLedger.insertsNewRecipesDirectly = false
        for kitchen in [fast, general] {
            try kitchen.ledger.join(serverURL: "postgres://k@127.0.0.1/x", familyId: "f", familyName: "Home", shareEverything: false)
        }
        let fastResult = try fast.ledger.apply(changes, cursor: 1)
        let generalResult = try generalLedger.apply(changes, cursor: 1)
        #expect(fastResult.insertedDirectly == 3, "the three new recipes; the edit of one goes the general way")
        #expect(generalResult.insertedDirectly == 0)
        #expect(fastResult.applied == generalResult.applied && fastResult.conflicts == 0 && generalResult.conflicts == 0)

        let expected = try a.snapshot()
        #expect(try fast.snapshot() == expected)
        #expect(try general.snapshot() == expected)
        for uid in [pie.uid, soup.uid, toast.uid] {
            let mine = try #require(try fast.recipe(uid)), theirs = try #require(try general.recipe(uid))
            #expect(Self.comparable(mine) == Self.comparable(theirs))
            #expect(Self.comparable(mine) == Self.comparable(try #require(try a.recipe(uid))))
        }
        #expect(try fast.recipe(soup.uid)?.servings == 6)
        #expect(try Self.shadows(fast) == Self.shadows(general))
        #expect(try Set(Self.shadows(fast).keys) == Set(Self.shadows(a).keys), "a shadow for every entity the family holds")

        for kitchen in [fast, general] {
            let search = RecipeSearch(kitchen.database)
            for words in ["lattice", "nutmeg", "harvest festival", "Grandma Rose", "leeks", "toast"] {
                #expect(try search.search(SearchQuery(text: words)).hits.count == 1, "\(kitchen.name) finds “\(words)”")
            }
            let member = try #require(try FamilyRepository(kitchen.database).member(named: "Rose"))
            let stored = try #require(try kitchen.recipe(pie.uid))
            #expect(try FamilyRepository(kitchen.database).isFavorite(memberId: member.id!, recipeId: stored.id!))
            let sunday = try #require(try CollectionRepository(kitchen.database).collections().first { $0.name == "Sunday" })
            #expect(sunday.recipeIds == [try kitchen.recipe(soup.uid)!.id!, stored.id!])
            try kitchen.ledger.capture()
            #expect(try kitchen.ledger.status().outbox == 0, "\(kitchen.name) holds what the family holds: nothing to push back")
        }

        // The next edit diffs against the shadow the same way in both kitchens: one field.
        var sent: [[String: String]] = []
        for kitchen in [fast, general] {
            try kitchen.edit(pie.uid) { $0.tags.append("autumn") }
            try kitchen.ledger.capture()
            sent.append(contentsOf: try kitchen.ledger.outbox(limit: 10).map(\.fields))
        }
        #expect(sent == [["tags": #"["sunday","gran","autumn"]"#], ["tags": #"["sunday","gran","autumn"]"#]])
    }

    /// A value that is not one JSON value (here one that tries to add a field of its own) is not
    /// taken by the fast path: both paths keep the change aside as a conflict and store nothing.
    @Test func aBrokenValueIsRefusedTheSameWayByBothPaths() throws {
        let uid = UUID().uuidString.lowercased()
        let fields = ["title": #""Stew""#, "servings": #"4,"title":"Not stew""#, "difficulty": #""easy""#, "category": #""dinner""#,
                      "description": #""""#, "ingredients": "[]", "instructions": "[]", "tags": "[]", "createdAt": "1700000000000",
                      SyncChange.deleted: "false"]
        let change = SyncChange(id: UUID(), entity: .recipe, key: uid, fields: fields, hlc: 1 << 20, node: "elsewhere")
        var results: [SyncApplyResult] = []
        for direct in [true, false] {
            let kitchen = try Kitchen(direct ? "fast" : "general")
            var ledger = kitchen.ledger
            ledger.insertsNewRecipesDirectly = direct
            try ledger.join(serverURL: "postgres://k@127.0.0.1/x", familyId: "f", familyName: "Home", shareEverything: false)
            results.append(try ledger.apply([change], cursor: 1))
            #expect(try kitchen.recipe(uid) == nil)
            #expect(try ledger.conflicts().map(\.field) == ["(not applied)"])
        }
        #expect(results[0] == results[1])
        #expect(results[0].insertedDirectly == 0 && results[0].conflicts == 1)

        // The same fields with a plain value are stored directly.
        var good = change
        good.fields["servings"] = "4"
        let kitchen = try Kitchen("good")
        try kitchen.ledger.join(serverURL: "postgres://k@127.0.0.1/x", familyId: "f", familyName: "Home", shareEverything: false)
        #expect(try kitchen.ledger.apply([good], cursor: 1).insertedDirectly == 1)
        #expect(try kitchen.recipe(uid)?.title == "Stew")
    }

    /// A recipe without its row id and `updatedAt` (set by the kitchen that stores it).
    static func comparable(_ recipe: Recipe) -> Recipe {
        var recipe = recipe
        recipe.id = nil
        recipe.updatedAt = Date(timeIntervalSince1970: 0)
        return recipe
    }

    static func shadows(_ kitchen: Kitchen) throws -> [String: String] {
        try kitchen.database.read { db in
            Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT entity, key, fields FROM syncShadow").map {
                ("\($0["entity"] as String)/\($0["key"] as String)", $0["fields"] as String)
            })
        }
    }
}
