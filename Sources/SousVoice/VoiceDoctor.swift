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

    /// `microphone`: the input chosen in Settings > Microphone (nil: the server's default), the
    /// one the app listens to.
    /// `suppression`: the noise suppression chosen in Settings (its limit in dB; nil: off).
    public static func run(model: VoiceModel = .standard, microphone: String? = nil,
                           suppression: Double? = CommandRecognizer.defaultSuppressionLimitDecibels) -> [Check] {
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
        checks.append(microphoneCheck(chosen: microphone))
        checks.append(suppressionCheck(DeepFilterNet.availability, limit: suppression))
        do {
            try Speaker.check()
            checks.append(Check(name: "sound output", ok: true, detail: "PulseAudio default sink opened", essential: false))
        } catch {
            checks.append(Check(name: "sound output", ok: false, detail: error.message, fix: error.fix, essential: false))
        }
        return checks
    }

    /// DeepFilterNet in front of the recognizer: found, and on or off. Not essential: without it
    /// Sous hears as it did, only worse in a loud kitchen.
    static func suppressionCheck(_ availability: DeepFilterNet.Availability, limit: Double?) -> Check {
        guard availability.installation != nil else {
            return Check(name: "noise suppression", ok: false, detail: availability.summary, fix: DeepFilterNet.howToGet, essential: false)
        }
        guard let limit else {
            return Check(name: "noise suppression", ok: true, detail: "off in Settings (\(availability.summary))", essential: false)
        }
        let strength = limit >= 100 ? "as far as it can" : "by at most \(Int(limit)) dB"
        return Check(name: "noise suppression", ok: true, detail: "on, the room's noise brought down \(strength): \(availability.summary)", essential: false)
    }

    /// The microphone the app would listen to: does it open, is it a real input, does it hear
    /// anything (a muted input records exact zeros).
    static func microphoneCheck(chosen: String?) -> Check {
        let search = PulseDevices.search()
        let inputs = search.microphones
        let label = { (input: AudioInput) in "\(input.description) (\(input.name))" }
        let listed = inputs.isEmpty ? "" : "; inputs (Settings > Microphone): " + inputs.map(label).joined(separator: ", ")
        // The chosen input as people know it, when the server still lists it.
        let chosenName = chosen.map { name in inputs.first { $0.name == name }.map(label) ?? name }
        let microphone: PulseMicrophone
        do {
            microphone = try PulseMicrophone(device: chosen)
        } catch {
            if let chosen, let chosenName, case .found = search {
                return Check(name: "microphone", ok: false,
                             detail: "\(chosenName), chosen in Settings > Microphone, did not open: \(error.message)" + listed,
                             fix: inputs.contains { $0.name == chosen } ? (error.fix ?? "check the device's permissions")
                                 : "plug it in again, or choose another in Settings > Microphone", essential: false)
            }
            return Check(name: "microphone", ok: false, detail: error.message,
                         fix: (error.fix ?? "") + "; meanwhile `sous listen --file F.wav` works without one", essential: false)
        }
        defer { microphone.close() }
        let which: String
        if let chosenName {
            which = chosenName + ", chosen in Settings > Microphone,"
        } else {
            if case .found(_, defaultIsMonitor: true) = search {
                // PulseAudio's default input when no microphone is plugged in: Sous would hear the
                // computer's own sound (a video, the radio app), not the cook.
                return Check(name: "microphone", ok: false,
                             detail: "the default input is the monitor of an output: it records what the computer plays, not the room (Sous listens to it unless Settings > Microphone names a microphone)" + listed,
                             fix: inputs.isEmpty ? "plug in a microphone" : "choose a microphone in Settings > Microphone, or make one the default (pactl set-default-source NAME)",
                             essential: false)
            }
            which = "PulseAudio default source"
        }
        let peak = Self.peak(of: microphone, seconds: 0.32)
        guard let peak else {
            return Check(name: "microphone", ok: false, detail: "\(which) opened but gave no sound to read" + listed,
                         fix: "check the sound server (pactl info) and the input's cable", essential: false)
        }
        guard peak > 0 else {
            return Check(name: "microphone", ok: false, detail: "\(which) opened at 16 kHz but records only silence (muted or switched off?)" + listed,
                         fix: "unmute it: pactl set-source-mute \(chosen ?? "@DEFAULT_SOURCE@") 0, or switch capture on in alsamixer", essential: false)
        }
        let decibels = 20 * log10(Double(peak) / Double(Int16.max))
        return Check(name: "microphone", ok: true, detail: "\(which) opened at 16 kHz, loudest sound \(Int(decibels.rounded())) dBFS" + listed, essential: false)
    }

    /// The loudest sample over a short read; nil when the source gave nothing.
    static func peak(of source: AudioSource, seconds: Double) -> Int? {
        var read = 0
        var peak: Int?
        while Double(read) < seconds * Double(AudioClip.recognizerRate), let chunk = source.read(), !chunk.isEmpty {
            read += chunk.count
            let loudest = chunk.reduce(0) { max($0, abs(Int($1))) }
            peak = max(peak ?? 0, loudest)
        }
        return peak
    }
}
