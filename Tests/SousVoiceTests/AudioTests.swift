import Foundation
import SousCore
import Testing
@testable import SousVoice

@Suite struct AudioTests {
    @Test func wavRoundTrips() throws {
        let clip = AudioClip(samples: [0, 1, -1, 32767, -32768, 1234], sampleRate: 16_000)
        #expect(try WAVFile.decode(WAVFile.encode(clip)) == clip)
    }

    @Test func stereoIsAveragedAndOtherRatesResampled() throws {
        var data = WAVFile.encode(AudioClip(samples: [100, 300, -50, -150], sampleRate: 44_100))
        data[22] = 2 // two channels
        let stereo = try WAVFile.decode(data)
        #expect(stereo.samples == [200, -100])
        let tone = AudioClip(samples: (0..<22_050).map { Int16(8000 * sin(Double($0) * 2 * .pi * 440 / 22_050)) }, sampleRate: 22_050)
        let resampled = tone.resampled(to: 16_000)
        #expect(resampled.sampleRate == 16_000)
        #expect(abs(resampled.samples.count - 16_000) <= 1)
        #expect(resampled.samples.map { abs(Int($0)) }.max()! > 7000)
    }

    @Test func notAWavSaysHowToConvert() {
        #expect(throws: VoiceError.self) { try WAVFile.decode(Data("hello world, not audio".utf8), name: "notes.txt") }
        do {
            _ = try WAVFile.decode(Data("hello world, not audio".utf8), name: "notes.txt")
        } catch {
            #expect(error.kind == .audioFile)
            #expect(error.description.contains("notes.txt is not a WAV file"))
        }
    }

    @Test func rawFilesAre16kHzMono() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID().uuidString).raw")
        try Data([0x01, 0x00, 0xFF, 0xFF]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try WAVFile.read(url) == AudioClip(samples: [1, -1], sampleRate: 16_000))
    }

    static func burst(silence: Double, speech: Double, after: Double) -> [Int16] {
        let rate = 16_000.0
        let quiet = (0..<Int(silence * rate)).map { Int16(($0 * 7919) % 61) - 30 }
        let loud = (0..<Int(speech * rate)).map { Int16(6000 * sin(Double($0) * 2 * .pi * 300 / rate)) }
        let tail = (0..<Int(after * rate)).map { Int16(($0 * 7919) % 61) - 30 }
        return quiet + loud + tail
    }

    @Test func endpointerFindsOneUtteranceRightAfterItEnds() {
        var endpointer = Endpointer()
        let audio = Self.burst(silence: 1, speech: 1.2, after: 1)
        var events: [Endpointer.Event] = []
        var endedAt: Int?
        for start in stride(from: 0, to: audio.count, by: 1600) {
            let found = endpointer.feed(Array(audio[start..<min(start + 1600, audio.count)]))
            if endedAt == nil, found.contains(where: { if case .utterance = $0 { true } else { false } }) { endedAt = start + 1600 }
            events += found
        }
        #expect(events.count == 2)
        #expect(events.first == .speechStarted)
        guard case .utterance(let samples) = events.last else {
            Issue.record("no utterance")
            return
        }
        let seconds = Double(samples.count) / 16_000
        #expect(seconds > 1.2 && seconds < 2.0, "the burst, a pre-roll and the end silence: \(seconds) s")
        let speechEnd = Int(2.2 * 16_000)
        #expect(Double(endedAt! - speechEnd) / 16 < 600, "ended within the silence window")
    }

    @Test func endpointerIgnoresSteadyNoiseAndFinishesAnOpenUtterance() {
        var endpointer = Endpointer()
        #expect(endpointer.feed(Self.burst(silence: 2, speech: 0, after: 0)).isEmpty)
        let events = endpointer.feed(Self.burst(silence: 0, speech: 0.5, after: 0))
        #expect(events == [.speechStarted])
        guard case .utterance = endpointer.finish().first else {
            Issue.record("finish returns the open utterance")
            return
        }
    }
}
