import Foundation
import SousCore

/// The checks behind `sous voice doctor` and the Settings screen's voice status.
public enum VoiceDoctor {
    public struct Check: Hashable, Sendable {
        public var name: String
        public var ok: Bool
        public var detail: String
        public var fix: String?
        /// Without this, voice cannot work at all (a missing microphone is not essential: files work).
        public var essential: Bool
    }

    public static func run(model: VoiceModel = .standard) -> [Check] {
        var checks: [Check] = []
        do {
            try model.check()
            checks.append(Check(name: "speech model", ok: true, detail: model.acousticModel.path, essential: true))
        } catch {
            checks.append(Check(name: "speech model", ok: false, detail: error.message, fix: error.fix, essential: true))
        }
        if let dictionary = try? PronunciationDictionary(contentsOf: model.dictionary) {
            checks.append(Check(name: "dictionary", ok: true, detail: "\(dictionary.entries.count) words in \(model.dictionary.path)", essential: true))
        } else {
            checks.append(Check(name: "dictionary", ok: false, detail: "\(model.dictionary.path) is missing or unreadable",
                                fix: "install pocketsphinx-en-us", essential: true))
        }
        do {
            let clip = try EspeakEngine.shared.synthesize("ready")
            let ipa = try EspeakEngine.shared.ipa("deglaze")
            checks.append(Check(name: "speech synthesis", ok: !clip.samples.isEmpty,
                                detail: "eSpeak NG at \(clip.sampleRate) Hz; \"deglaze\" -> \(PhonemeMapper.cmuPhones(fromIPA: ipa).joined(separator: " "))",
                                essential: true))
        } catch {
            checks.append(Check(name: "speech synthesis", ok: false, detail: error.message, fix: error.fix ?? "install espeak-ng", essential: true))
        }
        do {
            let microphone = try PulseMicrophone()
            microphone.close()
            let search = PulseDevices.search()
            let inputs = search.microphones.map { "\($0.description) (\($0.name))" }
            let listed = inputs.isEmpty ? "" : "; inputs (Settings > Microphone): " + inputs.joined(separator: ", ")
            if case .found(_, defaultIsMonitor: true) = search {
                // PulseAudio's default input when no microphone is plugged in: Sous would hear the
                // computer's own sound (a video, the radio app), not the cook.
                checks.append(Check(name: "microphone", ok: false,
                                    detail: "the default input is the monitor of an output: it records what the computer plays, not the room (Sous listens to it unless Settings > Microphone names a microphone)" + listed,
                                    fix: inputs.isEmpty ? "plug in a microphone" : "choose a microphone in Settings > Microphone, or make one the default (pactl set-default-source NAME)",
                                    essential: false))
            } else {
                checks.append(Check(name: "microphone", ok: true, detail: "PulseAudio default source opened at 16 kHz" + listed, essential: false))
            }
        } catch {
            checks.append(Check(name: "microphone", ok: false, detail: error.message,
                                fix: (error.fix ?? "") + "; meanwhile `sous listen --file F.wav` works without one", essential: false))
        }
        do {
            try Speaker.check()
            checks.append(Check(name: "sound output", ok: true, detail: "PulseAudio default sink opened", essential: false))
        } catch {
            checks.append(Check(name: "sound output", ok: false, detail: error.message, fix: error.fix, essential: false))
        }
        return checks
    }
}
