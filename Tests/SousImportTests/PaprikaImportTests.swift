import Foundation
import SousCore
@testable import SousImport
import SousTestSupport
import Testing

/// Paprika exports (`.paprikarecipes`: a zip of gzipped JSON), built here from the JSON
/// Paprika writes, and the limits that keep a hostile zip from exhausting memory.
@Suite struct PaprikaImportTests {
    static var roast: [String: Any] { [
        "uid": "5D2E6A4C-2B1F-4C37-9A0E-0D6A1F3B9C11", "name": "Sunday Roast Chicken",
        "ingredients": "1 whole chicken (about 1.6 kg)\n2 tbsp butter, softened\n1 lemon, halved\n\nSalt and pepper",
        "directions": "Heat the oven to 220°C.\nRub the chicken with the butter and season it.\nRoast for 1 hour 20 minutes, then rest for 10 minutes.",
        "servings": "4 servings", "prep_time": "15 mins", "cook_time": "1 hr 20 mins", "total_time": "1 hr 35 mins",
        "categories": ["Dinner", "Family favourites"], "difficulty": "Easy", "rating": 5,
        "notes": "Save the bones for stock.", "description": "", "nutritional_info": "",
        "source": "Grandma Ruth", "source_url": "https://example.org/roast-chicken",
        "photo_data": "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8U", "photo": "5D2E6A4C.jpg",
        "photo_hash": "a1b2c3", "image_url": NSNull(), "created": "2023-05-01 12:00:00", "hash": "f00d", "photos": [] as [Any],
    ] }
    static var pancakes: [String: Any] { [
        "uid": "0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0", "name": "Buttermilk Pancakes",
        "ingredients": "2 cups flour\n2 tbsp sugar\n2 cups buttermilk\n2 eggs", "directions": "Whisk everything. Fry in a hot pan until golden.",
        "servings": "Makes 12", "prep_time": "10 min", "cook_time": "", "total_time": "30 min", "categories": ["Breakfast"],
        "rating": 0, "notes": "", "source": "", "source_url": "", "photo_data": NSNull(),
    ] }

    let temporary = TemporaryFolder("sous-paprika")

    func write(_ data: Data, name: String = "export.paprikarecipes") throws -> String {
        let url = temporary.appendingPathComponent("\(UUID().uuidString)-\(name)")
        try data.write(to: url)
        return url.path
    }

    func recipes(_ batch: ImportBatch) -> [ImportedRecipe] {
        if case .recipes(let recipes) = batch.contents { return recipes }
        return []
    }

    @Test func anExportIsReadWithEveryField() throws {
        let path = try write(try ZipFixture.paprika([Self.roast, Self.pancakes]))
        let batch = try RecipeImporter().read(path)
        let read = recipes(batch)
        #expect(read.count == 2)
        #expect(batch.warnings.isEmpty)
        let roast = read[0].recipe
        #expect(roast.title == "Sunday Roast Chicken")
        #expect(roast.uid == "paprika-5d2e6a4c-2b1f-4c37-9a0e-0d6a1f3b9c11")
        #expect(roast.ingredients.map(\.text) == ["1 whole chicken (about 1.6 kg)", "2 tbsp butter, softened", "1 lemon, halved", "Salt and pepper"])
        #expect(roast.instructions.count == 3)
        #expect(roast.instructions[2].duration != nil)
        #expect(roast.servings == 4)
        #expect(roast.prepMinutes == 15 && roast.cookMinutes == 80)
        #expect(roast.category == "dinner")
        #expect(roast.difficulty == .easy)
        #expect(roast.description.contains("Notes: Save the bones for stock."))
        #expect(roast.source == "Grandma Ruth, https://example.org/roast-chicken")
        #expect(read[0].report.notes.contains { $0.contains("photo") })
        #expect(read[0].report.source.hasSuffix("Sunday Roast Chicken.paprikarecipe"))
        let pancakes = read[1].recipe
        #expect(pancakes.servings == 12)
        #expect(pancakes.prepMinutes == 10 && pancakes.cookMinutes == 20)
        #expect(pancakes.category == "breakfast")
    }

    @Test func aSingleGzippedRecipeIsRead() throws {
        let json = try JSONSerialization.data(withJSONObject: Self.pancakes)
        let path = try write(ZipFixture.gzip(json), name: "pancakes.paprikarecipe")
        #expect(recipes(try RecipeImporter().read(path)).map(\.recipe.title) == ["Buttermilk Pancakes"])
        let plain = try write(json, name: "pancakes.paprikarecipe")
        #expect(recipes(try RecipeImporter().read(plain)).map(\.recipe.title) == ["Buttermilk Pancakes"])
    }

