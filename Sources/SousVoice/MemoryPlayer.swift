import Foundation
import SousCore

/// Where a played memory goes: the speakers, or a WAV file where there are none (tests, tmux).
public protocol PlaybackSink: AnyObject {
    /// Plays a piece; false when the device went away.
    func write(_ samples: ArraySlice<Int16>) -> Bool
    /// Drops what is queued but not yet heard (a pause or a seek takes effect at once).
    func flush()
    /// Waits until what was written has been heard.
    func finish()
}

/// PulseAudio's default output, or the one named.
public final class PulsePlaybackSink: PlaybackSink {
    private let stream: PulseStream

    /// Throws `.soundOutput` when there is no sound server or device.
    public init(rate: Int, device: String? = nil) throws(VoiceError) {
        stream = try PulseStream(record: false, rate: rate, device: device, name: "memory")
    }

    public func write(_ samples: ArraySlice<Int16>) -> Bool { stream.write(samples) }
    public func flush() { stream.flush() }
    public func finish() { stream.drain() }
}

/// Writes what is played, in order, to a WAV file when playback ends; `realTime` paces it like
/// a speaker so progress can be watched.
public final class WAVPlaybackSink: PlaybackSink {
    private let url: URL
    private let rate: Int
    private let realTime: Bool
    private var samples: [Int16] = []

    public init(url: URL, rate: Int, realTime: Bool) {
        self.url = url
        self.rate = rate
        self.realTime = realTime
    }

    public func write(_ piece: ArraySlice<Int16>) -> Bool {
        samples += piece
        if realTime { Thread.sleep(forTimeInterval: Double(piece.count) / Double(max(rate, 1))) }
        return true
    }

    public func flush() {}

    public func finish() {
        try? WAVFile.write(AudioClip(samples: samples, sampleRate: rate), to: url)
    }
}

/// Plays a clip in 50 ms pieces with pause and seek from any thread, reporting where it is.
public final class MemoryPlayer: @unchecked Sendable {
    private let lock = NSLock()
    private var position = 0
    private var paused = false
    private var stopped = false
    private let clip: AudioClip

    public init(clip: AudioClip) {
        self.clip = clip
    }

    public var total: Double { clip.seconds }

    public func setPaused(_ value: Bool) { lock.withLock { paused = value } }
    public func stop() { lock.withLock { stopped = true } }

    /// Moves by `seconds` (back when negative), within the clip.
    public func seek(by seconds: Double) {
        lock.withLock {
            position = min(max(position + Int(seconds * Double(clip.sampleRate)), 0), clip.samples.count)
        }
    }

    /// Plays to the end or until stopped; `progress(elapsed, paused)` about four times a second.
    /// Returns false if the sink failed on the way.
    public func play(into sink: PlaybackSink, progress: (Double, Bool) -> Void) -> Bool {
        let piece = max(clip.sampleRate / 20, 1)
        var lastReport = -1.0
        var wasPaused = false
        while true {
            let (start, isPaused, isStopped) = lock.withLock { (position, paused, stopped) }
            if isStopped {
                sink.flush()
                return true
            }
            let elapsed = Double(start) / Double(clip.sampleRate)
            if isPaused != wasPaused || abs(elapsed - lastReport) >= 0.25 {
                if isPaused, !wasPaused { sink.flush() }
                wasPaused = isPaused
                lastReport = elapsed
                progress(elapsed, isPaused)
            }
            if isPaused {
                Thread.sleep(forTimeInterval: 0.05)
                continue
            }
            guard start < clip.samples.count else { break }
            let end = min(start + piece, clip.samples.count)
            guard sink.write(clip.samples[start..<end]) else { return false }
            // A seek meanwhile moved the position: keep it; else move on past this piece.
            lock.withLock { if position == start { position = end } }
        }
        sink.finish()
        return true
    }
}
