import Foundation

/// The bounds every import works within, so no file or server can exhaust memory or time.
public struct ImportLimits: Sendable, Equatable {
    /// A local file larger than this is refused before it is read (100,000 recipes are ~300 MB).
    public var maxFileBytes = 512 * 1024 * 1024
    /// A download is abandoned as soon as it passes this size.
    public var maxDownloadBytes = 10 * 1024 * 1024
    /// Seconds for a whole download, connection included.
    public var fetchTimeout: TimeInterval = 15
    /// Redirects followed before giving up.
    public var maxRedirects = 5
    /// Zip entries (Paprika exports) beyond this count are refused.
    public var maxArchiveEntries = 20_000
    /// Uncompressed bytes one zip entry, or the gzip inside it, may produce.
    public var maxEntryBytes = 64 * 1024 * 1024
    /// Uncompressed bytes a whole archive may produce.
    public var maxArchiveBytes = 1024 * 1024 * 1024
    /// Uncompressed size over compressed size beyond which data is taken for a bomb (checked
    /// once an entry passes 1 MB; recipe JSON compresses about 4:1, photos barely at all).
    public var maxCompressionRatio = 100

    public init() {}
}

extension ImportLimits {
    /// "10 MB", "512 KB", "900 bytes": a limit as a person reads it.
    static func describe(bytes: Int) -> String {
        if bytes >= 1_048_576 { return "\(bytes / 1_048_576) MB" }
        if bytes >= 1024 { return "\(bytes / 1024) KB" }
        return "\(bytes) bytes"
    }
}
