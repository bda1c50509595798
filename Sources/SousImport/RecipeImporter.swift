import Foundation
import SousCore

/// Reads recipes from a file path or an http(s) URL, storing nothing: the first half of every
/// import, shared by `sous import` and the app's "import from file or URL" preview.
///
/// The second half is `RecipeImportStore.store`, called once the user (or the command line)
/// has seen what was read.
public struct RecipeImporter: Sendable {
    public var limits: ImportLimits
    public var fetcher: any PageFetching

    public init(limits: ImportLimits = ImportLimits(), fetcher: any PageFetching = URLSessionPageFetcher()) {
        self.limits = limits
        self.fetcher = fetcher
    }

    /// True for what `read` fetches rather than opens: `http://` and `https://` addresses.
    public static func isURL(_ location: String) -> Bool {
        let lower = location.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    /// The recipes at `location` (a path or an http(s) URL) with their reports, or a one-line
    /// reason why nothing could be read.
    public func read(_ location: String) throws(ImportError) -> ImportBatch {
        if Self.isURL(location) { return try readURL(location) }
        if let scheme = location.range(of: "://"), location[..<scheme.lowerBound].allSatisfy(\.isLetter) {
            throw ImportError("is not an http or https address")
        }
        let data = try readFile(location)
        return try ImportFormatReader.read(data, name: location, location: location, limits: limits)
    }

    func readURL(_ location: String) throws(ImportError) -> ImportBatch {
        guard let url = URL(string: location) else { throw ImportError("is not a valid address") }
        let page = try fetcher.fetch(url, limits: limits)
        // The server's content type decides the format; the path's extension is a hint only.
        var name = page.url.path
        switch page.mediaType {
        case "text/html", "application/xhtml+xml": name = "page.html"
        case "application/json", "application/ld+json": name = "page.json"
        default: if URL(fileURLWithPath: name).pathExtension.isEmpty { name = "page.html" }
        }
        return try ImportFormatReader.read(page.body, name: name, location: location, charset: page.charset, limits: limits)
    }

    /// The file's bytes, after checking it is a readable file of a sane size.
    func readFile(_ path: String) throws(ImportError) -> Data {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw ImportError("cannot read the file (it does not exist or is not readable)")
        }
        if attributes[.type] as? FileAttributeType == .typeDirectory { throw ImportError("is a folder, not a file") }
        if let size = attributes[.size] as? Int, size > limits.maxFileBytes {
            throw ImportError("is too large (\(ImportLimits.describe(bytes: size)); the limit is \(ImportLimits.describe(bytes: limits.maxFileBytes)))")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw ImportError("cannot read the file") }
        return data
    }
}
