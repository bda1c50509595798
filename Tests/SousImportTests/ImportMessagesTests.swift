import Foundation
import SousCore
@testable import SousImport
import SousTestSupport
import Testing

/// Issue 27 item 11: what an import says about files it cannot read, or reads, in words a
/// cook can act on.
@Suite struct ImportMessagesTests {
    let temporary = TemporaryFolder("sous-import-messages")

    static let toast = #"{"name": "Toast", "recipeIngredient": ["1 slice bread"], "recipeInstructions": ["Toast it."]}"#
    static let cook = ">> servings: 2\nToast @bread{1%slice} until golden.\n"

    func write(_ data: Data, name: String) throws -> String {
        let url = temporary.appendingPathComponent("\(UUID().uuidString)-\(name)")
        try data.write(to: url)
        return url.path
    }

    func read(_ data: Data, name: String) throws -> Result<ImportBatch, ImportError> {
        let path = try write(data, name: name)
        do throws(ImportError) {
            return .success(try RecipeImporter().read(path))
        } catch {
            return .failure(error)
        }
    }

    func titles(_ result: Result<ImportBatch, ImportError>) -> [String] {
        guard case .success(let batch) = result else { return [] }
        switch batch.contents {
        case .recipes(let recipes): return recipes.map(\.recipe.title)
        case .archive(let archive): return archive.recipes.map(\.title)
        }
    }

    func reason(_ result: Result<ImportBatch, ImportError>) -> String {
        if case .failure(let error) = result { return error.reason }
        return "(read)"
    }

    static func encoded(_ which: Int) -> Data {
        let text = toast
        switch which {
        case 0: return Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!
        case 1: return Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!
        case 2: return text.data(using: .utf16LittleEndian)!
        case 3: return Data([0xFF, 0xFE, 0, 0]) + text.data(using: .utf32LittleEndian)!
        default: return Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
        }
    }

    @Test(arguments: [
        ("UTF-16 LE with a mark", 0), ("UTF-16 BE with a mark", 1), ("UTF-16 LE without a mark", 2),
        ("UTF-32 LE with a mark", 3), ("UTF-8 with a mark", 4),
    ])
    func unicodeTextIsReadNotCalledBinary(_ label: String, _ which: Int) throws {
        #expect(titles(try read(Self.encoded(which), name: "toast.json")) == ["Toast"], "\(label)")
        let cook = try read(Data([0xFF, 0xFE]) + Self.cook.data(using: .utf16LittleEndian)!, name: "toast.cook")
        #expect(titles(cook).count == 1, "\(reason(cook))")
    }

    @Test func aSousExportWithAByteOrderMarkIsAnExport() throws {
        let export = try SousArchive(recipes: [Fixtures.recipe("Tart")]).jsonData()
        #expect(titles(try read(Data([0xEF, 0xBB, 0xBF]) + export, name: "export.json")) == ["Tart"])
    }

    @Test func aNumberTooLargeForItsFieldIsNamed() throws {
        let export = String(decoding: try SousArchive(recipes: [Fixtures.recipe("Tart")]).jsonData(), as: UTF8.self)
            .replacingOccurrences(of: "\"servings\" : 4", with: "\"servings\" : 1e30")
        let result = try read(Data(export.utf8), name: "export.json")
        #expect(reason(result) == "recipes[0].servings: 1e+30 is out of range" || reason(result).contains("servings: 1e30 is out of range"),
                "\(reason(result))")
    }

    @Test func brokenJSONSaysWhere() throws {
        let sous = try read(Data("{\n  \"format\": \"sous-export\",\n  \"version\": 1,\n  \"recipes\": [ oops ]\n}\n".utf8), name: "export.json")
        #expect(reason(sous).hasPrefix("is not valid JSON ("), "\(reason(sous))")
        #expect(reason(sous).contains("line 4, column "), "\(reason(sous))")
        let other = try read(Data("{\n  \"name\": \"Toast\",\n  \"recipeIngredient\": [ \"1 slice\" \n  \"x\" }".utf8), name: "toast.json")
        #expect(reason(other).contains("line 4"), "\(reason(other))")
        #expect(!reason(other).contains("byte"), "\(reason(other))")
    }

    @Test func nullIsNotAnObjectWithNoName() throws {
        let result = try read(Data("null\n".utf8), name: "null.json")
        #expect(reason(result) == "holds only null, not a Sous export or a recipe")
    }

    @Test(arguments: ["empty.cook", "empty.json", "empty.html", "empty.paprikarecipes"])
    func anEmptyFileIsRefused(_ name: String) throws {
        #expect(reason(try read(Data(), name: name)) == "is an empty file")
        #expect(reason(try read(Data(" \n\n".utf8), name: name)) == "is an empty file")
    }

    /// No message or stored source shows a password given in an address.
    @Test func credentialsInAnAddressAreNeverShown() {
        #expect(RecipeImporter.redacted("https://cook:s3cret@example.org/tart?x=1") == "https://example.org/tart?x=1")
        #expect(RecipeImporter.redacted("/home/cook/tart.json") == "/home/cook/tart.json")
    }

    @Test func theReportNamesMissingFieldsInTheUsersWords() {
        let report = RecipeImportReport(source: "x", missingFields: ["description", "prepMinutes", "cookMinutes", "instructions"])
        #expect(report.missingFieldLabels == ["description", "prep time", "cook time", "steps"])
    }
}
