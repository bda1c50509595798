import CEspeakNG
import Foundation
import SousCore

/// eSpeak NG in synchronous mode: text to samples in memory, and text to IPA phonemes.
///
/// eSpeak keeps global state, so the one engine serialises every call behind a lock. Audio is
/// never played by eSpeak itself (it cannot tell when there is no device); `Speaker` plays it.
public final class EspeakEngine: @unchecked Sendable {
    public static let shared = EspeakEngine()

    private let lock = NSLock()
    private var sampleRate: Int32 = -1
    private var initialized = false

    private init() {}

    /// The rate of the samples `synthesize` returns (22,050 Hz), or a `.synthesis` error.
    private func start() throws(VoiceError) -> Int {
        if !initialized {
            initialized = true
            sampleRate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 200, nil, sous_espeak_initialize_dont_exit())
            if sampleRate > 0 { espeak_SetSynthCallback(espeakCollect) }
        }
        guard sampleRate > 0 else {
            throw VoiceError(.synthesis, "eSpeak NG could not start (its data folder is missing)", fix: "install espeak-ng-data")
        }
        return Int(sampleRate)
    }

    /// Speech for `text` as samples, with the voice, rate and pitch of `settings`.
    public func synthesize(_ text: String, settings: SpeechVoiceSettings = SpeechVoiceSettings()) throws(VoiceError) -> AudioClip {
        lock.lock()
        defer { lock.unlock() }
        let rate = try start()
        try selectVoice(settings.voice)
        espeak_SetParameter(espeakRATE, Int32(settings.rate), 0)
        espeak_SetParameter(espeakPITCH, Int32(settings.pitch), 0)
        let sink = SampleSink()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        let result = text.withCString { pointer in
            espeak_Synth(pointer, strlen(pointer) + 1, 0, POS_CHARACTER, 0, UInt32(sous_espeak_chars_utf8()), nil, box.toOpaque())
        }
        guard result == EE_OK else { throw VoiceError(.synthesis, "eSpeak NG could not synthesize the text (error \(result.rawValue))") }
        return AudioClip(samples: sink.samples, sampleRate: rate)
    }

    /// eSpeak's IPA for `word` in American English, phoneme names separated by `_`.
    public func ipa(_ word: String, voice: String = "en-us") throws(VoiceError) -> String {
        lock.lock()
        defer { lock.unlock() }
        _ = try start()
        try selectVoice(voice)
        var parts: [String] = []
        word.withCString { start in
            var cursor: UnsafePointer<CChar>? = start
            while let current = cursor, current.pointee != 0 {
                var next: UnsafePointer<CChar>? = current
                guard let phonemes = sous_espeak_text_to_ipa(&next, CChar(UInt8(ascii: "_"))) else { break }
                parts.append(String(cString: phonemes))
                if next == current { break }
                cursor = next
            }
        }
        return parts.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }

    /// Every voice name eSpeak knows ("en-us", "en", "fr" ...).
    public func voiceNames() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        guard (try? start()) != nil, let list = espeak_ListVoices(nil) else { return [] }
        var names: [String] = []
        var i = 0
        while let voice = list[i] {
            if let name = voice.pointee.name { names.append(String(cString: name)) }
            i += 1
        }
        return names
    }

    private func selectVoice(_ name: String) throws(VoiceError) {
        guard espeak_SetVoiceByName(name) == EE_OK else {
            throw VoiceError(.synthesis, "eSpeak NG has no voice named \(name)", fix: "try en-us, en, or a variant such as en-us+f3")
        }
    }
}

/// Collects samples while one synthesis runs.
final class SampleSink: @unchecked Sendable {
    var samples: [Int16] = []
}

/// eSpeak's synthesis callback (a C function pointer: no captures, not actor-isolated).
private func espeakCollect(_ wav: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?) -> Int32 {
    guard let events, let user = events.pointee.user_data else { return 0 }
    let sink = Unmanaged<SampleSink>.fromOpaque(user).takeUnretainedValue()
    if let wav, count > 0 { sink.samples.append(contentsOf: UnsafeBufferPointer(start: wav, count: Int(count))) }
    return 0
}
