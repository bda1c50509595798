import ArgumentParser
import Foundation
import SousContract
import SousCore
import SousStore
import SousVoice

struct MemoryRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a spoken memory for a recipe (or --member NAME): the question is read aloud, then speak; Enter or a pause ends it, Ctrl-C keeps nothing. --audio-file F records from a WAV or FLAC file instead."
    )

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The recipe (title, part of it, or id).") var recipe: String?
    @Option(help: "The guided question's number (`sous memory questions`); default: the next unanswered one.") var question: Int?
    @Option(help: "The family member it is about (without RECIPE) or who is speaking (with it).") var member: String?
    @Option(help: "Who is speaking, if not the member.") var speaker: String?
    /// `--audio-file F` (a WAV or FLAC file instead of the microphone) belongs to `sous` itself, as for `sous cook`.
    @ParentCommand var sous: SousCommand
    private var audioFile: String? { sous.audioFile }
    @Option(name: .customLong("max-seconds"), help: "Stop after this many seconds (1-3600).") var maxSeconds: Double = 300
    @Option(name: .customLong("silence-seconds"), help: "Stop after this much quiet once speech was heard (0.5-60).") var silenceSeconds: Double = 3
    @Flag(help: "Do not read the question aloud.") var quiet = false
    @Flag(name: .customLong("no-bias"), help: "Transcribe without the recipe's words mixed into the language model.") var noBias = false
    @Flag(name: .customLong("no-transcribe"), help: "Keep the recording without a transcript (a long recording on a slow machine); make one later with `sous memory transcript ID --transcribe`.")
    var noTranscribe = false
    @Flag(help: "Print JSON.") var json = false

    func validate() throws {
        if !(1...3600).contains(maxSeconds) { throw ValidationError("--max-seconds must be between 1 and 3600") }
        if !(0.5...60).contains(silenceSeconds) { throw ValidationError("--silence-seconds must be between 0.5 and 60") }
        if let question, question < 1 { throw ValidationError("--question counts from 1 (see `sous memory questions`)") }
    }

    func run() throws {
        let db = try database.open()
        let subject = try MemorySubject.resolve(recipe: recipe, member: member, in: db)
        let repository = MemoryRepository(db)
        let questions = MemoryQuestionsContract.builtIn()
        let chosen: MemoryQuestion?
        if let question {
            guard let q = questions.question(number: question, for: subject.kind) else {
                throw CommandFailure(description: "there is no question \(question): \(subject.name) has \(questions.questions(for: subject.kind).count) (see `sous memory questions`)")
            }
            chosen = q
        } else {
            chosen = questions.completion(for: subject.kind, answered: try subject.answered(repository)).next
        }
        MemoryOrphans.report(try repository.setAsideOrphans())
        let folder = try repository.folder.prepare()
        let source: AudioSource
        let isMicrophone = audioFile == nil
        if let audioFile {
            source = ClipAudioSource(try FLACFile.readAudio(URL(fileURLWithPath: audioFile)), trailingSilence: 0)
        } else {
            let device = try SettingsRepository(db).load().microphone
            do { source = try PulseMicrophone(device: device) } catch {
                throw CommandFailure(description: "\(error.message); to record from a file instead: --audio-file answer.wav")
            }
        }
        if let chosen {
            Output.error("Question: \(chosen.text)")
            if !quiet { speak(chosen.text) }
        }
        let now = Date()
        let name = Memory.audioFileName(recordedAt: now, random: UInt32.random(in: 0...UInt32.max))
        let file = folder.appendingPathComponent(name)
        let capture = MemoryCapture(limits: MemoryRecorder.Limits(silenceSeconds: silenceSeconds, maxSeconds: maxSeconds))
        let interrupt = MemoryInterrupt(capture: capture)
        interrupt.start(watchEnter: isMicrophone && isatty(STDIN_FILENO) == 1)
        if isMicrophone { Output.error("Recording… press Enter to stop, Ctrl-C to cancel") }
        let result = try capture.record(from: source, into: file, isMicrophone: isMicrophone) { recorder in
            if isMicrophone, case .recording(let elapsed, let level) = recorder.state, isatty(STDERR_FILENO) == 1 {
                FileHandle.standardError.write(Data("\r  \(String(format: "%5.1f", elapsed)) s  \(LevelMeter.bar(level))  ".utf8))
            }
        }
        interrupt.stop()
        if isMicrophone, isatty(STDERR_FILENO) == 1 { FileHandle.standardError.write(Data("\n".utf8)) }
        guard let reason = result.reason else {
            if case .cancelled = result.recorder.state { throw CommandFailure(description: "cancelled: nothing was kept") }
            if case .error(let message, _) = result.recorder.state { throw CommandFailure(description: "\(message): nothing was kept") }
            throw CommandFailure(description: "nothing was recorded")
        }
        // No samples, no memory: a microphone that gave nothing leaves no row and no file.
        guard !result.clip.samples.isEmpty else {
            try? FileManager.default.removeItem(at: file)
            throw CommandFailure(description: "nothing was heard: no memory was kept")
        }
        switch reason {
        case .microphoneLost: Output.error("the microphone was lost: kept the \(String(format: "%.1f", result.clip.seconds)) s recorded before it")
        case .diskFull: Output.error("the disk is full: kept what fitted (\(String(format: "%.1f", result.clip.seconds)) s were heard)")
        default: break
        }
        // The row first, "transcript pending": a transcription interrupted (it can take longer than
        // the recording) leaves a memory with its recording, never a file no list knows.
        var memory: Memory
        do {
            memory = try repository.add(Memory(
                recipeId: subject.recipe?.id, memberId: subject.member?.id, questionId: chosen?.id, question: chosen?.text,
                speaker: speaker ?? subject.member?.name, recordedAt: now, durationSeconds: result.clip.seconds, audioPath: name,
                transcript: "", transcriptEdited: false, transcriptPending: true))
        } catch {
            // A recording and its row are kept together or not at all: no file no list knows.
            try? FileManager.default.removeItem(at: file)
            throw CommandFailure(description: "nothing was kept: the memory could not be stored (\(error))")
        }
        if !noTranscribe, let id = memory.id {
            let transcript = MemoryTranscriber.transcribe(result.clip, recipe: subject.recipe, question: chosen, db: db, bias: !noBias)
            memory = try repository.setTranscript(id, text: transcript, edited: false) ?? memory
        }
        let transcript = memory.transcript
        if json {
            try Output.json(MemoryOutput(memory, recipe: subject.recipe?.title, member: subject.member?.name, folder: repository.folder))
            return
        }
        Output.line("memory \(memory.id ?? 0): \(String(format: "%.1f", memory.durationSeconds)) s in \(file.path)")
        if noTranscribe {
            Output.line("no transcript yet: `sous memory transcript \(memory.id ?? 0) --transcribe` makes one")
            return
        }
        Output.line("transcript (machine-made, edit with `sous memory transcript \(memory.id ?? 0) --edit \"…\"`):")
        Output.line("  \(transcript.isEmpty ? "(nothing recognised)" : transcript)")
    }

    private func speak(_ text: String) {
        do {
            let clip = try EspeakEngine.shared.synthesize(text, settings: SpeechVoiceSettings())
            try Speaker().play(clip)
        } catch {
            Output.error("could not read the question aloud (\(error)); carrying on")
        }
    }
}

