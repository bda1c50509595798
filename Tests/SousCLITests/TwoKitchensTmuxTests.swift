import Foundation
import SousTestSupport
import Testing

/// Sync in the real app: two kitchens in one family on a private PostgreSQL, kitchen B's app
/// running in tmux. A recipe added in kitchen A's database (the command line, then `sous sync`)
/// shows up on B's screen by B's own background sync, with the tab bar saying so.
@Suite(.serialized) struct TwoKitchensTmuxTests {
    @Test func aRecipeAddedInOneKitchenReachesTheOtherKitchensScreen() throws {
        try #require(FileManager.default.isExecutableFile(atPath: CommandRunner.binary.path), "run `swift build` first")
        let server = try PostgresTestServer.shared()
        let name = try server.createDatabase()
        let a = CommandRunner(), b = CommandRunner()
        let aDB = a.folder.appendingPathComponent("a.sqlite").path
        let bDB = b.folder.appendingPathComponent("b.sqlite").path

        let created = try a.run(["family", "create-server", server.adminURL(name), "--name", "Test family", "--db", aDB])
        try #require(created.status == 0, "\(created.stderr)")
        let invite = try a.run(["family", "invite", "--json", "--db", aDB])
        try #require(invite.status == 0, "\(invite.stderr)")
        let code = try #require(try JSONSerialization.jsonObject(with: Data(invite.stdout.utf8)) as? [String: Any])["code"] as? String
        let joined = try b.run(["family", "join", try #require(code), server.url(name), "--db", bDB])
        try #require(joined.status == 0, "\(joined.stderr)")
        // Each kitchen's password went to its own key file, never the command line's output.
        #expect(!created.stdout.contains(server.password) && !joined.stdout.contains("PASSWORD"))

        // Kitchen B's app, syncing every second while nothing changes there.
        let environment = b.environment.merging(["TERM": "xterm-256color", "SOUS_SYNC_INTERVAL": "1"]) { $1 }
        let exports = environment.map { "\($0.key)=\(TmuxSession.quoted($0.value))" }.sorted().joined(separator: " ")
        let app = "env -i \(exports) \(TmuxSession.quoted(CommandRunner.binary.path)) --db \(TmuxSession.quoted(bDB))"
        let tmux = try TmuxSession(width: 100, height: 30, command: "sh -c \(TmuxSession.quoted("\(app); echo EXIT=$?; exec sleep 60"))")
        try #require(try tmux.waitFor("synced", timeout: 20), "B's tab bar: \(tmux.screenText)")

        let title = "Aaa Oat Flapjacks from Kitchen A"
        let page = a.folder.appendingPathComponent("flapjacks.json")
        try """
        {"@context": "https://schema.org", "@type": "Recipe", "name": "\(title)", "recipeYield": "12",
         "recipeIngredient": ["250 g oats", "125 g butter", "100 g golden syrup"],
         "recipeInstructions": "Melt the butter with the syrup, stir in the oats and bake for 20 minutes."}
        """.write(to: page, atomically: true, encoding: .utf8)
        let imported = try a.run(["import", page.path, "--db", aDB])
        try #require(imported.status == 0, "\(imported.stderr)")
        let pushed = try a.run(["sync", "--db", aDB])
        try #require(pushed.status == 0, "\(pushed.stderr)")

        #expect(try tmux.waitFor(title, timeout: 20), "B's screen: \(tmux.screenText)")
        try tmux.sendKeys("q")
        #expect(try tmux.waitFor("EXIT=0", timeout: 10), "\(tmux.screenText)")
    }
}
