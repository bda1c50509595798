import Foundation
import SousCore

/// Plays clips through PulseAudio in 50 ms pieces, so `stop()` cuts speech at once.
public final class Speaker: @unchecked Sendable {
    private let lock = NSLock()
    private var stopRequested = false
    private let device: String?
    /// Where what is played is noted for the echo canceller, if anywhere.
    private let reference: PlaybackReference?

    public init(device: String? = nil, reference: PlaybackReference? = nil) {
        self.device = device
        self.reference = reference
    }

    /// Plays the clip to the end (or until `stop`); throws `.soundOutput` when there is no device.
    public func play(_ clip: AudioClip) throws(VoiceError) {
        let stream = try PulseStream(record: false, rate: clip.sampleRate, device: device, name: "speech")
        lock.lock()
        stopRequested = false
        lock.unlock()
        let piece = max(clip.sampleRate / 20, 1)
        var position = 0
        var timing = ClipTiming(rate: clip.sampleRate)
        while position < clip.samples.count {
            lock.lock()
            let stop = stopRequested
            lock.unlock()
            if stop {
                stream.flush()
                if let reference {
                    let now = PlaybackReference.now()
                    Self.noting.async { reference.cut(after: now) }
                }
                return
            }
            let end = min(position + piece, clip.samples.count)
            guard stream.write(clip.samples[position..<end]) else {
                throw VoiceError(.soundOutput, "the sound output stopped while speaking")
            }
            position = end
            if let reference, timing.estimate(written: end, latency: stream.latency(), final: end == clip.samples.count),
               let start = timing.start {
                // Resampling a long clip takes a while (seconds in a debug build): not on this
                // thread, which must keep the speaker fed. What plays before the note arrives is
                // not cancelled; only its start, and Sous only acts on "stop" meanwhile.
                Self.noting.async { reference.note(clip.resampled(to: AudioClip.recognizerRate).samples, playsAt: start) }
            }
        }
        stream.drain()
    }

    /// When a clip's first sample comes out of the speaker: after each write, now plus the
    /// stream's latency, less what was written. Single readings jitter by tens of milliseconds,
    /// so the median of the first ten (half a second of audio, written within milliseconds while
    /// the server's buffer fills) is kept for the whole clip.
    struct ClipTiming {
        let rate: Int
        private var readings: [Double] = []
        private(set) var start: Double?
        static let readingsKept = 10

        init(rate: Int) {
            self.rate = rate
        }

        /// Takes one reading; true once, when the start is settled.
        mutating func estimate(written: Int, latency: Double?, final: Bool) -> Bool {
            guard start == nil else { return false }
            if let latency { readings.append(PlaybackReference.now() + latency - Double(written) / Double(rate)) }
            guard readings.count >= Self.readingsKept || (final && !readings.isEmpty) else { return false }
            start = readings.sorted()[readings.count / 2]
            return true
        }
    }

    private static let noting = DispatchQueue(label: "sous-speaker-reference")

    public func stop() {
        lock.lock()
        stopRequested = true
        lock.unlock()
    }

    /// Whether a playback stream can be opened now (the doctor's check).
    public static func check(device: String? = nil) throws(VoiceError) {
        _ = try PulseStream(record: false, rate: 22_050, device: device, name: "check")
    }
}
