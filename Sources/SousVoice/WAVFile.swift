import Foundation
import SousCore

/// Reads and writes RIFF WAV files, and raw 16 kHz mono 16-bit PCM.
///
/// Reads PCM of 8, 16, 24 or 32 bits and 32-bit float, any rate and channel count; channels are
/// averaged to mono. Anything else is a `VoiceError` of kind `.audioFile` that says what it found.
public enum WAVFile {
    /// A file by its extension: `.raw`/`.pcm` are headerless 16 kHz mono 16-bit little-endian.
    public static func read(_ url: URL) throws(VoiceError) -> AudioClip {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw VoiceError(.audioFile, "cannot read \(url.path)", fix: "check the path")
        }
        if ["raw", "pcm"].contains(url.pathExtension.lowercased()) {
            return AudioClip(samples: int16Samples(data[...]), sampleRate: AudioClip.recognizerRate)
        }
        return try decode(data, name: url.lastPathComponent)
    }

    /// Decodes WAV bytes; `name` appears in errors.
    public static func decode(_ data: Data, name: String = "audio") throws(VoiceError) -> AudioClip {
        // Read in place: a long recording is not copied (an hour at 16 kHz is 115 MB).
        let base = data.startIndex
        func byte(_ at: Int) -> UInt8 { data[base + at] }
        func u32(_ at: Int) -> Int { Int(byte(at)) | Int(byte(at + 1)) << 8 | Int(byte(at + 2)) << 16 | Int(byte(at + 3)) << 24 }
        func u16(_ at: Int) -> Int { Int(byte(at)) | Int(byte(at + 1)) << 8 }
        func slice(_ range: Range<Int>) -> Data.SubSequence { data[base + range.lowerBound..<base + range.upperBound] }
        guard data.count >= 12, slice(0..<4).elementsEqual([0x52, 0x49, 0x46, 0x46]), slice(8..<12).elementsEqual([0x57, 0x41, 0x56, 0x45]) else {
            throw VoiceError(.audioFile, "\(name) is not a WAV file", fix: "give a .wav file, or .raw for 16 kHz mono 16-bit PCM")
        }
        var format: (code: Int, channels: Int, rate: Int, bits: Int)?
        var offset = 12
        while offset + 8 <= data.count {
            let id = String(decoding: slice(offset..<offset + 4), as: UTF8.self)
            let size = u32(offset + 4)
            let body = offset + 8
            if id == "fmt ", body + 16 <= data.count {
                var code = u16(body)
                if code == 0xFFFE, size >= 26, body + 26 <= data.count { code = u16(body + 24) }
                format = (code, u16(body + 2), u32(body + 4), u16(body + 14))
            } else if id == "data" {
                guard let format else { break }
                let end = min(data.count, body + size)
                return try samples(Data(slice(body..<end)), format: format, name: name)
            }
            offset = body + size + (size & 1)
        }
        throw VoiceError(.audioFile, "\(name) has no audio data", fix: "re-export it as 16-bit PCM WAV")
    }

    static func samples(_ data: Data, format: (code: Int, channels: Int, rate: Int, bits: Int), name: String) throws(VoiceError) -> AudioClip {
        let channels = max(format.channels, 1)
        guard (1_000...384_000).contains(format.rate) else {
            throw VoiceError(.audioFile, "\(name) says its sample rate is \(format.rate) Hz", fix: "re-export it: sox \(name) -r 16000 -c 1 -b 16 out.wav")
        }
        // The usual case, 16-bit mono, straight to samples (no intermediate at 8 bytes a sample).
        if format.code == 1, format.bits == 16, channels == 1 {
            return AudioClip(samples: int16Samples(data[...]), sampleRate: format.rate)
        }
        var values: [Double]
        switch (format.code, format.bits) {
        case (1, 16): values = int16Samples(data[...]).map(Double.init)
        case (1, 8): values = data.map { (Double($0) - 128) * 256 }
        case (1, 24):
            values = stride(from: 0, to: data.count - 2, by: 3).map { i in
                let b = [UInt8](data[data.startIndex + i..<data.startIndex + i + 3])
                return Double(Int32(bitPattern: UInt32(b[0]) << 8 | UInt32(b[1]) << 16 | UInt32(b[2]) << 24) >> 8) / 256
            }
        case (1, 32):
            values = stride(from: 0, to: data.count - 3, by: 4).map { i in
                Double(Int32(littleEndian: data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: i, as: Int32.self) })) / 65_536
            }
        case (3, 32):
            values = stride(from: 0, to: data.count - 3, by: 4).map { i in
                Double(Float(bitPattern: UInt32(littleEndian: data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: i, as: UInt32.self) }))) * 32_767
            }
        default:
            throw VoiceError(.audioFile, "\(name) uses WAV format \(format.code) with \(format.bits)-bit samples", fix: "convert it: sox \(name) -r 16000 -c 1 -b 16 out.wav")
        }
        if channels > 1 {
            values = stride(from: 0, to: values.count - channels + 1, by: channels).map { i in
                values[i..<i + channels].reduce(0, +) / Double(channels)
            }
        }
        let clip = AudioClip(samples: values.map { Int16(clamping: Int($0.rounded())) }, sampleRate: format.rate)
        return clip
    }

    static func int16Samples(_ data: Data.SubSequence) -> [Int16] {
        let count = data.count / 2
        var out = [Int16](repeating: 0, count: count)
        data.withUnsafeBytes { raw in
            for i in 0..<count { out[i] = Int16(littleEndian: raw.loadUnaligned(fromByteOffset: i * 2, as: Int16.self)) }
        }
        return out
    }

    /// 16-bit mono PCM WAV bytes.
    public static func encode(_ clip: AudioClip) -> Data {
        var data = Data()
        func append32(_ v: Int) { withUnsafeBytes(of: UInt32(v).littleEndian) { data.append(contentsOf: $0) } }
        func append16(_ v: Int) { withUnsafeBytes(of: UInt16(v).littleEndian) { data.append(contentsOf: $0) } }
        let payload = clip.samples.count * 2
        data.append(contentsOf: Array("RIFF".utf8)); append32(36 + payload)
        data.append(contentsOf: Array("WAVEfmt ".utf8)); append32(16)
        append16(1); append16(1); append32(clip.sampleRate); append32(clip.sampleRate * 2); append16(2); append16(16)
        data.append(contentsOf: Array("data".utf8)); append32(payload)
        clip.samples.withUnsafeBufferPointer { buffer in
            for s in buffer { withUnsafeBytes(of: s.littleEndian) { data.append(contentsOf: $0) } }
        }
        return data
    }

    public static func write(_ clip: AudioClip, to url: URL) throws(VoiceError) {
        do {
            try encode(clip).write(to: url)
        } catch {
            throw VoiceError(.audioFile, "cannot write \(url.path)", fix: "check the folder exists and is writable")
        }
    }
}
