import Foundation
import Testing
@testable import SousVoice

/// speexdsp's suppressor and the SNR estimate that gates it, on made-up audio.
@Suite struct NoiseSuppressionTests {
    /// Steady noise throughout, a 300 Hz tone in the middle second.
    static func room(noise: Double, tone: Double, seconds: Double = 3) -> [Int16] {
        var state: UInt32 = 2024
        var brown = 0.0
        let count = Int(seconds * 16_000)
        return (0..<count).map { i in
            state = state &* 1_664_525 &+ 1_013_904_223
            brown = 0.98 * brown + Double(Int32(bitPattern: state) >> 16) / 32768
            let inTone = i >= 16_000 && i < 32_000
            let sample = noise * brown + (inTone ? tone * sin(Double(i) * 2 * .pi * 300 / 16_000) : 0)
            return Int16(clamping: Int(sample))
        }
    }

    static func decibels(_ samples: ArraySlice<Int16>) -> Double {
        10 * log10(samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count) + 1)
    }

    @Test func theSNREstimateTellsAQuietRoomFromALoudOne() {
        let quiet = NoiseSuppression.estimatedSNR(Self.room(noise: 20, tone: 6000))
        let loud = NoiseSuppression.estimatedSNR(Self.room(noise: 1500, tone: 3000))
        #expect(quiet > 40)
        #expect(loud < CommandRecognizer.defaultNoiseSuppressionBelowDecibels, "\(loud) dB")
        #expect(NoiseSuppression.estimatedSNR([Int16](repeating: 0, count: 8000) + Self.room(noise: 0, tone: 5000)) > 60,
                "digital silence is a very quiet room")
        #expect(NoiseSuppression.estimatedSNR([1, 2, 3]).isInfinite, "too short to tell")
        #expect(NoiseSuppression.estimatedSNR([Int16](repeating: 0, count: 16_000)).isInfinite,
                "nothing loud at all is not a loud room (it was 0 dB, and suppressed)")
    }

    @Test func suppressionQuietsTheRoomAndKeepsTheToneInPlace() {
        let audio = Self.room(noise: 1500, tone: 3000)
        let out = NoiseSuppression.denoised(audio)
        #expect(out.count == audio.count)
        let noiseBefore = Self.decibels(audio[40_000..<48_000]), noiseAfter = Self.decibels(out[40_000..<48_000])
        let toneAfter = Self.decibels(out[20_000..<28_000])
        let toneAlone = Self.decibels(Self.room(noise: 0, tone: 3000)[20_000..<28_000])
        #expect(noiseBefore - noiseAfter > 10, "noise \(noiseBefore) -> \(noiseAfter) dB")
        #expect(abs(toneAlone - toneAfter) < 6, "the tone with the noise taken out: \(toneAfter) dB, alone \(toneAlone) dB")
        // Aligned: the tone starts where it started, not a 20 ms frame later (the suppressor's
        // gain takes a few milliseconds to open).
        let onset = out[15_000..<17_000].firstIndex { abs(Int($0)) > 2000 } ?? 0
        #expect(onset >= 16_000 && onset < 16_000 + NoiseSuppression.frame * 3 / 4, "tone begins at sample \(onset)")
    }

    @Test func aQuietRoomGetsANoiseFloor20DecibelsUnderTheClip() throws {
        let quiet = AudioClip(samples: Self.room(noise: 0, tone: 5000), sampleRate: 16_000)
        let raised = try #require(quiet.withNoiseFloor(decibelsBelowLevel: 20), "digital silence around a tone is raised")
        #expect(raised.samples.count == quiet.samples.count)
        let level = Self.decibels(quiet.samples[...])
        let floor = Self.decibels(raised.samples[0..<16_000])
        #expect(abs(level - 20 - floor) < 2, "clip \(level) dB, floor now \(floor) dB")
        let tone = Self.decibels(raised.samples[20_000..<28_000]) - Self.decibels(quiet.samples[20_000..<28_000])
        #expect(abs(tone) < 0.5, "the tone itself is left as it was (\(tone) dB)")
        #expect(quiet.withNoiseFloor(decibelsBelowLevel: 20) == raised, "deterministic: the same clip gets the same noise")
        #expect(NoiseSuppression.estimatedSNR(raised.samples) < 30, "its SNR is now an ordinary room's")
    }

    @Test func aTightlyCutClipGetsQuietAroundItsSound() {
        let tone = (0..<8_000).map { Int16(clamping: Int(5000 * sin(Double($0) * 2 * .pi * 300 / 16_000))) }
        let tight = AudioClip(samples: [Int16](repeating: 0, count: 1_600) + tone, sampleRate: 16_000)
        #expect(tight.soundBounds == 1_600..<9_600)
        let margined = tight.withQuietMargins(4_800)
        #expect(margined.samples.count == 4_800 + 8_000 + 4_800, "100 ms of quiet before became 300 ms, none after became 300 ms")
        #expect(margined.soundBounds == 4_800..<12_800)
        #expect(margined.withQuietMargins(4_800) == margined, "enough quiet already: left as it is")
        #expect(AudioClip(samples: [Int16](repeating: 0, count: 800), sampleRate: 16_000).soundBounds == nil)
    }

    @Test func aRoomAlreadyThatNoisyOrSilenceIsLeftAlone() {
        let noisy = AudioClip(samples: Self.room(noise: 700, tone: 5000), sampleRate: 16_000)
        #expect(noisy.withNoiseFloor(decibelsBelowLevel: 20) == nil, "\(NoiseSuppression.estimatedSNR(noisy.samples)) dB")
        #expect(AudioClip(samples: [Int16](repeating: 0, count: 16_000), sampleRate: 16_000).withNoiseFloor(decibelsBelowLevel: 20) == nil)
        #expect(AudioClip(samples: [], sampleRate: 16_000).withNoiseFloor(decibelsBelowLevel: 20) == nil)
    }
}
