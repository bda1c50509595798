import Foundation
import SousCore

/// Plays clips through PulseAudio in 50 ms pieces, so `stop()` cuts speech at once.
public final class Speaker: @unchecked Sendable {
    private let lock = NSLock()
    private var stopRequested = false
    private let device: String?

    public init(device: String? = nil) {
        self.device = device
    }

    /// Plays the clip to the end (or until `stop`); throws `.soundOutput` when there is no device.
    public func play(_ clip: AudioClip) throws(VoiceError) {
        let stream = try PulseStream(record: false, rate: clip.sampleRate, device: device, name: "speech")
        lock.lock()
        stopRequested = false
        lock.unlock()
        let piece = max(clip.sampleRate / 20, 1)
        var position = 0
        while position < clip.samples.count {
            lock.lock()
            let stop = stopRequested
            lock.unlock()
            if stop {
                stream.flush()
                return
            }
            let end = min(position + piece, clip.samples.count)
            guard stream.write(clip.samples[position..<end]) else {
                throw VoiceError(.soundOutput, "the sound output stopped while speaking")
            }
            position = end
        }
        stream.drain()
    }

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
