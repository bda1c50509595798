import Foundation
import SousTestSupport

/// The large outside corpora the benchmarks read: `../shared/testdata`, beside this project's own
/// checkouts only (tests read `Tests/Fixtures`). Each benchmark says in one line when it is absent.
enum OutsideCorpora {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/testdata")

    /// The whole 58-page saved-page set.
    static func recipePages() throws -> [RecipePageScore.Page] {
        let folder = root.appendingPathComponent("recipe-pages")
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("LICENSE").path) else {
            throw TestData.MissingTestData(path: folder.path)
        }
        return try RecipePageScore.pages(in: folder, html: ".html", expected: ".expected.json")
    }
}
