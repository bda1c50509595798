import Foundation
import Testing
import SousTestSupport
@testable import SousVoice

/// `sous say`, `sous listen` and `sous voice doctor` as a user runs them, with no sound card.
@Suite(.serialized) struct VoiceCommandTests {
    let cli = CommandRunner()

    func say(_ text: String, to name: String) throws -> String {
        let path = cli.folder.appendingPathComponent(name).path
        let result = try cli.run(["say", text, "--out", path, "--rate", "160"])
        #expect(result.status == 0, "\(result.stderr)")
        return path
    }

    @Test func sayWritesAWavFile() throws {
        let path = try say("Your rice timer is done", to: "rice.wav")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.count > 20_000)
        #expect(String(decoding: data.prefix(4), as: UTF8.self) == "RIFF")
    }

    @Test func sayWithoutASoundDeviceSuggestsOut() throws {
        var env = cli
        env.environment["PULSE_SERVER"] = "unix:/nonexistent/pulse"
        let result = try env.run(["say", "hello"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--out"))
    }

    @Test func listenPrintsOneJSONLinePerFile() throws {
        let command = try say("go to step three", to: "step.wav")
        let chatter = try say("the president said on tuesday that taxes will go up", to: "news.wav")
        // The output format and the slot values are what this checks; how often clean commands
        // pass the default rejection is `make voice-eval`'s measurement (this clip sits near the
        // line, and moves with the grammar), so the command is read with a lenient threshold
        // (the default is -58.4 for a file).
        let result = try cli.run(["listen", "--file", command, chatter, "--timer", "rice", "--threshold=-90", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["heard"] as? String == "go to step three")
        #expect(first["intent"] as? String == "goToStep")
        #expect((first["slots"] as? [String: Any])?["step"] as? Int == 3, "a number, as `sous ask` gives it")
        #expect(first["decode_ms"] is Double)
        #expect(first["response"] is String)
        let rejected = try cli.run(["listen", "--file", chatter, "--timer", "rice", "--json"])
        let second = try #require(try JSONSerialization.jsonObject(with: Data(rejected.stdout.utf8)) as? [String: Any])
        #expect(second["heard"] is NSNull)
        #expect(second["intent"] is NSNull)
    }

    @Test func listenWithAnotherContractUsesItsWordsAndValues() throws {
        let contract = cli.folder.appendingPathComponent("lights.yaml")
        try """
        version: 1
        slotTypes:
          room:
            kind: values
            values:
              kitchen: [cooker]
              garden: []
        intents:
          - name: lightsOn
            slots: {room: room}
            patterns:
              - "turn on the {room} lights"
            samples:
              - say: "turn on the kitchen lights"
                slots: {room: kitchen}
        """.write(to: contract, atomically: true, encoding: .utf8)
        let audio = try say("turn on the garden lights", to: "lights.wav")
        let result = try cli.run(["listen", "--file", audio, "--contract", contract.path, "--json", "--threshold=-90"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["intent"] as? String == "lightsOn")
        #expect((object["slots"] as? [String: String])?["room"] == "garden")
    }

    @Test func aCommandInALoudRoomIsHeardAndNothingIsWrittenToStderr() throws {
        // The command with steady noise about 5 dB under it from a second before: the decoder
        // may print nothing, which in the app would draw over the screen.
        let clean = try WAVFile.read(URL(fileURLWithPath: try say("go to step three", to: "clean.wav"))).resampled(to: 16_000)
        var state: UInt32 = 7
        var brown = 0.0
        let lead = [Int16](repeating: 0, count: 16_000)
        let noisy = (lead + clean.samples + lead).map { sample -> Int16 in
            state = state &* 1_664_525 &+ 1_013_904_223
            brown = 0.98 * brown + Double(Int32(bitPattern: state) >> 16) / 32768
            return Int16(clamping: Int(Double(sample) + 700 * brown))
        }
        let path = cli.folder.appendingPathComponent("loud.wav")
        try WAVFile.encode(AudioClip(samples: noisy, sampleRate: 16_000)).write(to: path)
        #expect(NoiseSuppression.estimatedSNR(noisy) < 20, "a loud room")
        let result = try cli.run(["listen", "--file", path.path, "--json"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("\"intent\":\"goToStep\""), "\(result.stdout)")
    }

    @Test func listenExplainsABadFile() throws {
        let path = cli.folder.appendingPathComponent("notes.wav")
        try "not audio".write(to: URL(fileURLWithPath: path.path), atomically: true, encoding: .utf8)
        let result = try cli.run(["listen", "--file", path.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("is not a WAV file"))
    }

    @Test func doctorChecksEverythingAndOffersFixes() throws {
        var env = cli
        env.environment["PULSE_SERVER"] = "unix:/nonexistent/pulse"
        let result = try env.run(["voice", "doctor"])
        #expect(result.status == 0, "no microphone is not a failure: \(result.stdout)")
        for name in ["speech model", "dictionary", "speech synthesis", "microphone", "sound output"] {
            #expect(result.stdout.contains(name), "\(name)")
        }
        #expect(result.stdout.contains("problem microphone"))
        #expect(result.stdout.contains("fix:"))
        var missing = cli
        missing.environment["SOUS_VOICE_MODEL"] = "/nonexistent"
        let broken = try missing.run(["voice", "doctor"])
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("pocketsphinx-en-us"))
    }

    /// Without DeepFilterNet Sous hears as before and says why the kitchen's noise stays in.
    @Test func withoutTheSuppressorTheDoctorSaysItIsOffAndHowToGetIt() throws {
        var env = cli
        env.environment["PULSE_SERVER"] = "unix:/nonexistent/pulse"
        env.environment["SOUS_DEEPFILTER_DIR"] = cli.folder.appendingPathComponent("no-deepfilter").path
        let result = try env.run(["voice", "doctor"])
        #expect(result.status == 0, "not essential: \(result.stdout)")
        let line = result.stdout.split(separator: "\n").first { $0.contains("noise suppression") }.map(String.init) ?? ""
        #expect(line.contains("off: DeepFilterNet is not installed"), "\(result.stdout)")
        #expect(result.stdout.contains("install-deps.sh"))
        // Files are still heard, as recorded.
        let clip = cli.folder.appendingPathComponent("next.wav").path
        #expect(try env.run(["say", "next step", "--out", clip]).status == 0)
        let heard = try env.run(["listen", "--file", clip])
        #expect(heard.stdout.contains("next step"), "\(heard.stdout) \(heard.stderr)")
        // With it (installed by make test), the doctor names it.
        let on = try cli.run(["voice", "doctor"])
        #expect(on.stdout.contains("DeepFilterNet3"), "\(on.stdout)")
    }
}
