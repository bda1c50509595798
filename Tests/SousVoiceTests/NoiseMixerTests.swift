import Foundation
import Testing
@testable import SousVoice

/// The benchmark's mixing protocol: SNR by loudest frames, the sum peaking at 0.5, a fixed seed.
struct NoiseMixerTests {
    static func tone(_ count: Int, amplitude: Double) -> [Int16] {
        (0..<count).map { Int16(amplitude * sin(Double($0) * 2 * .pi * 440 / 16_000)) }
    }

    static func noise(_ count: Int, seed: UInt64) -> [Int16] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in Int16(truncatingIfNeeded: Int(random.next() % 20_000) - 10_000) }
    }

    @Test(arguments: [24.0, 12.0, 6.0, 0.0])
    func theNoiseIsScaledSoItsLoudestFrameSitsTheGivenDecibelsUnderTheSpeech(decibels: Double) {
        let speech = Self.tone(16_000, amplitude: 8_000).map(Double.init)
        let noise = Self.noise(16_000, seed: 7).map(Double.init)
        let scale = NoiseMixer.noiseScale(speech: speech, noise: noise, decibels: decibels)
        let ratio = NoiseMixer.loudestFrameEnergy(speech) / NoiseMixer.loudestFrameEnergy(noise.map { $0 * scale })
        #expect(abs(10 * log10(ratio) - decibels) < 0.001)
    }

    @Test func theLoudestFrameCountsNotTheAverage() {
        // A quiet clip with one loud burst: the burst sets the speech level.
        var speech = [Double](repeating: 100, count: 8 * NoiseMixer.frame)
        for i in 0..<NoiseMixer.frame { speech[3 * NoiseMixer.frame + i] = 10_000 }
        #expect(NoiseMixer.loudestFrameEnergy(speech) == 10_000 * 10_000 * Double(NoiseMixer.frame))
    }

    @Test func theMixPeaksAtHalfOfFullScale() {
        let mixer = NoiseMixer(noise: Self.noise(64_000, seed: 1))
        let mixed = mixer.mix(Self.tone(16_000, amplitude: 3_000), decibels: 12, name: "a.wav")
        let peak = mixed.map { abs(Int($0)) }.max() ?? 0
        #expect(abs(peak - 16_384) <= 1)
    }

    @Test func aClipMixesTheSameEveryTimeAndAnotherClipGetsAnotherSegment() {
        let mixer = NoiseMixer(noise: Self.noise(64_000, seed: 1))
        let speech = Self.tone(16_000, amplitude: 3_000)
        #expect(mixer.mix(speech, decibels: 6, name: "a.wav") == mixer.mix(speech, decibels: 6, name: "a.wav"))
        #expect(mixer.mix(speech, decibels: 6, name: "a.wav") != mixer.mix(speech, decibels: 6, name: "b.wav"))
        #expect(NoiseMixer(noise: mixer.noise, seed: 3).mix(speech, decibels: 6, name: "a.wav") != mixer.mix(speech, decibels: 6, name: "a.wav"))
    }

    @Test func noNoiseLeavesTheSpeechAlone() {
        let speech = Self.tone(1_000, amplitude: 3_000)
        #expect(NoiseMixer(noise: []).mix(speech, decibels: 6, name: "a.wav") == speech)
    }
}
