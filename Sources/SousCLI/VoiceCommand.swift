import ArgumentParser
import Foundation
import SousContract
import SousCore
import SousStore
import SousVoice

/// `sous voice`: checks the voice set-up and measures recognition.
struct VoiceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "voice",
        abstract: "Check the voice set-up (doctor) and measure recognition (eval).",
        subcommands: [VoiceDoctorCommand.self, VoiceEvalCommand.self, VoiceGrammarCommand.self]
    )
}

/// `sous voice doctor`: model, dictionary, synthesizer, microphone and sound output, with fixes.
struct VoiceDoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "doctor", abstract: "Check model files, dictionary, microphone and sound output.")

    @OptionGroup var database: DatabaseOptions
    @Flag(help: "Print JSON.") var json = false

    func run() throws {
        let chosen = chosenSettings()
        let checks = VoiceDoctor.run(microphone: chosen?.microphone, suppression: chosen.map(\.suppressionLimit) ?? CommandRecognizer.defaultSuppressionLimitDecibels)
        if json {
            try Output.json(checks.map { DoctorLine(check: $0.name, ok: $0.ok, detail: $0.detail, fix: $0.fix) })
        } else {
            for check in checks {
                Output.line("\(check.ok ? "ok     " : "problem") \(check.name): \(check.detail)")
                if let fix = check.fix, !check.ok { Output.line("        fix: \(fix)") }
            }
        }
        // Missing audio devices are normal on a server; only a broken recognizer or synthesizer fails.
        if checks.contains(where: { !$0.ok && $0.essential }) { throw ExitCode(1) }
    }

    /// The input chosen in Settings > Microphone, which the app listens to. The doctor reads an
    /// existing database only: checking the voice creates no cookbook.
    /// The cookbook's Settings (microphone, noise suppression), when there is a cookbook.
    func chosenSettings() -> Settings? {
        let path = database.path()
        guard FileManager.default.fileExists(atPath: path), let db = try? AppDatabase.open(path: path) else { return nil }
        return try? SettingsRepository(db).load()
    }

    struct DoctorLine: Encodable {
        var check: String
        var ok: Bool
        var detail: String
        var fix: String?
    }
}

