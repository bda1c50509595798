import Foundation
import SousCore

/// Commands from a stream of 16 kHz audio, decided as early as they can be, and judged by the
/// listening mode (`ListeningGate`) on the stream's own clock.
///
/// The endpointer finds speech. At the speaker's first short pause (in a quiet room) the audio
/// so far is decoded: when that is a command the gate acts on, it is decided at once and the rest
/// of the utterance is dropped; otherwise the utterance is decided when the full end silence has
/// passed (reusing the pause's decoding when nothing was said since). Not thread-safe: one
/// stream, one thread.
public final class StreamingRecognizer: @unchecked Sendable {
    public enum Output: Sendable {
        case speechStarted
        /// A decision on one utterance and the gate's verdict on it. `latencyMilliseconds` runs
        /// from the last loud frame (the end of speech as the endpointer heard it) to the
        /// decision: the audio that had to arrive after it plus the decoding. `early`: decided at
        /// a pause, before the end silence. `atSample`: where in the stream it was decided.
        case decided(Recognition, ListeningGate.Verdict, latencyMilliseconds: Double, early: Bool, atSample: Int)
        /// A wake-up (the wake phrase alone, or the talk key) ran out with no command.
        case asleep
    }

    public let recognizer: CommandRecognizer
    public private(set) var gate: ListeningGate
    private var endpointer: Endpointer
    private var atPause: Recognition?

    public init(recognizer: CommandRecognizer, endpointing: Endpointer.Settings = Endpointer.Settings(), mode: ListeningMode = .always) {
        self.recognizer = recognizer
        endpointer = Endpointer(settings: endpointing)
        gate = ListeningGate(mode: mode)
    }

    /// Samples fed so far (the stream's clock, at 16 kHz).
    public var samplesFed: Int { endpointer.samplesFed }

    /// The talk key: the next command acts without the wake phrase.
    public func listenNow() {
        gate.listenNow(at: samplesFed)
    }

    public func feed(_ samples: [Int16]) -> [Output] {
        var outputs: [Output] = []
        // Frame by frame, so an utterance acted on at a pause is dropped before anything after it.
        var start = samples.startIndex
        while start < samples.endIndex {
            if gate.expire(at: samplesFed) { outputs.append(.asleep) }
            let end = min(start + Endpointer.frame, samples.endIndex)
            outputs += handle(endpointer.feed(Array(samples[start..<end])))
            start = end
        }
        return outputs
    }

    /// The stream ended: an utterance still open is decided.
    public func finish() -> [Output] {
        handle(endpointer.finish())
    }

    /// A whole recording as the microphone would deliver it (`chunk` samples at a time, 40 ms by
    /// default), then the end of the stream.
    public func decisions(in samples: [Int16], chunk: Int = AudioClip.recognizerRate / 25) -> [Output] {
        var outputs: [Output] = []
        for start in stride(from: 0, to: samples.count, by: max(chunk, 1)) {
            outputs += feed(Array(samples[start..<min(start + chunk, samples.count)]))
        }
        return outputs + finish()
    }

    private func handle(_ events: [Endpointer.Event]) -> [Output] {
        var outputs: [Output] = []
        for event in events {
            switch event {
            case .speechStarted:
                atPause = nil
                outputs.append(.speechStarted)
            case .pause(let samples):
                // Push to talk decodes nothing before the key (an utterance in progress counts).
                guard gate.shouldDecode(at: samplesFed) else { continue }
                let result = decode(withRoomTone(samples))
                // Act now only on what the gate acts on: a wake phrase misheard before the pause
                // ("feed two") must not end the utterance; the whole of it is decided at the end.
                guard result.isCommand, gate.wouldAct(on: result, at: samplesFed) else {
                    atPause = result
                    continue
                }
                endpointer.abandon()
                atPause = nil
                outputs.append(decided(result, early: true))
                return outputs
            case .resumed:
                atPause = nil
            case .utterance(let samples):
                defer { atPause = nil }
                guard gate.shouldDecode(at: samplesFed) else { continue }
                outputs.append(decided(atPause ?? decode(samples), early: false))
            }
        }
        return outputs
    }

    private func decided(_ result: Recognition, early: Bool) -> Output {
        let verdict = gate.judge(result, at: samplesFed)
        let latency = Double(endpointer.samplesFed - endpointer.lastLoudSample) * 1000 / Double(AudioClip.recognizerRate)
            + result.decodeMilliseconds
        return .decided(result, verdict, latencyMilliseconds: latency, early: early, atSample: samplesFed)
    }

    /// The utterance at a pause, lengthened with its own trailing quiet to the full end
    /// silence: the rejection scores are per frame, and fewer quiet frames scored about 2 points
    /// worse, which rejected 9 of 68 right commands on the quick set.
    private func withRoomTone(_ samples: [Int16]) -> [Int16] {
        let settings = endpointer.settings
        guard let pause = settings.pauseMilliseconds, settings.endSilenceMilliseconds > pause else { return samples }
        let quiet = Array(samples.suffix(pause * AudioClip.recognizerRate / 1000))
        let missing = (settings.endSilenceMilliseconds - pause) * AudioClip.recognizerRate / 1000
        guard !quiet.isEmpty else { return samples }
        var padded = samples
        padded.reserveCapacity(samples.count + missing)
        while padded.count < samples.count + missing {
            padded += quiet.prefix(samples.count + missing - padded.count)
        }
        return padded
    }

    private func decode(_ samples: [Int16]) -> Recognition {
        recognizer.recognize(AudioClip(samples: samples, sampleRate: AudioClip.recognizerRate))
    }
}

extension Recognition {
    /// Accepted and read as a known intent.
    public var isCommand: Bool {
        heard != nil && match.map { !$0.isUnknown } ?? false
    }
}
