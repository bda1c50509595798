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

    /// The clip at `rate` Hz, by windowed-sinc interpolation (16 taps each side, Blackman window,
    /// cut off just below the lower Nyquist frequency so nothing above it folds back as noise).
    ///
    /// A moving average with linear interpolation was measured to cost recognition accuracy on
    /// eSpeak's 22,050 Hz output; this filter decodes like sox's resampler.
    public func resampled(to rate: Int) -> AudioClip {
        guard rate > 0, rate != sampleRate, !samples.isEmpty else { return self }
        let ratio = Double(sampleRate) / Double(rate)
        let cutoff = 0.95 * min(1, 1 / ratio)
        let half = 16
        let count = Int(Double(samples.count) / ratio)
        var out = [Int16](repeating: 0, count: count)
        samples.withUnsafeBufferPointer { input in
            for i in 0..<count {
                let center = Double(i) * ratio
                let base = Int(center)
                var sum = 0.0
                var weight = 0.0
                for j in (base - half + 1)...(base + half) where j >= 0 && j < input.count {
                    let x = center - Double(j)
                    let sinc = x == 0 ? 1 : sin(.pi * x * cutoff) / (.pi * x * cutoff)
                    let n = (x + Double(half)) / Double(2 * half)
                    let window = n <= 0 || n >= 1 ? 0 : 0.42 - 0.5 * cos(2 * .pi * n) + 0.08 * cos(4 * .pi * n)
                    let w = sinc * window
                    sum += Double(input[j]) * w
                    weight += w
                }
                out[i] = Int16(clamping: Int((weight == 0 ? 0 : sum / weight).rounded()))
            }
        }
        return AudioClip(samples: out, sampleRate: rate)
    }

    /// The clip with a faint deterministic triangular noise of ±`amplitude` (128: about -56 dBFS).
    ///
    /// Measured on 136 clean clips: ±2 (what sox adds) 54% intent accuracy, ±16 67%, ±128 78%.
    public func dithered(amplitude: Int = 128) -> AudioClip {
        var state: UInt32 = 0x2545_F491
        func next() -> Int {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return Int(state % UInt32(amplitude + 1))
        }
        var out = samples
        for i in out.indices { out[i] = Int16(clamping: Int(out[i]) + next() - next()) }
        return AudioClip(samples: out, sampleRate: sampleRate)
    }
}