/// The machine-made transcript of a memory's recording, biased toward its recipe's words, the
/// family's names and the question; a failure keeps the recording and says so.
enum MemoryTranscriber {
    static func transcribe(_ clip: AudioClip, recipe: Recipe?, question: MemoryQuestion?, db: AppDatabase, bias: Bool) -> String {
        let model = bias ? MemoryBias.model(recipe: recipe, members: (try? FamilyRepository(db).members()) ?? [], question: question) : nil
        do {
            // As Settings chose for the voice: the transcript from the cleaned audio, the recording as said.
            let suppression = (try? SettingsRepository(db).load())?.suppressionLimit
            return try Dictation(bias: model).transcribe(clip, suppression: suppression)
        } catch {
            Output.error("the recording is kept, but it could not be transcribed: \(error.message)")
            return ""
        }
    }
}

/// Says where recordings that no memory named were set aside (a recording killed before its
/// row was stored), so nothing is lost without the cook knowing.
enum MemoryOrphans {
    static func report(_ moved: [URL]) {
        guard let first = moved.first else { return }
        Output.error("\(moved.count) recording\(moved.count == 1 ? "" : "s") no memory named (a recording stopped before it was kept) "
            + "set aside in \(first.deletingLastPathComponent().path); keep one with `sous memory record RECIPE --audio-file FILE`")
    }
}

/// A level in dBFS as a 20-cell bar (-60 dB empty, 0 dB full).
enum LevelMeter {
    static func bar(_ level: Double, width: Int = 20) -> String {
        let filled = max(0, min(width, Int(((level + 60) / 60 * Double(width)).rounded())))
        return String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
    }
}

/// Ctrl-C cancels the recording (nothing kept); Enter on a terminal stops it (kept).
final class MemoryInterrupt: @unchecked Sendable {
    private let capture: MemoryCapture
    private var source: DispatchSourceSignal?

    init(capture: MemoryCapture) {
        self.capture = capture
    }

    func start(watchEnter: Bool) {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [capture] in capture.cancel() }
        source.resume()
        self.source = source
        if watchEnter {
            let capture = self.capture
            Thread.detachNewThread {
                _ = readLine()
                capture.stop()
            }
        }
    }

    func stop() {
        source?.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
