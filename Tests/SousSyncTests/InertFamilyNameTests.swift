import Foundation
import SousCore
@testable import SousStore
import SousSync
import SousTestSupport
import Testing

/// A family's name is typed by one cook and shown in every kitchen: stored inert here, on the
/// server, and by a kitchen that joins even when the server holds a hostile one.
@Suite struct InertFamilyNameTests {
    @Test func aFamilyNameIsInertHereOnTheServerAndInAJoiningKitchen() async throws {
        let a = try Kitchen("a"), b = try Kitchen("b")
        let family = try await TestFamily.make(a, name: "Halloran \u{1B}]0;pwn\u{07}Nair\u{1B}[2J")
        #expect(try a.ledger.status().familyName == "Halloran Nair")
        #expect(try family.server.psql("SELECT name FROM sous.family", database: family.databaseName) == "Halloran Nair")
        // A name written into the server some other way reaches a joining kitchen inert.
        _ = try family.server.psql("UPDATE sous.family SET name = E'Evil \\033]0;pwn\\007Name\\033[31m'", database: family.databaseName)
        try await family.join(b, from: a)
        #expect(try b.ledger.status().familyName == "Evil Name")
    }

    @Test func anotherKitchensTextArrivesInert() async throws {
        let a = try Kitchen("a"), b = try Kitchen("b")
        let family = try await TestFamily.make(a)
        try await family.join(b, from: a)
        let hostile = "Tart\u{1B}]8;;http://evil.example\u{07} \u{1B}[31mred\u{1B}[0m"
        // Written past Sous's own filters, as a modified client in another kitchen could.
        let made = try a.recipes.insert(Recipe(title: "Plain"))
        try a.database.write { db in try db.execute(sql: "UPDATE recipe SET title = ? WHERE id = ?", arguments: [hostile, made.id]) }
        try await a.sync()
        try await b.sync()
        let titles = try RecipeRepository(b.database).all().map(\.title)
        #expect(titles.contains("Tart red"), "\(titles)")
        #expect(!titles.contains { $0.unicodeScalars.contains { $0.value == 0x1B } || $0.contains("]8;;") || $0.contains("[31m") })
    }
}
