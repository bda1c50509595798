import ArgumentParser
import Foundation
import SousCore
import SousVoice

/// `sous listen --file F.wav`: recognises commands in audio files, one result per file.
struct ListenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listen",
        abstract: "Recognise spoken commands in audio files (WAV, or .raw 16 kHz mono 16-bit).",
        discussion: "Prints one line per file: what was heard (null when rejected as out-of-grammar), the intent and slots, the confidence, the response and the decode time."
    )

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var voice: VoiceGrammarOptions
    @Option(name: [.long, .customLong("audio-file")], parsing: .upToNextOption, help: ArgumentHelp("Audio files to recognise.", valueName: "file"))
    var file: [String] = []
    @Option(help: ArgumentHelp("Rejection threshold on the combined score (lower accepts more; default: \(RejectionScore.wholeClip.threshold) for a file, \(RejectionScore.streamed.threshold) + \(RejectionScore.streamed.thresholdPerSNR) x SNR/10 dB with --stream).", valueName: "x"))
    var threshold: Double?
    @Flag(help: "Treat each file as a microphone recording: every command heard in it, with its time, as the app would act on it.")
    var stream = false
    @Option(help: ArgumentHelp("With --stream: always, or wakeWord (only commands after the wake phrase).", valueName: "mode"))
    var listening: String = ListeningMode.always.rawValue
    @Option(help: ArgumentHelp("With --stream: quiet (ms) inside speech at which the audio so far is decoded; 0: wait for the end silence.", valueName: "ms"))
    var pause: Int?
    @Option(help: ArgumentHelp("With --listening wakeWord: the wake phrase.", valueName: "words"))
    var wakePhrase: String = ListeningMode.defaultWakePhrase
    @Flag(help: "Hear the files as recorded, without DeepFilterNet's noise suppression (on when it is installed).") var noSuppress = false
    @Flag(help: "With --stream: also print each utterance that was not acted on, with its best guess.") var verbose = false
    @Flag(help: "Print one JSON object per file (with --stream: per command heard).") var json = false

    func validate() throws {
        if file.isEmpty { throw ValidationError("give at least one audio file with --file (live microphone listening is in the app)") }
        if let step = voice.step, step < 1 { throw ValidationError("--step must be 1 or more") }
        guard let mode = ListeningMode(rawValue: listening), mode != .pushToTalk else {
            throw ValidationError("--listening is always or wakeWord (push-to-talk needs the app's key)")
        }
        if mode == .wakeWord, !stream { throw ValidationError("--listening wakeWord needs --stream") }
    }

    func run() throws {
        let grammar = try voice.grammar()
        let (recipe, context) = try voice.moment(database: database)
        var options = CommandRecognizer.Options()
        if let threshold {
            options.rejection = .combined(RejectionScore.wholeClip.shifted(by: threshold - RejectionScore.wholeClip.threshold))
            options.streamedRejection = .combined(RejectionScore.streamed.shifted(by: threshold - RejectionScore.streamed.threshold))
        }
        let mode = ListeningMode(rawValue: listening) ?? .always
        options.listen(mode, wakePhrase: wakePhrase)
        options.neuralSuppression = !noSuppress
        let recognizer = try CommandRecognizer(grammar: grammar, context: context, options: options)
        let responder = try VoiceResponder(grammar: grammar)
        var failed = false
        for path in file {
            let clip: AudioClip
            do {
                clip = try WAVFile.read(URL(fileURLWithPath: path))
            } catch {
                Output.error("sous listen: \(error)")
                failed = true
                continue
            }
            if stream {
                try listen(to: clip, file: path, recognizer: recognizer, mode: mode)
                continue
            }
            let result = recognizer.recognize(clip)
            let response = result.match.map { responder.response(to: $0, heard: result.heard ?? "", recipe: recipe, step: voice.step) }
            if json {
                try Output.json(ListenOutput(file: path, result: result, response: response))
            } else if let heard = result.heard, let match = result.match {
                let slots = match.slots.keys.sorted().map { "\($0)=\(match.slots[$0]!.plainText)" }.joined(separator: " ")
                Output.line("\(path): \"\(heard)\" -> \(match.intent) \(slots) (confidence \(String(format: "%.2f", result.confidence)), \(Int(result.decodeMilliseconds)) ms)")
                if let response { Output.line("  \(response)") }
            } else {
                let guess = result.guess.map { " (best guess \"\($0)\")" } ?? ""
                Output.line("\(path): rejected\(guess), confidence \(String(format: "%.2f", result.confidence))")
            }
        }
        if failed { throw ExitCode(1) }
    }

    /// A recording as the app hears the microphone: 40 ms chunks, endpointing, decisions at
    /// pauses. Prints each accepted command (and with --json, each one as an object), then a
    /// summary: commands heard, utterances rejected, commands per hour of audio.
    private func listen(to clip: AudioClip, file: String, recognizer: CommandRecognizer, mode: ListeningMode) throws {
        let audio = clip.sampleRate == AudioClip.recognizerRate ? clip : clip.resampled(to: AudioClip.recognizerRate)
        var endpointing = Endpointer.Settings()
        if let pause { endpointing.pauseMilliseconds = pause > 0 ? pause : nil }
        let stream = StreamingRecognizer(recognizer: recognizer, endpointing: endpointing, mode: mode)
        var heard = 0, rejected = 0
        for case .decided(let result, let verdict, _, _, let at, _) in stream.decisions(in: audio.samples) {
            let seconds = Double(at) / Double(AudioClip.recognizerRate)
            guard case .act(let text, let match) = verdict else {
                rejected += 1
                if verbose, !json {
                    Output.line(String(format: "%@ %8.2f s: not acted on: \"%@\" (confidence %.2f)", file, seconds, result.guess ?? "", result.confidence))
                }
                continue
            }
            heard += 1
            if json {
                try Output.json(StreamLine(file: file, at: (seconds * 100).rounded() / 100, heard: text, intent: match.intent,
                                           slots: match.slots.mapValues(SlotJSON.init), confidence: (result.confidence * 1000).rounded() / 1000))
            } else {
                Output.line(String(format: "%@ %8.2f s: \"%@\" -> %@ (confidence %.2f)", file, seconds, text, match.intent, result.confidence))
            }
        }
        let hours = audio.seconds / 3600
        if !json {
            Output.line(String(format: "%@: %d commands heard, %d utterances rejected in %.1f min (%.1f commands per hour)",
                               file, heard, rejected, audio.seconds / 60, hours > 0 ? Double(heard) / hours : 0))
        }
    }

    struct StreamLine: Encodable {
        var file: String
        var at: Double
        var heard: String
        var intent: String
        var slots: [String: SlotJSON]
        var confidence: Double
    }

    struct ListenOutput: Encodable {
        var file: String
        var heard: String?
        var intent: String?
        /// As `sous ask` gives them: numbers and durations (seconds) as numbers, the rest as written.
        var slots: [String: SlotJSON]?
        var confidence: Double
        var response: String?
        var decodeMs: Double

        init(file: String, result: Recognition, response: String?) {
            self.file = file
            heard = result.heard
            intent = result.match?.intent
            slots = result.match?.slots.mapValues(SlotJSON.init)
            confidence = (result.confidence * 1000).rounded() / 1000
            self.response = response
            decodeMs = (result.decodeMilliseconds * 10).rounded() / 10
        }

        enum CodingKeys: String, CodingKey {
            case file, heard, intent, slots, confidence, response
            case decodeMs = "decode_ms"
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(file, forKey: .file)
            try c.encode(heard, forKey: .heard)
            try c.encode(intent, forKey: .intent)
            try c.encode(slots, forKey: .slots)
            try c.encode(confidence, forKey: .confidence)
            try c.encode(response, forKey: .response)
            try c.encode(decodeMs, forKey: .decodeMs)
        }
    }
}
