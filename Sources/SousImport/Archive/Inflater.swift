import CSousZlib
import Foundation

/// Inflates raw deflate (zip entries) or gzip data through zlib, refusing to produce more
/// than a given number of bytes, whatever the headers claim.
enum Inflater {
    enum Format {
        /// A zip entry's deflate stream, with no header.
        case rawDeflate
        /// A gzip member (header, deflate stream, CRC).
        case gzip

        var windowBits: Int32 { self == .rawDeflate ? -15 : 31 }
    }

    enum Failure: Error, Equatable {
        /// The output would pass the limit.
        case tooLarge
        /// zlib could not read the data (truncated or not compressed this way).
        case corrupt(String)
    }

    /// The inflated bytes; throws `.tooLarge` as soon as the output passes `limit`.
    static func inflate(_ input: Data, format: Format, limit: Int) throws(Failure) -> Data {
        var stream = z_stream()
        guard sous_inflate_init(&stream, format.windowBits) == Z_OK else { throw .corrupt("zlib could not start") }
        defer { inflateEnd(&stream) }
        var output = Data()
        let chunk = 64 * 1024
        var buffer = [UInt8](repeating: 0, count: chunk)
        var input = input
        let result: Int32 = input.withUnsafeMutableBytes { (raw: UnsafeMutableRawBufferPointer) -> Int32 in
            stream.next_in = raw.bindMemory(to: Bytef.self).baseAddress
            stream.avail_in = uInt(raw.count)
            var status = Z_OK
            repeat {
                status = buffer.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(chunk)
                    return CSousZlib.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk - Int(stream.avail_out)
                if output.count + produced > limit { return -100 }
                output.append(contentsOf: buffer[0..<produced])
                if status == Z_BUF_ERROR && stream.avail_in == 0 { return Z_DATA_ERROR }
            } while status == Z_OK
            return status
        }
        switch result {
        case Z_STREAM_END: return output
        case -100: throw .tooLarge
        case Z_DATA_ERROR: throw .corrupt(stream.msg.map { String(cString: $0) } ?? "the compressed data is damaged or cut short")
        default: throw .corrupt("zlib error \(result)")
        }
    }
}
