import Foundation

/// Mixes a noise recording into speech at a chosen SNR by the Picovoice speech-to-intent
/// benchmark's published protocol, so Sous's figures compare with others' on the same terms:
/// the SNR compares the loudest 2048-sample frame of the speech with the loudest frame of a
/// noise segment as long as the clip; the sum is then scaled so its peak is 0.5 of full scale.
///
/// Deterministic: the segment is chosen by a generator seeded from `seed`, the clip's name and
/// the SNR, so a clip mixes the same in a subset, in any order and on any machine.
public struct NoiseMixer: Sendable {
    public let noise: [Int16]
    public let seed: UInt64
    static let frame = 2048

    public init(noise: [Int16], seed: UInt64 = 2026) {
        self.noise = noise
        self.seed = seed
    }

    /// `speech` with the noise mixed in at `decibels` SNR; the speech unchanged when the noise
    /// is empty. A noise shorter than the clip is repeated.
    public func mix(_ speech: [Int16], decibels: Double, name: String) -> [Int16] {
        guard !noise.isEmpty, !speech.isEmpty else { return speech }
        var random = SplitMix64(seed: seed ^ Self.fnv1a(name) ^ UInt64(bitPattern: Int64((decibels * 100).rounded())))
        let start = noise.count > speech.count ? Int(random.next() % UInt64(noise.count - speech.count + 1)) : 0
        let segment = (0..<speech.count).map { Double(noise[(start + $0) % noise.count]) }
        let voice = speech.map(Double.init)
        let scale = Self.noiseScale(speech: voice, noise: segment, decibels: decibels)
        let sum = zip(voice, segment).map { $0 + scale * $1 }
        let peak = sum.map(abs).max() ?? 0
        let gain = peak > 0 ? 0.5 * 32767 / peak : 0
        return sum.map { Int16(clamping: Int(($0 * gain).rounded())) }
    }

    /// The factor on the noise that puts its loudest frame `decibels` under the speech's.
    static func noiseScale(speech: [Double], noise: [Double], decibels: Double) -> Double {
        let noiseEnergy = loudestFrameEnergy(noise)
        return noiseEnergy > 0 ? (loudestFrameEnergy(speech) / (noiseEnergy * pow(10, decibels / 10))).squareRoot() : 0
    }

    /// The energy (sum of squares) of the loudest whole frame; a clip shorter than a frame is one frame.
    static func loudestFrameEnergy(_ samples: [Double]) -> Double {
        guard samples.count > frame else { return samples.reduce(0) { $0 + $1 * $1 } }
        return stride(from: 0, through: samples.count - frame, by: frame).map { start in
            samples[start..<start + frame].reduce(0) { $0 + $1 * $1 }
        }.max() ?? 0
    }

    /// A stable hash of a name (Swift's `hashValue` changes from run to run).
    static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}

/// A small, fast generator with a fixed sequence for a seed (Steele, Lea and Flood's SplitMix64).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
