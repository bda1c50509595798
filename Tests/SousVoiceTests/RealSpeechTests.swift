import Foundation
import SousContract
import SousCore
import Testing
@testable import SousVoice

/// People, not synthesizers: the recordings of real speech that Debian ships (PocketSphinx's test
/// data: an audiobook, playing cards, numbers, "go forward ten meters"; ALSA's speaker-test voice,
/// "front left"...). None of it is said to Sous. `make deps` installs both packages.
@Suite(.serialized) struct RealSpeechTests {
    static let folders = [
        "/usr/share/pocketsphinx/test/data", "/usr/share/pocketsphinx/test/data/tidigits",
        "/usr/share/pocketsphinx/test/data/cards", "/usr/share/pocketsphinx/test/data/librivox",
        "/usr/share/sounds/alsa",
    ]

    static func recordings() throws -> [(name: String, clip: AudioClip)] {
        var found: [(String, AudioClip)] = []
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() where name.hasSuffix(".wav") || name.hasSuffix(".raw") {
                let clip = try WAVFile.read(URL(fileURLWithPath: folder).appendingPathComponent(name))
                found.append((name, clip.resampled(to: AudioClip.recognizerRate)))
            }
        }
        guard found.count >= 20 else {
            throw MissingRecordings(found: found.count)
        }
        return found
    }

    struct MissingRecordings: Error, CustomStringConvertible {
        var found: Int
        var description: String {
            "only \(found) recordings of real speech under \(RealSpeechTests.folders.joined(separator: ", ")): "
                + "install pocketsphinx-testdata and alsa-utils (make deps)"
        }
    }

    /// The recording as from a microphone: a second of its own first 100 ms before it (the room,
    /// learnt by the endpointer), a second of silence after.
    static func stream(_ clip: AudioClip) -> [Int16] {
        let lead = Array(clip.samples.prefix(AudioClip.recognizerRate / 10))
        return Array(repeatElement(lead, count: 10).joined()) + clip.samples + [Int16](repeating: 0, count: AudioClip.recognizerRate)
    }

    /// The default listening mode, set up as the app sets it up: talk that does not begin with
    /// "hello kitchen" neither acts nor wakes Sous, whatever command the grammar finds in it.
    @Test func peopleTalkingAreNotActedOnWithoutTheWakePhrase() throws {
        var options = CommandRecognizer.Options()
        options.listen(.wakeWord)
        let recognizer = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: RecognizerTests.context, options: options)
        var guessed = 0
        let recordings = try Self.recordings()
        for (name, clip) in recordings {
            let noisy = clip.withNoiseFloor(decibelsBelowLevel: 10) ?? clip
            for (condition, audio) in [("as recorded", clip), ("in a noisy room", noisy)] {
                let stream = StreamingRecognizer(recognizer: recognizer, mode: .wakeWord)
                var heardSomething = false
                for case .decided(let result, let verdict, _, _, _, _) in stream.decisions(in: Self.stream(audio)) {
                    switch verdict {
                    case .act(let heard, _): Issue.record("\(name) \(condition): acted on \"\(heard)\" (confidence \(result.confidence))")
                    case .wake: Issue.record("\(name) \(condition): woke up (\"\(result.guess ?? "")\")")
                    case .ignore: break
                    }
                    if result.guess != nil { heardSomething = true }
                }
                if heardSomething { guessed += 1 }
            }
        }
        // Not vacuous: the decoder did find commands in the talk (its best guesses), and the gate
        // kept them from acting.
        #expect(guessed >= recordings.count, "\(guessed) of \(recordings.count * 2) streams had a best guess")
    }
}
