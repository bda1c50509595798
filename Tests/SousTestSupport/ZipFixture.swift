import CSousZlib
import Foundation
import ZIPFoundation

/// Builds zip (through ZIPFoundation) and gzip files in memory for import tests: Paprika
/// exports, bombs, damage.
public enum ZipFixture {
    /// A zip entry: its name, its bytes, and whether to deflate them (else stored).
    public struct Entry {
        public var name: String
        public var data: Data
        public var deflate: Bool

        public init(name: String, data: Data, deflate: Bool = true) {
            self.name = name
            self.data = data
            self.deflate = deflate
        }
    }

    /// A zip file holding `entries`, written by ZIPFoundation.
    public static func zip(_ entries: [Entry]) -> Data {
        do {
            let archive = try Archive(accessMode: .create)
            for entry in entries {
                let bytes = Data(entry.data)
                try archive.addEntry(with: entry.name, type: .file, uncompressedSize: Int64(bytes.count),
                                     compressionMethod: entry.deflate ? .deflate : .none) { position, size in
                    bytes.subdata(in: Int(position)..<Int(position) + size)
                }
            }
            return archive.data ?? Data()
        } catch {
            preconditionFailure("ZIPFoundation could not write a fixture: \(error)")
        }
    }

    /// A zip-overlap bomb: one stored entry (`payload`) behind `count` central-directory records
    /// that all point at it, so a reader that trusts the directory inflates it `count` times.
    /// Made from a ZIPFoundation zip by repeating its one directory record.
    public static func overlapBomb(entries count: Int, payload: Data) -> Data {
        let single = zip([Entry(name: "r.paprikarecipe", data: payload, deflate: false)])
        let end = single.count - 22
        let size = Int(single.u32(at: end + 12)), offset = Int(single.u32(at: end + 16))
        let record = single.subdata(in: offset..<offset + size)
        var out = single.subdata(in: 0..<offset)
        for _ in 0..<count { out.append(record) }
        out.le32(0x0605_4B50); out.le16(0); out.le16(0)
        out.le16(UInt16(count)); out.le16(UInt16(count))
        out.le32(UInt32(size * count)); out.le32(UInt32(offset)); out.le16(0)
        return out
    }

    /// `data` as a gzip member, as Paprika writes each recipe.
    public static func gzip(_ data: Data) -> Data {
        compress(data, windowBits: 31)
    }

    /// A Paprika export of the given recipe objects, one gzipped JSON entry each.
    public static func paprika(_ recipes: [[String: Any]]) throws -> Data {
        let entries = try recipes.map { recipe in
            let json = try JSONSerialization.data(withJSONObject: recipe, options: [.sortedKeys])
            return Entry(name: "\(recipe["name"] as? String ?? "Recipe").paprikarecipe", data: gzip(json))
        }
        return zip(entries)
    }

    static func compress(_ input: Data, windowBits: Int32) -> Data {
        var stream = z_stream()
        precondition(sous_deflate_init(&stream, 6, windowBits) == Z_OK)
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))) + 64)
        var source = [UInt8](input)
        let produced = source.withUnsafeMutableBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                stream.next_in = src.baseAddress
                stream.avail_in = uInt(src.count)
                stream.next_out = dst.baseAddress
                stream.avail_out = uInt(dst.count)
                precondition(deflate(&stream, Z_FINISH) == Z_STREAM_END)
                return dst.count - Int(stream.avail_out)
            }
        }
        return Data(output[0..<produced])
    }
}

extension Data {
    func u32(at offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(self[startIndex + offset + $1]) << (8 * $1) }
    }

    mutating func le16(_ value: UInt16) {
        append(UInt8(value & 0xFF)); append(UInt8(value >> 8))
    }

    mutating func le32(_ value: UInt32) {
        le16(UInt16(value & 0xFFFF)); le16(UInt16(value >> 16))
    }
}
