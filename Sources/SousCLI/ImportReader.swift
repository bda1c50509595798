import Foundation
import SousCore

/// Reads one file in any format Sous imports, deciding the format from the extension and
/// the content: a Sous export, a saved web page (schema.org), a Cooklang file, or a
/// schema.org Recipe JSON (Mealie, Nextcloud Cookbook).
enum ImportReader {
    enum Contents {
        case archive(SousArchive)
        case recipes([ImportedRecipe])
    }

    static func read(_ path: String, data: Data) throws -> Contents {
        if data.prefix(8192).contains(0) { throw CommandFailure(description: "is a binary file, not a recipe") }
        let text = decodeText(data)
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        let trimmed = text.drop { $0.isWhitespace }
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        switch ext {
        case "cook":
            return .recipes([CooklangImporter.importRecipe(text: text, source: path, title: stem)])
        case "html", "htm", "xhtml":
            return .recipes(try extract(html: text, source: path))
        default:
            if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") {
                // Broken JSON, or a Sous export, gets the archive reader's precise message.
                if text.contains("\"sous-export\"") || (try? JSONSerialization.jsonObject(with: data)) == nil {
                    return .archive(try SousArchive.decode(data))
                }
                // schema.org Recipe JSON as Mealie and Nextcloud Cookbook write it: read it as
                // the JSON-LD block of a page, with the same cleaning and the same report.
                let page = "<script type=\"application/ld+json\">\(text)</script>"
                do {
                    return .recipes(try SchemaRecipeExtractor.extract(html: page, source: path))
                } catch {
                    throw CommandFailure(description: "is not a Sous export or schema.org Recipe JSON (no \"format\": \"sous-export\" and no Recipe object)")
                }
            }
            if trimmed.hasPrefix("<") { return .recipes(try extract(html: text, source: path)) }
            if ext == "json" { return .archive(try SousArchive.decode(data)) }
            throw CommandFailure(description: "is not a format Sous reads (a Sous export .json, a saved web page .html, a Cooklang .cook file, or schema.org Recipe JSON)")
        }
    }

    static func extract(html: String, source: String) throws -> [ImportedRecipe] {
        do {
            return try SchemaRecipeExtractor.extract(html: html, source: source)
        } catch {
            throw CommandFailure(description: error.reason)
        }
    }

    /// UTF-8 when the bytes are valid UTF-8, else Latin-1 (old saved pages), never failing.
    static func decodeText(_ data: Data) -> String {
        if let text = String(data: data, encoding: .utf8) { return text }
        return String(data: data, encoding: .isoLatin1) ?? String(decoding: data, as: UTF8.self)
    }
}
