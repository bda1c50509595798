import Foundation
import SousCore

/// Decides the format of one file's bytes from its name and content, and reads it: a Sous
/// export, a Paprika export, a saved web page, a Cooklang file, or recipe JSON from Mealie,
/// Nextcloud Cookbook or any schema.org source.
enum ImportFormatReader {
    static func read(_ data: Data, name: String, location: String, charset: String? = nil, limits: ImportLimits) throws(ImportError) -> ImportBatch {
        let ext = URL(fileURLWithPath: name).pathExtension.lowercased()
        if data.allSatisfy(\.isASCIIWhitespace) { throw ImportError("is an empty file") }
        // UTF-16 and UTF-32 files (and UTF-8 with a byte-order mark) are text: read them as UTF-8.
        if !ZipArchive.isZip(data), !data.starts(with: [0x1F, 0x8B]), let text = TextDecoding.unicodeText(data) {
            guard !text.allSatisfy(\.isWhitespace) else { throw ImportError("is an empty file") }
            return try read(Data(text.utf8), name: name, location: location, charset: "utf-8", limits: limits)
        }
        if ext == "paprikarecipes" || ZipArchive.isZip(data) {
            guard ZipArchive.isZip(data) else { throw ImportError("is not a zip file, so not a Paprika export") }
            return try PaprikaArchive.read(data, source: location, limits: limits)
        }
        if ext == "paprikarecipe" {
            return try paprikaRecipe(data, location: location, limits: limits)
        }
        if data.prefix(8192).contains(0) { throw ImportError("is a binary file, not a recipe") }
        if ext != "cook", isSousExport(data) {
            return ImportBatch(location: location, contents: .archive(try archive(data)))
        }
        let text = TextDecoding.decode(data, declared: charset)
        let stem = URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent
        let trimmed = text.drop { $0.isWhitespace }
        func recipes(_ items: [ImportedRecipe]) -> ImportBatch { ImportBatch(location: location, contents: .recipes(items)) }
        switch ext {
        case "cook":
            return recipes([CooklangImporter.importRecipe(text: text, source: location, title: stem)])
        case "html", "htm", "xhtml":
            return recipes(try SchemaRecipeExtractor.extract(html: text, source: location))
        default:
            if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") {
                return recipes(try RecipeManagerJSON.importRecipes(text: text, source: location))
            }
            if trimmed.hasPrefix("<") { return recipes(try SchemaRecipeExtractor.extract(html: text, source: location)) }
            if ext == "json" { return ImportBatch(location: location, contents: .archive(try archive(data))) }
            throw ImportError("is not a format Sous reads (a Sous export or recipe JSON, a saved web page, a Cooklang .cook file or a Paprika export)")
        }
    }

    /// A JSON object that names itself a Sous export; found on the bytes, before any decoding.
    static func isSousExport(_ data: Data) -> Bool {
        guard data.first(where: { !$0.isASCIIWhitespace }) == UInt8(ascii: "{") else { return false }
        return data.range(of: Data("\"sous-export\"".utf8)) != nil
    }

    static func archive(_ data: Data) throws(ImportError) -> SousArchive {
        do {
            return try SousArchive.decode(data)
        } catch {
            throw ImportError("\(error)")
        }
    }

    /// A single Paprika recipe (`.paprikarecipe`): gzipped JSON as Paprika writes it, or plain JSON.
    static func paprikaRecipe(_ data: Data, location: String, limits: ImportLimits) throws(ImportError) -> ImportBatch {
        do {
            let json = try PaprikaArchive.gunzip(data, limits: limits)
            let recipe = try PaprikaRecipe.importRecipe(json: String(decoding: json, as: UTF8.self), source: location, position: 0)
            return ImportBatch(location: location, contents: .recipes([recipe]))
        } catch let failure as ZipArchive.Failure {
            throw ImportError(failure.reason)
        } catch let error as ImportError {
            throw error
        } catch {
            throw ImportError("\(error)")
        }
    }
}

extension UInt8 {
    var isASCIIWhitespace: Bool { self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09 }
}
