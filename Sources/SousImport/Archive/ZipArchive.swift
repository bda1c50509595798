import Foundation
import SousCore

/// Reads the entries of a zip file held in memory, within `ImportLimits`.
///
/// Only what recipe exports use: stored and deflated entries, no encryption, no zip64.
/// Sizes come from the central directory but are never trusted: inflating stops at the
/// limits whatever the headers claim, and a high compression ratio is refused as a bomb.
struct ZipArchive {
    struct Entry {
        var name: String
        var method: UInt16
        var flags: UInt16
        var crc: UInt32
        var compressedSize: Int
        var uncompressedSize: Int
        var localHeaderOffset: Int
    }

    /// Why an entry could not be read; `wholeFile` when the archive as a whole must be refused
    /// (a bomb, or the total limit), not just the entry skipped.
    struct Failure: Error {
        var reason: String
        var wholeFile = false
    }

    let bytes: Data
    let limits: ImportLimits
    private(set) var entries: [Entry] = []
    private var producedBytes = 0

    static func isZip(_ data: Data) -> Bool {
        data.starts(with: [0x50, 0x4B, 0x03, 0x04]) || data.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }

    init(_ data: Data, limits: ImportLimits) throws(ImportError) {
        bytes = data
        self.limits = limits
        guard let end = endOfCentralDirectory() else { throw ImportError("is not a readable zip file (no central directory; the file may be cut short)") }
        let count = Int(u16(end + 10))
        guard count <= limits.maxArchiveEntries else {
            throw ImportError("has \(count) entries; more than \(limits.maxArchiveEntries) is refused")
        }
        var offset = Int(u32(end + 16))
        for _ in 0..<count {
            guard offset + 46 <= bytes.count, u32(offset) == 0x0201_4B50 else {
                throw ImportError("is a damaged zip file (bad central directory entry)")
            }
            let nameLength = Int(u16(offset + 28)), extra = Int(u16(offset + 30)), comment = Int(u16(offset + 32))
            guard offset + 46 + nameLength <= bytes.count else { throw ImportError("is a damaged zip file (entry name past the end)") }
            let name = String(decoding: bytes[(bytes.startIndex + offset + 46)..<(bytes.startIndex + offset + 46 + nameLength)], as: UTF8.self)
            entries.append(Entry(name: name, method: u16(offset + 10), flags: u16(offset + 8), crc: u32(offset + 16),
                                 compressedSize: Int(u32(offset + 20)), uncompressedSize: Int(u32(offset + 24)),
                                 localHeaderOffset: Int(u32(offset + 42))))
            offset += 46 + nameLength + extra + comment
        }
    }

    /// The uncompressed bytes of one entry, counted against the per-entry and total limits.
    mutating func contents(of entry: Entry) throws(Failure) -> Data {
        guard entry.flags & 1 == 0 else { throw Failure(reason: "is encrypted") }
        guard entry.compressedSize != 0xFFFF_FFFF, entry.uncompressedSize != 0xFFFF_FFFF else {
            throw Failure(reason: "uses zip64, which Sous does not read")
        }
        let header = entry.localHeaderOffset
        guard header + 30 <= bytes.count, u32(header) == 0x0403_4B50 else { throw Failure(reason: "has a damaged local header") }
        let start = header + 30 + Int(u16(header + 26)) + Int(u16(header + 28))
        guard start + entry.compressedSize <= bytes.count else { throw Failure(reason: "is cut short") }
        let compressed = bytes.subdata(in: (bytes.startIndex + start)..<(bytes.startIndex + start + entry.compressedSize))
        let limit = min(limits.maxEntryBytes, limits.maxArchiveBytes - producedBytes)
        let output: Data
        switch entry.method {
        case 0:
            output = compressed
            if output.count > limit { throw tooLarge() }
        case 8:
            output = try Self.inflate(compressed, format: .rawDeflate, limit: limit, limits: limits, tooLarge: tooLarge())
        default:
            throw Failure(reason: "uses compression method \(entry.method), which Sous does not read")
        }
        guard Inflater.crc32(output) == entry.crc else { throw Failure(reason: "is damaged (checksum mismatch)") }
        producedBytes += output.count
        return output
    }

    /// Inflates with a ratio check: a bomb is stopped at the first megabyte that gives it away.
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

    private func tooLarge() -> Failure {
        producedBytes + limits.maxEntryBytes > limits.maxArchiveBytes
            ? Failure(reason: "expands to more than \(ImportLimits.describe(bytes: limits.maxArchiveBytes)) in all", wholeFile: true)
            : Failure(reason: "expands to more than \(ImportLimits.describe(bytes: limits.maxEntryBytes))")
    }

    private func endOfCentralDirectory() -> Int? {
        guard bytes.count >= 22 else { return nil }
        let lowest = max(0, bytes.count - 22 - 65_535)
        var offset = bytes.count - 22
        while offset >= lowest {
            if u32(offset) == 0x0605_4B50 { return offset }
            offset -= 1
        }
        return nil
    }

    private func u16(_ offset: Int) -> UInt16 {
        let i = bytes.startIndex + offset
        return UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8
    }

    private func u32(_ offset: Int) -> UInt32 {
        UInt32(u16(offset)) | UInt32(u16(offset + 2)) << 16
    }
}
