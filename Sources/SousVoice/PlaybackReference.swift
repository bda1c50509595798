import Dispatch
import Foundation

/// What Sous plays, at 16 kHz, on the clock of when it comes out of the speaker: the echo
/// canceller's reference. The speaker notes each clip with the moment its first sample plays;
/// the microphone asks for the span its own samples were recorded in.
///
/// Times are seconds on the monotonic clock (`PlaybackReference.now`). Keeps the last ten
/// seconds.
public final class PlaybackReference: @unchecked Sendable {
    private struct Segment {
        var start: Double
        var samples: [Int16]
        var end: Double { start + Double(samples.count) / Double(AudioClip.recognizerRate) }
    }

    private let lock = NSLock()
    private var segments: [Segment] = []
    private let keepSeconds = 10.0

    public init() {}

    /// The monotonic clock, in seconds.
    public static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// A clip (16 kHz) whose first sample comes out of the speaker at `playsAt`.
    public func note(_ samples: [Int16], playsAt: Double) {
        lock.withLock {
            let cutoff = Self.now() - keepSeconds
            segments.removeAll { $0.end < cutoff }
            segments.append(Segment(start: playsAt, samples: samples))
        }
    }

    /// Nothing plays after `time` (speech was cut, the rest flushed).
    public func cut(after time: Double) {
        lock.withLock {
            segments = segments.compactMap { segment in
                guard segment.end > time else { return segment }
                let kept = max(0, Int(((time - segment.start) * Double(AudioClip.recognizerRate)).rounded(.down)))
                guard kept > 0 else { return nil }
                return Segment(start: segment.start, samples: Array(segment.samples.prefix(kept)))
            }
        }
    }

    /// When the clip playing in `from..<to` began, if one is (each clip is its own stream, whose
    /// start the speaker estimates afresh: the microphone measures where its echo is). The
    /// speaker notes a clip only once it has timed it, a moment after it began.
    public func clipStart(from: Double, to: Double) -> Double? {
        lock.withLock { segments.last { $0.start < to && $0.end > from }?.start }
    }

    /// `count` samples of what played from `start` on (zeros where nothing did).
    public func samples(from start: Double, count: Int) -> [Int16] {
        let rate = Double(AudioClip.recognizerRate)
        var out = [Int16](repeating: 0, count: count)
        lock.withLock {
            for segment in segments where segment.end > start && segment.start < start + Double(count) / rate {
                // Sample i of the span is segment sample j: j = i + (start - segment.start) * rate.
                let offset = Int(((start - segment.start) * rate).rounded())
                let from = max(0, -offset), to = min(count, segment.samples.count - offset)
                guard from < to else { continue }
                for i in from..<to { out[i] = segment.samples[i + offset] }
            }
        }
        return out
    }
}