/// `sous voice eval DIR`: accuracy, false accepts, decode time and real-time factor of a folder.
struct VoiceEvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Run a labelled audio folder (manifest.tsv) and print accuracy, false accepts and speed.",
        discussion: "Make a folder with scripts/make-voice-eval.sh DIR."
    )

    @Argument(help: "The folder with manifest.tsv (and context.json).") var folder: String
    @Option(help: ArgumentHelp("Another intents file for the grammar and the parser.", valueName: "file")) var contract: String?
    @Option(help: ArgumentHelp("Rejection: combined (the default: gap, score per frame and unexplained speech in one score), gapAndScore (the earlier default), gap (phone-loop gap), score (score per frame), garbage, none.", valueName: "method"))
    var rejection: String?
    @Option(help: ArgumentHelp("Threshold for the combined (its base: \(RejectionScore.wholeClip.threshold) whole clips, \(RejectionScore.streamed.threshold) with --live; write a negative value as --threshold=-60), gap or score methods (gapAndScore: its score threshold).", valueName: "x")) var threshold: Double?
    @Flag(help: "Allow one optional filler phrase (\"please\", \"can you\") before and after commands.") var fillers = false
    @Option(help: ArgumentHelp("Extra PocketSphinx options for the grammar decoder, e.g. \"-lw 3\".", valueName: "options")) var decoderOptions: String?
    @Flag(help: ArgumentHelp("Stream each clip as a microphone would (40 ms chunks, endpointing, a decision at the first pause) and measure the end of speech to action.")) var live = false
    @Option(help: ArgumentHelp("With --live: quiet (ms) inside speech at which the audio so far is decoded; 0: wait for the end.", valueName: "ms")) var pause: Int?
    @Option(help: ArgumentHelp("With --live: silence (ms) that ends an utterance.", valueName: "ms")) var endSilence: Int?
    @Option(help: ArgumentHelp("With --live: quiet (ms) after which a loud room's utterance is decoded and acted on when sure; 0: wait for the end.", valueName: "ms")) var loudPause: Int?
    @Option(help: ArgumentHelp("With --live: how far over the threshold a command decided at a loud room's pause must be.", valueName: "points")) var loudPauseMargin: Double?
    @Option(help: ArgumentHelp("With --live: fewest words a command decided at a loud room's pause must have.", valueName: "n")) var loudPauseWords: Int?
    @Flag(help: "In a loud room, decode only as heard (not also with the noise suppressed, keeping the surer).") var oneHearing = false
    @Flag(help: "With --live: act on a command heard at a pause even when the grammar could go on after it.") var noHold = false
    @Flag(help: "Suppress the noise of utterances heard in a loud room first (speexdsp; off by default: it helps stationary noise only).") var noiseSuppression = false
    @Option(help: ArgumentHelp("Suppress the noise of utterances whose estimated SNR is under this (default: \(CommandRecognizer.defaultNoiseSuppressionBelowDecibels.formatted())).", valueName: "dB")) var suppressBelow: Double?
    @Option(help: ArgumentHelp("Raise a quiet clip's noise floor to this many dB below its level; 0: leave it.", valueName: "dB")) var noiseFloor: Double?
    @Option(help: ArgumentHelp("Points a loud-room utterance gains when a decoding without suppression hears the same words (default 8); 0: no second opinion.", valueName: "points"))
    var secondOpinion: Double?
    @Flag(help: "Decode with PocketSphinx's own reading of the JSGF instead of the minimal word graph.") var jsgf = false
    @Option(help: ArgumentHelp("A noise recording (WAV) to mix into every clip at each --snr, by the Picovoice benchmark's protocol (loudest 2048-sample frames; the sum peaks at 0.5).", valueName: "file"))
    var noise: String?
    @Option(parsing: .upToNextOption, help: ArgumentHelp("With --noise: the SNRs in dB (each clip is also run clean).", valueName: "dB"))
    var snr: [Double] = [24, 18, 12, 6]
    @Option(help: ArgumentHelp("With --noise: the seed that chooses each clip's noise segment.", valueName: "n")) var seed: UInt64 = 2026
    @Flag(help: "With --noise: only the noisy conditions (not each clip clean as well).") var noisyOnly = false
    @Option(help: ArgumentHelp("With --noise: also write each mixed clip here as WAV (to run other decoders on the same audio).", valueName: "folder"))
    var saveMixed: String?
    @Option(help: ArgumentHelp("DeepFilterNet3 noise suppression in front of the recognizer: on, off, or both (each clip twice, both tables; the default when it is installed).", valueName: "on|off|both"))
    var suppress: SuppressChoice?
    @Option(help: ArgumentHelp("How far DeepFilterNet may bring the noise down (default \(CommandRecognizer.defaultSuppressionLimitDecibels.formatted()); 100: as far as it can).", valueName: "dB"))
    var suppressLimit: Double?
    @Flag(help: "Print every clip's result.") var verbose = false
    @Flag(help: "Print one JSON line per clip with its scores (for tuning).") var json = false

    func run() throws {
        let grammar = try contract.map { try IntentContract.load(fileAt: URL(fileURLWithPath: $0)) } ?? IntentContract.builtIn()
        let manifest = try VoiceEvalManifest(folder: URL(fileURLWithPath: folder))
        var options = CommandRecognizer.Options()
        switch rejection {
        case nil: break
        case "combined":
            if let threshold {
                options.rejection = .combined(RejectionScore.wholeClip.shifted(by: threshold - RejectionScore.wholeClip.threshold))
                options.streamedRejection = .combined(RejectionScore.streamed.shifted(by: threshold - RejectionScore.streamed.threshold))
            }
        case "gapAndScore": options.rejection = .gapAndScore(gap: -14.9, scorePerFrame: threshold ?? -33.4)
        case "gap": options.rejection = .phoneLoopGap(threshold ?? -13.1)
        case "score": options.rejection = .scorePerFrame(threshold ?? -32.3)
        case "garbage": options.rejection = .garbageLoop
        case "none": options.rejection = .none
        default: throw ValidationError("--rejection is one of combined, gapAndScore, gap, score, garbage, none")
        }
        if let rejection, rejection != "combined" { options.streamedRejection = options.rejection }
        options.generator.fillers = fillers
        options.noiseSuppression = noiseSuppression
        options.bothHearings = !oneHearing
        if let suppressBelow { options.noiseSuppressionBelowDecibels = suppressBelow }
        if let secondOpinion { options.secondOpinionPoints = secondOpinion > 0 ? secondOpinion : nil }
        options.wordGraph = !jsgf
        if let noiseFloor { options.noiseFloorDecibels = noiseFloor > 0 ? noiseFloor : nil }
        options.decoderArguments = decoderOptions.map { $0.split(separator: " ").map(String.init) } ?? []
        if let suppressLimit { options.suppressionLimitDecibels = suppressLimit }
        let choice = suppress ?? (DeepFilterNet.availability.installation == nil ? .off : .both)
        if choice != .off, DeepFilterNet.availability.installation == nil {
            throw ValidationError("noise suppression is \(DeepFilterNet.availability.summary)")
        }
        // Each clip is heard once per setting; the condition names say which.
        var recognizers: [(CommandRecognizer, String)] = []
        for on in choice == .both ? [false, true] : [choice == .on] {
            var chosen = options
            chosen.neuralSuppression = on
            recognizers.append((try CommandRecognizer(grammar: grammar, context: manifest.context, options: chosen),
                                choice == .both && on ? " +DFN" : ""))
        }
        let eval = VoiceEval(grammar: grammar, context: manifest.context)
        var outcomes: [VoiceEval.Outcome] = []
        var endpointing = Endpointer.Settings()
        if let pause { endpointing.pauseMilliseconds = pause > 0 ? pause : nil }
        if let endSilence { endpointing.endSilenceMilliseconds = endSilence }
        if let loudPause { endpointing.loudPauseMilliseconds = loudPause > 0 ? loudPause : nil }
        if let loudPauseMargin { endpointing.loudPauseMargin = loudPauseMargin }
        if let loudPauseWords { endpointing.loudPauseMinimumWords = loudPauseWords }
        endpointing.holdCommandThatGoesOn = !noHold
        let mixer = try noise.map { NoiseMixer(noise: try WAVFile.read(URL(fileURLWithPath: $0)).resampled(to: AudioClip.recognizerRate).samples, seed: seed) }
        for labelled in manifest.clips {
            let recorded = try WAVFile.read(labelled.file)
            let clean = recorded.resampled(to: AudioClip.recognizerRate)
            let conditions: [Double?] = mixer == nil ? [nil] : (noisyOnly ? [] : [nil]) + snr.map { Optional($0) }
            for decibels in conditions {
                var clip = labelled
                var audio = recorded
                if let mixer, let decibels {
                    audio = AudioClip(samples: mixer.mix(clean.samples, decibels: decibels, name: clip.file.lastPathComponent),
                                      sampleRate: AudioClip.recognizerRate)
                    clip.condition = "noise \(decibels.formatted()) dB"
                    if let saveMixed {
                        let folder = URL(fileURLWithPath: saveMixed).appendingPathComponent("snr\(decibels.formatted())")
                        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                        try WAVFile.encode(audio).write(to: folder.appendingPathComponent(clip.file.lastPathComponent))
                    }
                }
                for (recognizer, label) in recognizers {
                    var named = clip
                    named.condition += label
                    try evaluate(named, audio, clean: mixer == nil ? nil : clean, recognizer: recognizer, eval: eval,
                                 endpointing: endpointing, outcomes: &outcomes)
                }
            }
        }
        if !json { Output.line(VoiceEval.table(VoiceEval.scores(outcomes))) }
    }

    /// Runs one clip (as recorded or mixed) and prints or keeps its outcome. `clean`: the clip
    /// before noise was mixed in, where the end of speech is read.
    private func evaluate(_ clip: VoiceEvalManifest.Clip, _ audio: AudioClip, clean: AudioClip?, recognizer: CommandRecognizer,
                          eval: VoiceEval, endpointing: Endpointer.Settings, outcomes: inout [VoiceEval.Outcome]) throws {
        var outcome: VoiceEval.Outcome
        if live {
            let (result, latency) = VoiceEval.streamed(audio, speechEnd: try clean.map(VoiceEval.speechEnd(of:)) ?? Self.speechEnd(clip, audio), recognizer: recognizer,
                                                       endpointing: endpointing)
            outcome = eval.judge(clip, result)
            outcome.latencyMilliseconds = latency
        } else {
            outcome = eval.judge(clip, recognizer.recognize(audio))
        }
        outcomes.append(outcome)
        let r = outcome.recognition
        if json {
            try Output.json(EvalLine(file: clip.file.lastPathComponent, condition: clip.condition, intent: clip.intent,
                                     guess: r.guess, heard: r.heard, scorePerFrame: r.scorePerFrame, gap: r.phoneLoopGap, unexplained: r.unexplainedSpeechFrames, explained: r.explainedSpeechFrames, mismatch: r.phoneCountMismatch, margin: r.rejectionMargin, agreed: r.secondOpinionAgreed,
                                     suppressed: r.noiseSuppressed, snr: r.estimatedSNR, floored: r.noiseFloorRaised, scoredSNR: r.scoredSNR,
                                     exact: outcome.exact, ok: outcome.intentAndSlots, guessOk: outcome.guessCorrect,
                                     ms: r.decodeMilliseconds, latency: outcome.latencyMilliseconds))
        } else if verbose {
            let mark = outcome.intentAndSlots ? "ok  " : "FAIL"
            Output.line("\(mark) \(clip.file.lastPathComponent): heard \(r.heard.map { "\"\($0)\"" } ?? "nothing") (guess \"\(r.guess ?? "")\", confidence \(String(format: "%.2f", r.confidence)))")
        }
    }

    struct EvalLine: Encodable {
        var file: String
        var condition: String
        var intent: String
        var guess: String?
        var heard: String?
        var scorePerFrame: Double?
        var gap: Double?
        var unexplained: Int?
        var explained: Int?
        var mismatch: Double?
        var margin: Double?
        var agreed: Bool?
        var suppressed: Bool
        var snr: Double?
        var floored: Bool
        var scoredSNR: Double?
        var exact: Bool
        var ok: Bool
        var guessOk: Bool
        var ms: Double
        var latency: Double?
    }

    /// Where speech ends, read from the clean version of a noisy clip when the folder has it
    /// (noise hides the end of speech from an energy measure).
    static func speechEnd(_ clip: VoiceEvalManifest.Clip, _ audio: AudioClip) throws -> Int {
        let name = clip.file.lastPathComponent
        let suffix = "-\(clip.condition).wav"
        if clip.condition != "clean", name.hasSuffix(suffix) {
            let clean = clip.file.deletingLastPathComponent().appendingPathComponent(String(name.dropLast(suffix.count)) + "-clean.wav")
            if FileManager.default.fileExists(atPath: clean.path) { return VoiceEval.speechEnd(of: try WAVFile.read(clean)) }
        }
        return VoiceEval.speechEnd(of: audio)
    }
}

/// `sous voice eval --suppress`.
enum SuppressChoice: String, ExpressibleByArgument, CaseIterable {
    case on, off, both
}
