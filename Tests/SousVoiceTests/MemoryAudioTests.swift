import Foundation
import SousCore
import SousTestSupport
import Testing
@testable import SousVoice

/// Spoken memories' audio: FLAC through libFLAC, the capture loop, and dictation on real speech
/// (Debian's pocketsphinx-testdata: an audiobook read by a person, with its transcript).
@Suite(.serialized) struct MemoryAudioTests {
    static let librivox = URL(fileURLWithPath: "/usr/share/pocketsphinx/test/data/librivox")
    let folder = TemporaryFolder("sous-memory-audio")

    /// One unbiased dictation for the suite: the large model takes seconds to load, and with the
    /// cepstral mean taken per recording ("batch") a clip's transcript does not depend on what the
    /// decoder heard before.
    static let plainDictation = Result { () throws(VoiceError) -> Dictation in try Dictation() }

    func realRecording() throws -> AudioClip {
        let url = Self.librivox.appendingPathComponent("sense_and_sensibility_01_austen_64kb-0870.wav")
        guard FileManager.default.fileExists(atPath: url.path) else { throw TestData.MissingTestData(path: url.path + " (install pocketsphinx-testdata)") }
        return try WAVFile.read(url)
    }

    @Test func flacKeepsEverySampleOfARealRecordingAndIsSmaller() throws {
        let clip = try realRecording()
        let url = folder.url.appendingPathComponent("a.flac")
        try FLACFile.write(clip, to: url)
        let back = try FLACFile.read(url)
        #expect(back.sampleRate == clip.sampleRate)
        #expect(back.samples == clip.samples, "lossless: identical samples")
        let flacSize = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
        #expect(flacSize > 0 && Double(flacSize) < Double(WAVFile.encode(clip).count) * 0.7)
    }

    @Test func flacReadsThePicovoiceRecordingsAsSoxDoes() throws {
        let dir = TestData.fixtures.appendingPathComponent("speech/picovoice-dev/clean")
        let name = try #require((try? FileManager.default.contentsOfDirectory(atPath: dir.path))?.sorted().first, "no Picovoice recordings in \(dir.path)")
        let clip = try FLACFile.read(dir.appendingPathComponent(name))
        #expect(clip.sampleRate == 16_000)
        #expect(clip.seconds > 2 && clip.seconds < 20)
        #expect(MemoryRecorder.level(of: clip.samples) > -50, "speech, not silence")
    }

    @Test func aDamagedOrMissingFileIsAClearError() throws {
        let bad = folder.url.appendingPathComponent("bad.flac")
        try Data("not flac at all".utf8).write(to: bad)
        #expect(throws: VoiceError.self) { try FLACFile.read(bad) }
        #expect(throws: VoiceError.self) { try FLACFile.read(folder.url.appendingPathComponent("none.flac")) }
    }

