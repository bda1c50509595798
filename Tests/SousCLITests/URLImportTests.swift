import Foundation
import SousTestSupport
import Testing

/// `sous import https://…` against a real HTTP server on 127.0.0.1: pages, redirects, HTTP
/// errors, oversized bodies, wrong content types and a server that never answers.
@Suite(.serialized) struct URLImportTests {
    let cli: CommandRunner
    let server: LocalHTTPServer

    init() throws {
        var runner = CommandRunner()
        runner.environment["SOUS_DB"] = runner.folder.appendingPathComponent("url.sqlite").path
        cli = runner
        let page = try TestData.fixture("recipe-pages/aubreyskitchen.com/aubreyskitchen_2.html")
        try page.write(to: runner.folder.appendingPathComponent("page.html"))
        let latin = #"<html><head><meta charset="windows-1252"><script type="application/ld+json">{"@type": "Recipe", "name": "Crème brûlée", "recipeIngredient": ["½ cup sugar", "500 ml crème fraîche"], "recipeInstructions": "Bake “gently” for 40 minutes."}</script></head></html>"#
        try latin.data(using: .windowsCP1252)!.write(to: runner.folder.appendingPathComponent("menu.latin1.html"))
        let nextcloud = #"{"@context": "http://schema.org", "@type": "Recipe", "id": "812", "name": "Lentil Soup", "recipeYield": 4, "prepTime": "PT0H15M0S", "cookTime": "PT0H40M0S", "recipeCategory": "Soup", "keywords": "lentils,winter", "tool": ["pot"], "recipeIngredient": ["200 g red lentils", "1 onion"], "recipeInstructions": ["Fry the onion.", "Add lentils and simmer for 30 minutes."], "dateCreated": "2024-01-02T10:00:00+0000", "url": "https://example.org/lentils"}"#
        try Data(nextcloud.utf8).write(to: runner.folder.appendingPathComponent("lentils.json"))
        server = try LocalHTTPServer(folder: runner.folder)
    }

    func titles() throws -> [String] {
        let out = try cli.run(["list", "--json"]).stdout
        let object = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: [[String: Any]]]
        return (object?["recipes"] ?? []).compactMap { $0["title"] as? String }.sorted()
    }

    @Test func pagesAndJSONAreFetchedFollowingRedirects() throws {
        let result = try cli.run(["import", server.url("/files/page.html"), server.url("/hop/3"), server.url("/files/lentils.json"), server.url("/files/menu.latin1.html")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("+ Whiskey Pecan Pie"))
        #expect(result.stdout.contains("= Whiskey Pecan Pie"), "the redirected copy is the same recipe, so it is skipped")
        #expect(try titles() == ["Crème brûlée", "Lentil Soup", "Whiskey Pecan Pie"])
        let soup = try cli.run(["show", "Lentil Soup"]).stdout
        #expect(soup.contains("200 g red lentils"))
        let brulee = try cli.run(["show", "Crème"]).stdout
        #expect(brulee.contains("½ cup sugar") || brulee.contains("1/2 cup sugar"))
        #expect(brulee.contains("“gently”"))
    }

    @Test func everyFailureIsOneLineAndNothingIsStored() throws {
        let urls = [
            server.url("/gone"), server.url("/error"), server.url("/photo.jpg"), server.url("/huge"),
            server.url("/huge-declared"), server.url("/loop"), server.url("/nothing-here"),
            "http://127.0.0.1:\(server.silentPort)/never", "http://127.0.0.1:1/refused", "ftp://example.org/x",
        ]
        let started = Date()
        let result = try cli.run(["import", "--timeout", "2", "--max-download-bytes", "1000000"] + urls + [server.url("/files/page.html")])
        let elapsed = Date().timeIntervalSince(started)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == urls.count, "\(lines)")
        let expected = ["410", "500", "image/jpeg", "larger than 976 KB", "larger than 976 KB", "too many redirects", "404",
                        "timed out", "could not connect", "not an http or https address"]
        for (line, (url, phrase)) in zip(lines, zip(urls, expected)) {
            #expect(line.hasPrefix(url + ": "), "\(line)")
            #expect(line.contains(phrase), "\(line) should say \(phrase)")
        }
        #expect(elapsed < 30, "the silent server is given up on after the timeout")
        #expect(try titles() == ["Whiskey Pecan Pie"], "the good page at the end still went in")
    }
}
