import Foundation
import SousCore

/// Mono 16-bit samples at a known rate: what the recognizer takes and the synthesizer makes.
public struct AudioClip: Hashable, Sendable {
    /// The rate the acoustic model was trained on.
    public static let recognizerRate = 16_000

    public var samples: [Int16]
    public var sampleRate: Int

    public init(samples: [Int16], sampleRate: Int) {
        self.samples = samples
        self.sampleRate = sampleRate
    }

    public var seconds: Double { Double(samples.count) / Double(max(sampleRate, 1)) }

    /// The clip at `rate` Hz: linear interpolation after a short moving-average low-pass when
    /// shrinking (enough for speech going to a 16 kHz recognizer, not for music).
    public func resampled(to rate: Int) -> AudioClip {
        guard rate != sampleRate, !samples.isEmpty, rate > 0 else { return AudioClip(samples: samples, sampleRate: rate > 0 ? rate : sampleRate) }
        var source = samples.map(Double.init)
        let ratio = Double(sampleRate) / Double(rate)
        if ratio > 1 {
            let width = Int(ratio.rounded(.up))
            var filtered = source
            var sum = 0.0
            for i in source.indices {
                sum += source[i]
                if i >= width { sum -= source[i - width] }
                filtered[i] = sum / Double(min(i + 1, width))
            }
            source = filtered
        }
        let count = Int(Double(samples.count) / ratio)
        var out = [Int16](repeating: 0, count: count)
        for i in 0..<count {
            let position = Double(i) * ratio
            let j = Int(position)
            let fraction = position - Double(j)
            let a = source[min(j, source.count - 1)]
            let b = source[min(j + 1, source.count - 1)]
            out[i] = Int16(clamping: Int((a + (b - a) * fraction).rounded()))
        }
        return AudioClip(samples: out, sampleRate: rate)
    }
}