    @Test func aFullDiskIsReportedByTheWriter() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let writer = try FLACWriter(url: URL(fileURLWithPath: "/dev/full"), sampleRate: 16_000)
        let noise = (0..<16_000).map { Int16(truncatingIfNeeded: $0 &* 7919) }
        #expect(throws: VoiceError.self) {
            for _ in 0..<10 { try writer.append(noise) }
            try writer.finish()
        }
    }

    @Test func captureStopsOnSilenceAndKeepsExactlyWhatItHeard() throws {
        let clip = try realRecording()
        let url = folder.url.appendingPathComponent("c.flac")
        let capture = MemoryCapture(limits: MemoryRecorder.Limits(silenceSeconds: 2, maxSeconds: 60))
        var levels: [Double] = []
        let result = try capture.record(from: ClipAudioSource(clip, trailingSilence: 5), into: url, isMicrophone: true) { r in
            if case .recording(_, let level) = r.state { levels.append(level) }
        }
        #expect(result.reason == .silence)
        #expect(result.clip.seconds > clip.seconds && result.clip.seconds < clip.seconds + 2.5)
        #expect(Array(result.clip.samples.prefix(clip.samples.count)) == clip.samples)
        #expect(try FLACFile.read(url).samples == result.clip.samples)
        #expect(levels.contains { $0 > -30 } && levels.contains { $0 <= -120 })
    }

    @Test func captureStopsAtTheMaximumLength() throws {
        let url = folder.url.appendingPathComponent("m.flac")
        let result = try MemoryCapture(limits: MemoryRecorder.Limits(maxSeconds: 2)).record(from: ClipAudioSource(try realRecording()), into: url, isMicrophone: false)
        #expect(result.reason == .maxLength)
        #expect(abs(result.clip.seconds - 2) < 0.05)
    }

    @Test func aLostMicrophoneKeepsTheRecording() throws {
        let url = folder.url.appendingPathComponent("l.flac")
        let result = try MemoryCapture().record(from: ClipAudioSource(try realRecording(), trailingSilence: 0), into: url, isMicrophone: true)
        #expect(result.reason == .microphoneLost)
        #expect(FileManager.default.fileExists(atPath: url.path))
    }

    @Test func cancellingKeepsNothing() throws {
        let url = folder.url.appendingPathComponent("x.flac")
        let capture = MemoryCapture()
        capture.cancel()
        let result = try capture.record(from: ClipAudioSource(try realRecording()), into: url, isMicrophone: true)
        #expect(result.reason == nil)
        #expect(result.recorder.state == .cancelled)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func theBiasModelIsValidARPA() throws {
        let model = BiasLanguageModel(texts: ["Granny Rose's soda bread", "Mix the buttermilk into the flour.", "Granny Rose"])
        #expect(model.vocabulary == ["granny", "rose's", "soda", "bread", "mix", "the", "buttermilk", "into", "flour", "rose"])
        let arpa = model.arpa()
        #expect(arpa.hasPrefix("\\data\\\nngram 1=12\n"), "10 words, <s> and </s>")
        #expect(arpa.contains(" granny rose\n") && arpa.hasSuffix("\\end\\\n"))
        // PocketSphinx reads it and mixes it in (it throws when it cannot).
        let dictation = try Dictation(bias: model)
        #expect(dictation.biased)
    }

    /// A floor, not a target: the large model on a person reading (measured 31% WER here,
    /// docs/BENCHMARKS.md). Fails if the model, the dictionary or the decoding setup breaks.
    @Test func dictationTranscribesRealSpeechWithinTheFloor() throws {
        let items = try DictationEval.items(in: Self.librivox)
        #expect(items.count == 5)
        let score = try DictationEval.score(items, with: try Self.plainDictation.get())
        #expect(score.referenceWords == 71)
        #expect(score.rate < 0.45, "WER \(score.rate)")
    }

    /// Real speakers (the Picovoice set: people ordering coffee, with the words they were asked to
    /// say) transcribed with and without the domain's words mixed in: the bias must keep more of
    /// the key words (measured on 40 recordings: 37% missed plain, 14% biased; docs/BENCHMARKS.md).
    @Test func theBiasKeepsMoreOfTheDomainsWordsOnRealSpeakers() throws {
        let folder = TestData.fixtures.appendingPathComponent("speech/picovoice-dev")
        let items = try DictationEval.items(in: folder, limit: 8)
        try #require(items.count == 8, "no Picovoice recordings in \(folder.path)")
        let bias = BiasLanguageModel(texts: try DictationEval.biasTexts(from: folder.appendingPathComponent("coffee-intents.yaml")))
        #expect(bias.vocabulary.isSuperset(of: ["americano", "cappuccino", "sweetener", "roast"]))
        let plain = try DictationEval.score(items, with: try Self.plainDictation.get())
        let biased = try DictationEval.score(items, with: try Dictation(bias: bias))
        #expect(biased.referenceWords == plain.referenceWords && plain.referenceWords > 40)
        #expect(biased.rate < plain.rate - 0.1, "plain \(plain.rate), biased \(biased.rate)")
        #expect(biased.rate < 0.2, "biased \(biased.rate)")
    }
}