    @Test func aDamagedEntryIsSkippedAndTheRestComeIn() throws {
        let good = try JSONSerialization.data(withJSONObject: Self.roast)
        let damaged = ZipFixture.gzip(good).prefix(40)
        let data = ZipFixture.zip([
            .init(name: "Roast.paprikarecipe", data: ZipFixture.gzip(good)),
            .init(name: "Broken.paprikarecipe", data: Data(damaged)),
            .init(name: "Not json.paprikarecipe", data: ZipFixture.gzip(Data("{\"name\": ".utf8))),
        ])
        let batch = try RecipeImporter().read(try write(data))
        #expect(recipes(batch).count == 1)
        #expect(batch.warnings.count == 2)
        #expect(batch.warnings[0].contains("Broken.paprikarecipe") && batch.warnings[0].contains("damaged"))
        #expect(batch.warnings[1].contains("not valid JSON"))
    }

    @Test(arguments: [
        ("cut short", 0), ("not a zip", 1), ("empty", 2),
    ])
    func aBrokenFileGivesOneReason(_ label: String, _ which: Int) throws {
        let whole = try ZipFixture.paprika([Self.roast])
        let data = [whole.prefix(whole.count - 30), Data("PK\u{3}\u{4} nonsense".utf8), ZipFixture.zip([])][which]
        let path = try write(Data(data))
        do throws(ImportError) {
            _ = try RecipeImporter().read(path)
            Issue.record("\(label) was read")
        } catch {
            #expect(!error.reason.contains("\n"))
            #expect(error.reason.contains("zip") || error.reason.contains("empty"), "\(error.reason)")
        }
    }

    @Test func tooManyEntriesAreRefused() throws {
        var limits = ImportLimits()
        limits.maxArchiveEntries = 3
        let data = try ZipFixture.paprika((0..<5).map { ["name": "Recipe \($0)", "ingredients": "1 egg"] })
        #expect(throws: ImportError("has more than 3 entries, which is refused")) { try RecipeImporter(limits: limits).read(try write(data)) }
    }

    @Test func aBombIsStoppedByItsRatio() throws {
        let zeros = Data(count: 8 * 1024 * 1024)
        let data = ZipFixture.zip([.init(name: "bomb.paprikarecipe", data: ZipFixture.gzip(zeros), deflate: false)])
        let path = try write(data)
        do throws(ImportError) {
            _ = try RecipeImporter().read(path)
            Issue.record("a bomb was read")
        } catch {
            #expect(error.reason.contains("zip bomb"), "\(error.reason)")
        }
        let outer = ZipFixture.zip([.init(name: "bomb.paprikarecipe", data: zeros)])
        #expect(throws: ImportError.self) { try RecipeImporter().read(try write(outer)) }
    }

    /// Issue 27 item 9: 19,000 directory records pointing at one 1 KB gzip of (just under) 1 MB
    /// took 197 s to import; overlapping entries are now refused before anything is inflated.
    @Test func anOverlapBombIsRefusedAtOnce() throws {
        let json = Data(#"{"name": "x", "notes": "\#(String(repeating: "a", count: 1_048_000))"}"#.utf8)
        let data = ZipFixture.overlapBomb(entries: 19_000, payload: ZipFixture.gzip(json))
        let path = try write(data)
        let started = Date()
        do throws(ImportError) {
            _ = try RecipeImporter().read(path)
            Issue.record("an overlap bomb was read")
        } catch {
            #expect(error.reason.contains("overlap"), "\(error.reason)")
        }
        #expect(Date().timeIntervalSince(started) < 5)
    }

    /// The gzip inside each entry counts against the archive's total, not only the entry's.
    @Test func innerGzipBytesCountAgainstTheTotal() throws {
        var limits = ImportLimits()
        limits.maxArchiveBytes = 3 * 1024 * 1024
        let json = Data(#"{"name": "x", "notes": "\#(String(repeating: "a", count: 1_000_000))"}"#.utf8)
        let entries = (0..<6).map { ZipFixture.Entry(name: "r\($0).paprikarecipe", data: ZipFixture.gzip(json), deflate: false) }
        let path = try write(ZipFixture.zip(entries))
        do throws(ImportError) {
            _ = try RecipeImporter(limits: limits).read(path)
            Issue.record("6 MB of inner gzip passed a 3 MB total")
        } catch {
            #expect(error.reason.contains("more than 3 MB in all"), "\(error.reason)")
        }
    }

    @Test func entryAndTotalSizesAreCapped() throws {
        var limits = ImportLimits()
        limits.maxEntryBytes = 64 * 1024
        limits.maxArchiveBytes = 150 * 1024
        var generator = SystemRandomNumberGenerator()
        let noise = String((0..<200_000).map { _ in Character(UnicodeScalar(UInt8.random(in: 97...122, using: &generator))) })
        var big = Self.pancakes
        big["notes"] = noise
        let oversized = try ZipFixture.paprika([Self.roast, big])
        let batch = try RecipeImporter(limits: limits).read(try write(oversized))
        #expect(recipes(batch).count == 1)
        #expect(batch.warnings.first?.contains("expands to more than 64 KB") == true, "\(batch.warnings)")
        let many = try ZipFixture.paprika((0..<12).map { n in ["name": "Soup \(n)", "ingredients": "1 onion", "notes": String(noise.prefix(30_000))] })
        #expect(throws: ImportError.self) { try RecipeImporter(limits: limits).read(try write(many)) }
    }
}
