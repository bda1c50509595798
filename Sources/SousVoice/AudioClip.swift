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

    /// Where the clip's sound is: from the first to the end of the last 10 ms frame within 40 dB
    /// of the loudest (sample indices); nil for digital silence.
    public var soundBounds: Range<Int>? {
        let frame = Endpointer.frame
        let energies = stride(from: 0, to: samples.count, by: frame).map { start in
            samples[start..<min(start + frame, samples.count)].reduce(0.0) { $0 + Double($1) * Double($1) }
        }
        guard let peak = energies.max(), peak > 0,
              let first = energies.firstIndex(where: { $0 >= peak * 1e-4 }),
              let last = energies.lastIndex(where: { $0 >= peak * 1e-4 }) else { return nil }
        return first * frame..<min(samples.count, (last + 1) * frame)
    }

    /// The clip with digital silence added where needed so that at least `margin` samples of
    /// quiet come before and after its sound (a tightly cut recording).
    public func withQuietMargins(_ margin: Int) -> AudioClip {
        guard let sound = soundBounds else { return self }
        let before = max(0, margin - sound.lowerBound), after = max(0, margin - (samples.count - sound.upperBound))
        guard before > 0 || after > 0 else { return self }
        return AudioClip(samples: [Int16](repeating: 0, count: before) + samples + [Int16](repeating: 0, count: after), sampleRate: sampleRate)
    }

    /// How far the quietest 10 ms frame lies under the loudest, in dB (nil for a clip shorter
    /// than a frame or silent): 60 or more only in a clean recording (digital silence, or a
    /// synthesizer's fade), never in a room's noise (about 35 at 20 dB SNR).
    public var quietestFrameDepth: Double? {
        let energies = Self.frameEnergies(samples)
        guard let quietest = energies.min(), let loudest = energies.max(), loudest > 0 else { return nil }
        return 10 * log10(loudest / max(quietest, 1e-3))
    }

    /// The clip with its noise floor raised to `decibels` below its own level (RMS over the
    /// whole clip) by adding deterministic pink noise; nil when the floor is already within
    /// 6 dB of that (a room noisy enough) or the clip is silent.
    public func withNoiseFloor(decibelsBelowLevel decibels: Double) -> AudioClip? {
        guard !samples.isEmpty else { return nil }
        var power = 0.0
        for sample in samples { power += Double(sample) * Double(sample) }
        power /= Double(samples.count)
        let target = power / pow(10, decibels / 10)
        let floor = Self.quietPower(samples)
        guard power >= NoiseSuppression.quietestSpeech / 10, floor < target / 4 else { return nil }
        let noise = Self.pinkNoise(count: samples.count)
        var noisePower = 0.0
        for value in noise { noisePower += value * value }
        noisePower /= Double(noise.count)
        let gain = (target - floor).squareRoot() / max(noisePower.squareRoot(), 1e-9)
        var out = samples
        for i in out.indices { out[i] = Int16(clamping: Int((Double(out[i]) + gain * noise[i]).rounded())) }
        return AudioClip(samples: out, sampleRate: sampleRate)
    }

    /// Mean square of the clip's quiet 10 ms frames (the 10th percentile): its noise floor.
    static func quietPower(_ samples: [Int16]) -> Double {
        let energies = sortedFrameEnergies(samples)
        return energies.isEmpty ? 0 : energies[Int(Double(energies.count - 1) * 0.10)]
    }

    /// The mean square of every whole 10 ms frame (`Endpointer.frame`), quietest first.
    static func sortedFrameEnergies(_ samples: [Int16]) -> [Double] {
        frameEnergies(samples).sorted()
    }

    /// The mean square of every whole 10 ms frame (`Endpointer.frame`), in order.
    static func frameEnergies(_ samples: [Int16]) -> [Double] {
        let size = Endpointer.frame
        var energies: [Double] = []
        energies.reserveCapacity(samples.count / size)
        var start = samples.startIndex
        while start + size <= samples.endIndex {
            var sum = 0.0
            for i in start..<start + size { sum += Double(samples[i]) * Double(samples[i]) }
            energies.append(sum / Double(size))
            start += size
        }
        return energies
    }

    /// Deterministic pink (1/f) noise, unscaled: white noise through Paul Kellett's filter.
    static func pinkNoise(count: Int) -> [Double] {
        var state: UInt32 = 0x9E37_79B9
        var b0 = 0.0, b1 = 0.0, b2 = 0.0, b3 = 0.0, b4 = 0.0, b5 = 0.0, b6 = 0.0
        var out = [Double](repeating: 0, count: count)
        for i in 0..<count {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            let white = Double(state) / Double(UInt32.max) * 2 - 1
            b0 = 0.99886 * b0 + white * 0.0555179
            b1 = 0.99332 * b1 + white * 0.0750759
            b2 = 0.96900 * b2 + white * 0.1538520
            b3 = 0.86650 * b3 + white * 0.3104856
            b4 = 0.55000 * b4 + white * 0.5329522
            b5 = -0.7616 * b5 - white * 0.0168980
            out[i] = b0 + b1 + b2 + b3 + b4 + b5 + b6 + white * 0.5362
            b6 = white * 0.115926
        }
        return out
    }

    /// The clip with a faint deterministic triangular noise of ±`amplitude` (128: about -56 dBFS).
    /// Exact digital zeros upset PocketSphinx's noise estimate, and sox's ±2 is too faint to help
    /// (docs/VOICE-LAB.md).
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
