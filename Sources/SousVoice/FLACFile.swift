import CFLAC
import Foundation
import SousCore

/// FLAC through libFLAC: how spoken memories are kept (lossless, so a better recognizer can
/// re-transcribe them later from exactly what was said; docs/DECISIONS.md, "Memories").
public enum FLACFile {
    /// Decodes a FLAC file to mono 16-bit samples (channels averaged; other depths scaled).
    public static func read(_ url: URL) throws(VoiceError) -> AudioClip {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw VoiceError(.audioFile, "\(url.path) does not exist", fix: "check the path")
        }
        guard let decoder = FLAC__stream_decoder_new() else { throw VoiceError(.audioFile, "libFLAC could not start a decoder") }
        defer { FLAC__stream_decoder_delete(decoder) }
        let sink = DecodeSink()
        let context = Unmanaged.passUnretained(sink).toOpaque()
        let status = FLAC__stream_decoder_init_file(decoder, url.path, { _, frame, buffer, context in
            guard let frame, let buffer, let context else { return FLAC__STREAM_DECODER_WRITE_STATUS_ABORT }
            let sink = Unmanaged<DecodeSink>.fromOpaque(context).takeUnretainedValue()
            let header = frame.pointee.header
            let channels = Int(header.channels), count = Int(header.blocksize), bits = Int(header.bits_per_sample)
            sink.rate = Int(header.sample_rate)
            sink.samples.reserveCapacity(sink.samples.count + count)
            for i in 0..<count {
                var sum = 0
                for c in 0..<channels { sum += Int(buffer[c]![i]) }
                let value = sum / max(channels, 1)
                sink.samples.append(Int16(clamping: bits > 16 ? value >> (bits - 16) : value << (16 - bits)))
            }
            return FLAC__STREAM_DECODER_WRITE_STATUS_CONTINUE
        }, nil, { _, _, context in
            if let context { Unmanaged<DecodeSink>.fromOpaque(context).takeUnretainedValue().damaged = true }
        }, context)
        guard status == FLAC__STREAM_DECODER_INIT_STATUS_OK else {
            throw VoiceError(.audioFile, "cannot open \(url.path) as FLAC", fix: "check the file is readable")
        }
        let finished = FLAC__stream_decoder_process_until_end_of_stream(decoder) != 0
        _ = FLAC__stream_decoder_finish(decoder)
        // A stream cut short (a full disk while recording) still gives the frames before the cut.
        guard finished || !sink.samples.isEmpty, sink.rate > 0 else {
            throw VoiceError(.audioFile, "\(url.lastPathComponent) is not a readable FLAC file", fix: "re-record it or restore it from an export")
        }
        return AudioClip(samples: sink.samples, sampleRate: sink.rate)
    }

    /// Audio from a file by its extension: FLAC, else WAV (or raw PCM).
    /// A file with no samples (a bare header claiming gigabytes) is an error, not silence.
    public static func readAudio(_ url: URL) throws(VoiceError) -> AudioClip {
        let clip = url.pathExtension.lowercased() == "flac" ? try read(url) : try WAVFile.read(url)
        guard !clip.samples.isEmpty else {
            throw VoiceError(.audioFile, "\(url.lastPathComponent) holds no sound (no samples after its header)", fix: "record it again")
        }
        return clip
    }

    /// Writes a whole clip as 16-bit mono FLAC.
    public static func write(_ clip: AudioClip, to url: URL) throws(VoiceError) {
        let writer = try FLACWriter(url: url, sampleRate: clip.sampleRate)
        try writer.append(clip.samples)
        try writer.finish()
    }

    private final class DecodeSink {
        var samples: [Int16] = []
        var rate = 0
        var damaged = false
    }
}

/// Streams 16-bit mono samples into a FLAC file as they are recorded, so a recording cut short
/// (a full disk, a lost microphone, a crash) keeps what was written before it.
public final class FLACWriter {
    private let encoder: UnsafeMutablePointer<FLAC__StreamEncoder>
    public let url: URL
    public private(set) var samplesWritten = 0
    private var finished = false

    /// Compression level 5, libFLAC's default: measured 3x smaller than WAV on speech at ~2,500x real time.
    public init(url: URL, sampleRate: Int, compressionLevel: UInt32 = 5) throws(VoiceError) {
        guard let encoder = FLAC__stream_encoder_new() else { throw VoiceError(.audioFile, "libFLAC could not start an encoder") }
        self.encoder = encoder
        self.url = url
        _ = FLAC__stream_encoder_set_channels(encoder, 1)
        _ = FLAC__stream_encoder_set_bits_per_sample(encoder, 16)
        _ = FLAC__stream_encoder_set_sample_rate(encoder, UInt32(sampleRate))
        _ = FLAC__stream_encoder_set_compression_level(encoder, compressionLevel)
        let status = FLAC__stream_encoder_init_file(encoder, url.path, nil, nil)
        guard status == FLAC__STREAM_ENCODER_INIT_STATUS_OK else {
            FLAC__stream_encoder_delete(encoder)
            throw VoiceError(.audioFile, "cannot write \(url.path)", fix: "check the folder exists, is writable and the disk has room")
        }
    }

    deinit {
        if !finished { _ = FLAC__stream_encoder_finish(encoder) }
        FLAC__stream_encoder_delete(encoder)
    }

    /// Appends samples; a write failure (usually a full disk) throws with `.audioFile`.
    public func append(_ samples: [Int16]) throws(VoiceError) {
        guard !samples.isEmpty else { return }
        let wide = samples.map { Int32($0) }
        let ok = wide.withUnsafeBufferPointer { FLAC__stream_encoder_process_interleaved(encoder, $0.baseAddress, UInt32($0.count)) != 0 }
        guard ok else { throw VoiceError(.audioFile, "could not write to \(url.path) (is the disk full?)") }
        samplesWritten += samples.count
    }

    /// Flushes the last frame and writes the stream's length into its header.
    public func finish() throws(VoiceError) {
        guard !finished else { return }
        finished = true
        guard FLAC__stream_encoder_finish(encoder) != 0 else {
            throw VoiceError(.audioFile, "could not finish \(url.path) (is the disk full?)")
        }
    }
}
