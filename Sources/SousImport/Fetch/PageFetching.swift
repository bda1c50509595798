import Foundation
import SousCore

/// Fetches a recipe page or JSON document over HTTP(S): the port the importer reads URLs
/// through, so tests can give it a fake.
public protocol PageFetching: Sendable {
    /// The body of `url` after redirects, or a one-line reason it could not be had.
    func fetch(_ url: URL, limits: ImportLimits) throws(ImportError) -> FetchedPage
}

/// A downloaded document and what the server said about it.
public struct FetchedPage: Sendable, Equatable {
    /// The address after redirects.
    public var url: URL
    public var body: Data
    /// The media type without parameters ("text/html"), when the server gave one.
    public var mediaType: String?
    /// The `charset` parameter of the content type, when given ("windows-1252").
    public var charset: String?

    public init(url: URL, body: Data, mediaType: String?, charset: String?) {
        self.url = url
        self.body = body
        self.mediaType = mediaType
        self.charset = charset
    }

    /// Media types a recipe can be read from; anything else is refused before the body is read.
    public static let readableTypes: Set<String> = [
        "text/html", "application/xhtml+xml", "application/json", "application/ld+json", "text/plain",
    ]

    /// "text/html; charset=UTF-8" split into its type and charset.
    public static func contentType(_ header: String?) -> (mediaType: String?, charset: String?) {
        guard let header, !header.isEmpty else { return (nil, nil) }
        let parts = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        let charset = parts.dropFirst().first { $0.lowercased().hasPrefix("charset=") }
            .map { String($0.dropFirst(8)).trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")).lowercased() }
        return (parts.first?.lowercased(), charset)
    }
}
