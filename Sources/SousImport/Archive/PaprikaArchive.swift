import Foundation
import SousCore

/// A Paprika export (`.paprikarecipes`): a zip whose entries are gzipped JSON, one recipe each.
///
/// The zip itself must be sound (a damaged directory or a bomb refuses the whole file); an
/// entry that cannot be read is skipped with a warning and the other recipes still come in.
enum PaprikaArchive {
    static func read(_ data: Data, source: String, limits: ImportLimits) throws(ImportError) -> ImportBatch {
        var zip = try ZipArchive(data, limits: limits)
        var recipes: [ImportedRecipe] = []
        var warnings: [String] = []
        for entry in zip.entries where entry.isFile {
            let label = "entry \"\(entry.name)\""
            let json: Data
            do {
                let contents = try zip.contents(of: entry)
                // The gzip inside counts against the archive's total as well as the entry's limit.
                let remaining = zip.remainingBytes
                json = try gunzip(contents, limits: limits, limit: min(limits.maxEntryBytes, remaining),
                                  total: remaining < limits.maxEntryBytes)
                if contents.starts(with: [0x1F, 0x8B]) { try zip.count(inner: json.count) }
            } catch {
                if error.wholeFile { throw ImportError("\(label) \(error.reason)") }
                warnings.append("\(label) skipped: \(error.reason)")
                continue
            }
            do {
                let text = String(decoding: json, as: UTF8.self)
                recipes.append(try PaprikaRecipe.importRecipe(json: text, source: "\(source): \(entry.name)", position: recipes.count))
            } catch {
                warnings.append("\(label) skipped: \(error.reason)")
            }
        }
        guard !recipes.isEmpty else {
            throw ImportError(warnings.first.map { "has no readable recipe (\($0))" } ?? "is an empty Paprika export")
        }
        return ImportBatch(location: source, contents: .recipes(recipes), warnings: warnings)
    }

    /// The JSON inside one entry: gzip as Paprika writes it, or plain JSON as some tools do.
    /// `total` says the limit is what is left of the archive's total, so passing it refuses the file.
    static func gunzip(_ data: Data, limits: ImportLimits, limit: Int? = nil, total: Bool = false) throws(ZipArchive.Failure) -> Data {
        guard data.starts(with: [0x1F, 0x8B]) else {
            guard data.first == UInt8(ascii: "{") else { throw ZipArchive.Failure(reason: "is neither gzip nor JSON") }
            return data
        }
        let tooLarge = total
            ? ZipArchive.Failure(reason: "expands to more than \(ImportLimits.describe(bytes: limits.maxArchiveBytes)) in all", wholeFile: true)
            : ZipArchive.Failure(reason: "expands to more than \(ImportLimits.describe(bytes: limits.maxEntryBytes))")
        return try ZipArchive.inflate(data, format: .gzip, limit: limit ?? limits.maxEntryBytes, limits: limits, tooLarge: tooLarge)
    }
}
