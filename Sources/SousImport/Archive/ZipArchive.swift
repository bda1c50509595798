import Foundation
import SousCore
import ZIPFoundation

/// The entries of a zip held in memory, read through ZIPFoundation within `ImportLimits`.
///
/// Sizes in the headers are never trusted: every entry is inflated in chunks, counted as it
/// streams, and stopped at the per-entry limit, the archive's total limit (which also counts
/// what the gzip inside each Paprika entry expands to, see `count(inner:)`) and the ratio that
/// gives a bomb away. Entries that share bytes (one compressed body behind thousands of
/// directory records, the zip-overlap bomb) are refused before anything is inflated.
struct ZipArchive {
    struct Entry {
        /// The entry's name, safe to show: control characters (escape payloads) replaced.
        var name: String
        var isFile: Bool
        fileprivate var entry: ZIPFoundation.Entry
    }

    /// Why an entry could not be read; `wholeFile` when the archive as a whole must be refused
    /// (a bomb, or the total limit), not just the entry skipped.
    struct Failure: Error {
        var reason: String
        var wholeFile = false
    }

    let archive: Archive
    let limits: ImportLimits
    private(set) var entries: [Entry] = []
    /// Bytes produced so far: the entries and the gzip inside them.
    private var producedBytes = 0

    static func isZip(_ data: Data) -> Bool {
        data.starts(with: [0x50, 0x4B, 0x03, 0x04]) || data.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }

    init(_ data: Data, limits: ImportLimits) throws(ImportError) {
        self.limits = limits
        do {
            archive = try Archive(data: data, accessMode: .read)
        } catch {
            throw ImportError("is not a readable zip file (no central directory; the file may be cut short)")
        }
        // Every entry's body and local header lie in the file, apart from one another, so
        // together they cannot be larger than it: more means entries overlap.
        var claimed = 0
        for entry in archive {
            guard entries.count < limits.maxArchiveEntries else {
                throw ImportError("has more than \(limits.maxArchiveEntries) entries, which is refused")
            }
            claimed += 30 + Int(clamping: entry.compressedSize)
            entries.append(Entry(name: Self.displayName(entry.path), isFile: entry.type == .file, entry: entry))
        }
        guard claimed <= data.count else {
            throw ImportError("has entries that overlap one another (a zip bomb?), which is refused")
        }
    }

    /// The uncompressed bytes of one entry, counted against the per-entry and total limits
    /// while they stream.
    mutating func contents(of entry: Entry) throws(Failure) -> Data {
        let limit = min(limits.maxEntryBytes, limits.maxArchiveBytes - producedBytes)
        // A bomb gives itself away by its first megabyte past `maxCompressionRatio` times its size.
        let ratioLimit = max(1 << 20, Int(clamping: entry.entry.compressedSize) * limits.maxCompressionRatio)
        var output = Data()
        var stop: Failure?
        let checksum: CRC32
        do {
            checksum = try archive.extract(entry.entry, bufferSize: 64 * 1024) { chunk in
                output.append(chunk)
                if output.count > limit {
                    stop = tooLarge()
                } else if entry.entry.isCompressed, output.count > ratioLimit {
                    stop = Failure(reason: "expands more than \(limits.maxCompressionRatio) times its size (a zip bomb?)", wholeFile: true)
                }
                if stop != nil { throw CancellationError() }
            }
        } catch {
            throw stop ?? Failure(reason: "has damaged compressed data")
        }
        guard checksum == entry.entry.checksum else { throw Failure(reason: "is damaged (checksum mismatch)") }
        producedBytes += output.count
        return output
    }

    /// Counts bytes produced from an entry's contents (the gzip inside a Paprika entry) against
    /// the archive's total, so many small entries of big gzips cannot add up past it.
    mutating func count(inner bytes: Int) throws(Failure) {
        producedBytes += bytes
        if producedBytes > limits.maxArchiveBytes { throw totalExceeded() }
    }

    /// What is left of the archive's total for the next inner expansion.
    var remainingBytes: Int { max(0, limits.maxArchiveBytes - producedBytes) }

    private func tooLarge() -> Failure {
        producedBytes + limits.maxEntryBytes > limits.maxArchiveBytes ? totalExceeded()
            : Failure(reason: "expands to more than \(ImportLimits.describe(bytes: limits.maxEntryBytes))")
    }

    private func totalExceeded() -> Failure {
        Failure(reason: "expands to more than \(ImportLimits.describe(bytes: limits.maxArchiveBytes)) in all", wholeFile: true)
    }

    /// An entry's name as a label: never a path Sous writes to, but shown in messages, so
    /// control characters (terminal escapes) become "?".
    static func displayName(_ path: String) -> String {
        String(path.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
    }

    /// Inflates gzip (or raw deflate) with a ratio check: a bomb is stopped at the first
    /// megabyte that gives it away.
    static func inflate(_ data: Data, format: Inflater.Format, limit: Int, limits: ImportLimits, tooLarge: Failure) throws(Failure) -> Data {
        let ratioLimit = max(1 << 20, data.count * limits.maxCompressionRatio)
        do throws(Inflater.Failure) {
            return try Inflater.inflate(data, format: format, limit: min(limit, ratioLimit))
        } catch {
            switch error {
            case .tooLarge where ratioLimit < limit:
                throw Failure(reason: "expands more than \(limits.maxCompressionRatio) times its size (a zip bomb?)", wholeFile: true)
            case .tooLarge:
                throw tooLarge
            case .corrupt(let reason):
                throw Failure(reason: "has damaged compressed data (\(reason))")
            }
        }
    }
}
