import CZlib
import Foundation

/// Builds zip and gzip files in memory for import tests: Paprika exports, bombs, damage.
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

    /// A zip file (local headers, central directory, end record) holding `entries`.
    public static func zip(_ entries: [Entry]) -> Data {
        var out = Data()
        var central = Data()
        for entry in entries {
            let offset = out.count
            let body = entry.deflate ? compress(entry.data, windowBits: -15) : entry.data
            let crc = checksum(entry.data)
            let name = Data(entry.name.utf8)
            var local = Data()
            local.le32(0x0403_4B50); local.le16(20); local.le16(0); local.le16(entry.deflate ? 8 : 0)
            local.le16(0); local.le16(0x5821); local.le32(crc)
            local.le32(UInt32(body.count)); local.le32(UInt32(entry.data.count))
            local.le16(UInt16(name.count)); local.le16(0)
            out.append(local); out.append(name); out.append(body)
            central.le32(0x0201_4B50); central.le16(20); central.le16(20); central.le16(0); central.le16(entry.deflate ? 8 : 0)
            central.le16(0); central.le16(0x5821); central.le32(crc)
            central.le32(UInt32(body.count)); central.le32(UInt32(entry.data.count))
            central.le16(UInt16(name.count)); central.le16(0); central.le16(0); central.le16(0); central.le16(0)
            central.le32(0); central.le32(UInt32(offset))
            central.append(name)
        }
        let centralOffset = out.count
        out.append(central)
        var end = Data()
        end.le32(0x0605_4B50); end.le16(0); end.le16(0)
        end.le16(UInt16(entries.count)); end.le16(UInt16(entries.count))
        end.le32(UInt32(central.count)); end.le32(UInt32(centralOffset)); end.le16(0)
        out.append(end)
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

    public static func checksum(_ data: Data) -> UInt32 {
        data.withUnsafeBytes { raw in
            UInt32(crc32(0, raw.bindMemory(to: Bytef.self).baseAddress, uInt(raw.count)))
        }
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
    mutating func le16(_ value: UInt16) {
        append(UInt8(value & 0xFF)); append(UInt8(value >> 8))
    }

    mutating func le32(_ value: UInt32) {
        le16(UInt16(value & 0xFFFF)); le16(UInt16(value >> 16))
    }
}
