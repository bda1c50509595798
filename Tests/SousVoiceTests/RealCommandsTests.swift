import Foundation
import SousContract
import SousCore
import SousTestSupport
import Testing
@testable import SousVoice

/// Real people, not synthesizers: a fixed tenth of the Picovoice development set (every tenth clip
/// in name order, 31 clips, copied to `Tests/Fixtures/speech/picovoice-dev`), clean and with the benchmark's kitchen noise mixed
/// in by its protocol, through the recognizer with the app's defaults. The floors sit a few clips
/// under what the release build measured on this subset (docs/BENCHMARKS.md has the whole set).
@Suite(.serialized) struct RealCommandsTests {
    static let set = TestData.fixtures.appendingPathComponent("speech/picovoice-dev")

    struct Subset {
        var clips: [VoiceEvalManifest.Clip]
        var audio: [String: AudioClip]
        var noise: [Int16]
    }

    nonisolated(unsafe) static var loaded: Subset?

    /// Decodes the subset's FLAC files with sox (installed by `make deps`) into memory.
    static func subset() throws -> Subset {
        if let loaded { return loaded }
        let labelsURL = set.appendingPathComponent("labels.json")
        guard FileManager.default.fileExists(atPath: labelsURL.path) else { throw TestData.MissingTestData(path: labelsURL.path) }
        let labels = try JSONSerialization.jsonObject(with: Data(contentsOf: labelsURL)) as? [String: [String: Any]] ?? [:]
        let names = labels.keys.sorted()
        var clips: [VoiceEvalManifest.Clip] = []
        var audio: [String: AudioClip] = [:]
        for name in names {
            let label = labels[name] ?? [:]
            // The benchmark's labels carry stray spaces (" cream").
            let slots = (label["slots"] as? [String: String] ?? [:]).mapValues { $0.split(separator: " ").joined(separator: " ") }
            let flac = set.appendingPathComponent("clean").appendingPathComponent(name.replacingOccurrences(of: ".wav", with: ".flac"))
            audio[name] = try decode(flac)
            clips.append(VoiceEvalManifest.Clip(file: URL(fileURLWithPath: name), text: "", intent: label["intent"] as? String ?? "",
                                                slots: slots, condition: "clean"))
        }
        let made = Subset(clips: clips, audio: audio, noise: try decode(set.appendingPathComponent("kitchen-noise.flac")).samples)
        loaded = made
        return made
    }

    static func decode(_ flac: URL) throws -> AudioClip {
        guard FileManager.default.fileExists(atPath: flac.path) else { throw TestData.MissingTestData(path: flac.path) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-real-commands-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let wav = folder.appendingPathComponent(flac.deletingPathExtension().lastPathComponent + ".wav")
        defer { try? FileManager.default.removeItem(at: wav) }
        let sox = Process()
        sox.executableURL = URL(fileURLWithPath: "/usr/bin/sox")
        sox.arguments = [flac.path, "-r", "16000", "-c", "1", "-b", "16", wav.path]
        try sox.run()
        sox.waitUntilExit()
        #expect(sox.terminationStatus == 0, "sox could not read \(flac.path)")
        return try WAVFile.read(wav)
    }

    /// Commands understood (intent and every slot right, after rejection) and best paths right, in percent.
    /// `suppressed`: with DeepFilterNet in front (which must then be installed), or heard as mixed.
    static func accuracy(decibels: Double?, suppressed: Bool) throws -> (accepted: Double, bestPath: Double) {
        let subset = try subset()
        let grammar = try IntentContract.load(fileAt: set.appendingPathComponent("coffee-intents.yaml"))
        var options = CommandRecognizer.Options()
        options.neuralSuppression = suppressed
        if suppressed { _ = try DeepFilterNetTests.installation() }
        let recognizer = try CommandRecognizer(grammar: grammar, options: options)
        let eval = VoiceEval(grammar: grammar)
        let mixer = NoiseMixer(noise: subset.noise)
        var accepted = 0, best = 0
        for clip in subset.clips {
            let clean = subset.audio[clip.file.lastPathComponent]!
            let audio = decibels.map { AudioClip(samples: mixer.mix(clean.samples, decibels: $0, name: clip.file.lastPathComponent), sampleRate: clean.sampleRate) } ?? clean
            let outcome = eval.judge(clip, recognizer.recognize(audio))
            if outcome.intentAndSlots { accepted += 1 }
            if outcome.guessCorrect { best += 1 }
        }
        let count = Double(subset.clips.count)
        return (Double(accepted) * 100 / count, Double(best) * 100 / count)
    }

    @Test func theSubsetIsTheSetsEveryTenthClip() throws {
        #expect(try Self.subset().clips.count == 31)
    }

    /// With suppression (the default where DeepFilterNet is installed) at 12 and at 6 dB; without
    /// it clean and at 12 dB (as where Sous runs without the library). Clean once: a quiet room is
    /// heard as it is either way. Measured (debug build): cleaned 93.5%, 87.1%; as heard 100%, 80.6%.
    @Test(arguments: [(12.0, true, 87.0), (6.0, true, 80.0), (nil, false, 93.0), (12.0, false, 74.0)] as [(Double?, Bool, Double)])
    func realCommandsAreUnderstoodCleanAndInKitchenNoise(decibels: Double?, suppressed: Bool, floor: Double) throws {
        let (accepted, bestPath) = try Self.accuracy(decibels: decibels, suppressed: suppressed)
        let condition = (decibels.map { "\($0.formatted()) dB" } ?? "clean") + (suppressed ? ", suppressed" : ", as heard")
        print("real commands, \(condition): \(accepted)% understood, best path \(bestPath)%")
        #expect(accepted >= floor, "\(condition): \(accepted.formatted(.number.precision(.fractionLength(1))))% understood (best path \(bestPath.formatted(.number.precision(.fractionLength(1))))%), floor \(floor)%")
    }
}
