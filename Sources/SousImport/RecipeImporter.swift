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

    /// The address as it may be shown or stored (messages, a recipe's source): a user name and
    /// password in it are left out. Other text is returned as it is.
    public static func redacted(_ location: String) -> String {
        guard isURL(location), var parts = URLComponents(string: location), parts.user != nil || parts.password != nil else {
            return location
        }
        parts.user = nil
        parts.password = nil
        return parts.string ?? location
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
        return try ImportFormatReader.read(page.body, name: name, location: Self.redacted(location), charset: page.charset, limits: limits)
    }

    /// File extensions `expand` picks up inside a folder.
    public static let importableExtensions: Set<String> = ["json", "html", "htm", "xhtml", "cook", "paprikarecipes", "paprikarecipe"]

    /// The locations to read for what the user named: a folder stands for the importable files
    /// in it and below it, sorted by path (hidden files and folders skipped); anything else is
    /// kept as it is, so a missing file still gets its own one-line reason.
    public static func expand(_ locations: [String]) -> [String] {
        locations.flatMap { location -> [String] in
            var isFolder: ObjCBool = false
            guard !isURL(location), FileManager.default.fileExists(atPath: location, isDirectory: &isFolder), isFolder.boolValue,
                  let walker = FileManager.default.enumerator(at: URL(fileURLWithPath: location), includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: [.skipsHiddenFiles])
            else { return [location] }
            let files = walker.compactMap { $0 as? URL }
                .filter { importableExtensions.contains($0.pathExtension.lowercased()) && (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
                .map(\.path)
                .sorted()
            return files.isEmpty ? [location] : files
        }
    }

    /// The file's bytes, after checking it is a readable file of a sane size.
    func readFile(_ path: String) throws(ImportError) -> Data {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw ImportError("cannot read the file (it does not exist or is not readable)")
        }
        if attributes[.type] as? FileAttributeType == .typeDirectory { throw ImportError("is a folder with no recipe files in it") }
        if let size = attributes[.size] as? Int, size > limits.maxFileBytes {
            throw ImportError("is too large (\(ImportLimits.describe(bytes: size)); the limit is \(ImportLimits.describe(bytes: limits.maxFileBytes)))")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw ImportError("cannot read the file") }
        return data
    }
}
