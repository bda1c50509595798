import CPulse
import Foundation
import SousCore

/// A PulseAudio simple-API stream (PulseAudio or PipeWire's pulse server), 16-bit mono.
///
/// Blocking reads and writes: use it from one background thread.
final class PulseStream: @unchecked Sendable {
    private let stream: OpaquePointer

    /// Opens a recording (`record`) or playback stream; `device` nil means the default.
    init(record: Bool, rate: Int, device: String? = nil, name: String) throws(VoiceError) {
        var error: Int32 = 0
        let fragment = UInt32(rate / 10 * 2)
        let opened: OpaquePointer? = name.withCString { stream in
            if let device {
                return device.withCString { sous_pa_open("sous", stream, $0, record ? 1 : 0, UInt32(rate), fragment, &error) }
            }
            return sous_pa_open("sous", stream, nil, record ? 1 : 0, UInt32(rate), fragment, &error)
        }
        guard let opened else {
            let reason = String(cString: pa_strerror(error))
            throw record
                ? VoiceError(.microphone, "no microphone\(device.map { " \"\($0)\"" } ?? ""): PulseAudio says \"\(reason)\"",
                             fix: device == nil
                                ? "start PulseAudio or PipeWire (pipewire-pulse), plug in a microphone, or use --file"
                                : "plug it back in, or choose another in Settings > Microphone")
                : VoiceError(.soundOutput, "no sound output: PulseAudio says \"\(reason)\"",
                             fix: "start PulseAudio or PipeWire (pipewire-pulse), or write a WAV with --out F.wav")
        }
        stream = opened
    }

    deinit {
        pa_simple_free(stream)
    }

    /// Fills `buffer` with recorded samples; false when the stream failed.
    func read(_ buffer: inout [Int16]) -> Bool {
        var error: Int32 = 0
        let count = buffer.count
        return buffer.withUnsafeMutableBytes { pa_simple_read(stream, $0.baseAddress, count * 2, &error) } >= 0
    }

    /// Plays samples (blocks until the server has taken them).
    func write(_ samples: ArraySlice<Int16>) -> Bool {
        var error: Int32 = 0
        return samples.withUnsafeBytes { pa_simple_write(stream, $0.baseAddress, $0.count, &error) } >= 0
    }

    /// For playback, how long until the last sample written is heard; for recording, how long
    /// ago the last sample read was captured. Seconds; nil when the server cannot say.
    func latency() -> Double? {
        var error: Int32 = 0
        let microseconds = pa_simple_get_latency(stream, &error)
        return microseconds == UInt64.max || error != 0 ? nil : Double(microseconds) / 1e6
    }

    func drain() {
        var error: Int32 = 0
        _ = pa_simple_drain(stream, &error)
    }

    func flush() {
        var error: Int32 = 0
        _ = pa_simple_flush(stream, &error)
    }
}
