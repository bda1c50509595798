import ArgumentParser
import Foundation
import SousContract
import SousCore
import SousStore
import SousVoice

/// `sous memory`: spoken family memories (issue 30): guided questions, recording, transcripts, playback.
struct MemoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memory",
        abstract: "Spoken family memories: answer guided questions by voice, keep the recording and its transcript.",
        subcommands: [MemoryQuestionsCommand.self, MemoryRecordCommand.self, MemoryListCommand.self, MemoryPlayCommand.self,
                      MemoryTranscriptCommand.self, MemoryDeleteCommand.self, MemoryWERCommand.self]
    )
}

/// The recipe or member a memory is about, resolved from the command line.
struct MemorySubject {
    var recipe: Recipe?
    var member: FamilyMember?

    var kind: MemorySubjectKind { recipe == nil ? .member : .recipe }
    var name: String { recipe?.title ?? member?.name ?? "" }

    static func resolve(recipe: String?, member: String?, in db: AppDatabase) throws -> MemorySubject {
        guard recipe != nil || member != nil else { throw ValidationError("give a RECIPE, or --member NAME for questions about a family member") }
        let found = try recipe.map { try RecipeLookup.find($0, in: db) }
        let person = try member.map { name throws -> FamilyMember in
            let family = try FamilyRepository(db)
            guard let person = try family.member(named: name) else {
                let names = try family.members().map(\.name)
                throw CommandFailure(description: "no family member is called \"\(name)\""
                                     + (names.isEmpty ? " (add members in the app's family screen)" : "; the family: \(names.joined(separator: ", "))"))
            }
            return person
        }
        return MemorySubject(recipe: found, member: person)
    }

    func answered(_ repository: MemoryRepository) throws -> Set<String> {
        if let id = recipe?.id { return try repository.answeredQuestions(recipeId: id) }
        return try repository.answeredQuestions(memberId: member?.id)
    }
}

/// One memory as printed by `--json`.
struct MemoryOutput: Encodable {
    var id: Int64
    var recipe: String?
    var member: String?
    var questionId: String?
    var question: String?
    var speaker: String?
    var recordedAt: Date
    var durationSeconds: Double
    var audioFile: String
    var audioMissing: Bool
    var transcript: String
    var transcriptEdited: Bool

    init(_ m: Memory, recipe: String?, member: String?, folder: MemoryFolder) {
        id = m.id ?? 0
        self.recipe = recipe
        self.member = member
        questionId = m.questionId
        question = m.question
        speaker = m.speaker
        recordedAt = m.recordedAt
        durationSeconds = (m.durationSeconds * 10).rounded() / 10
        audioFile = folder.url(for: m.audioPath)?.path ?? m.audioPath
        audioMissing = (try? folder.existingAudio(of: m)) == nil
        transcript = m.transcript
        transcriptEdited = m.transcriptEdited
    }
}

struct MemoryQuestionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "questions", abstract: "The guided questions for a recipe (or --member NAME), answered or not.")

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The recipe (title, part of it, or id).") var recipe: String?
    @Option(help: "Questions about this family member instead.") var member: String?
    @Flag(help: "Print JSON.") var json = false

    struct Row: Encodable {
        var number: Int
        var id: String
        var category: String
        var text: String
        var answered: Bool
    }

    struct Listing: Encodable {
        var subject: String
        var kind: String
        var answered: Int
        var total: Int
        var percent: Int
        var next: Int?
        var questions: [Row]
    }

    func run() throws {
        let db = try database.open()
        let subject = try MemorySubject.resolve(recipe: recipe, member: recipe == nil ? member : nil, in: db)
        let questions = MemoryQuestionsContract.builtIn()
        let answered = try subject.answered(MemoryRepository(db))
        let list = questions.questions(for: subject.kind)
        let completion = questions.completion(for: subject.kind, answered: answered)
        let rows = list.enumerated().map { Row(number: $0.offset + 1, id: $0.element.id, category: $0.element.categoryTitle, text: $0.element.text,
                                                answered: answered.contains($0.element.id)) }
        let next = completion.next.flatMap { q in list.firstIndex(of: q).map { $0 + 1 } }
        if json {
            try Output.json(Listing(subject: subject.name, kind: subject.kind.rawValue, answered: completion.answered, total: completion.total,
                                    percent: completion.percent, next: next, questions: rows))
            return
        }
        Output.line("\(subject.name): \(completion.answered) of \(completion.total) answered (\(completion.percent)%)")
        var category = ""
        for row in rows {
            if row.category != category { category = row.category; Output.line("  \(category)") }
            Output.line("   \(row.answered ? "✓" : " ") \(row.number). \(row.text)")
        }
        if let next { Output.line("Next: sous memory record \(recipe.map { "\"\($0)\"" } ?? "--member \"\(subject.name)\"") --question \(next)") }
    }
}

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
        switch reason {
        case .microphoneLost: Output.error("the microphone was lost: kept the \(String(format: "%.1f", result.clip.seconds)) s recorded before it")
        case .diskFull: Output.error("the disk is full: kept what fitted (\(String(format: "%.1f", result.clip.seconds)) s were heard)")
        default: break
        }
        let transcript = try transcribe(result.clip, subject: subject, question: chosen, db: db)
        let memory = try repository.add(Memory(
            recipeId: subject.recipe?.id, memberId: subject.member?.id, questionId: chosen?.id, question: chosen?.text,
            speaker: speaker ?? subject.member?.name, recordedAt: now, durationSeconds: result.clip.seconds, audioPath: name,
            transcript: transcript, transcriptEdited: false))
        if json {
            try Output.json(MemoryOutput(memory, recipe: subject.recipe?.title, member: subject.member?.name, folder: repository.folder))
            return
        }
        Output.line("memory \(memory.id ?? 0): \(String(format: "%.1f", memory.durationSeconds)) s in \(file.path)")
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

    private func transcribe(_ clip: AudioClip, subject: MemorySubject, question: MemoryQuestion?, db: AppDatabase) throws -> String {
        let bias = noBias ? nil : MemoryBias.model(recipe: subject.recipe, members: (try? FamilyRepository(db).members()) ?? [], question: question)
        do {
            return try Dictation(bias: bias).transcribe(clip)
        } catch {
            Output.error("the recording is kept, but it could not be transcribed: \(error.message)")
            return ""
        }
    }
}

/// The words a memory about a recipe is likely to use.
enum MemoryBias {
    static func model(recipe: Recipe?, members: [FamilyMember], question: MemoryQuestion?) -> BiasLanguageModel {
        var texts: [String] = []
        if let recipe {
            texts.append(recipe.title)
            texts += recipe.ingredients.map(\.name)
            texts += recipe.instructions.map(\.text)
            if let story = recipe.familyMemory?.story { texts.append(story) }
        }
        texts += members.map(\.name)
        if let question { texts.append(question.text) }
        return BiasLanguageModel(texts: texts)
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

struct MemoryListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Spoken memories, newest first: all, a recipe's, or a member's.")

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "Only this recipe's.") var recipe: String?
    @Option(help: "Only this family member's.") var member: String?
    @Flag(help: "Print JSON (one object per line).") var json = false

    func run() throws {
        let db = try database.open()
        let repository = MemoryRepository(db)
        let recipeId = try recipe.map { try RecipeLookup.find($0, in: db).id }
        let memberId = try member.map { try MemorySubject.resolve(recipe: nil, member: $0, in: db).member?.id }
        let memories = try repository.list(recipeId: recipeId ?? nil, memberId: memberId ?? nil)
        let titles = Dictionary(try RecipeRepository(db).list().map { ($0.id, $0.title) }, uniquingKeysWith: { a, _ in a })
        let members = Dictionary(try FamilyRepository(db).members().compactMap { m in m.id.map { ($0, m.name) } }, uniquingKeysWith: { a, _ in a })
        for m in memories {
            let output = MemoryOutput(m, recipe: m.recipeId.flatMap { titles[$0] }, member: m.memberId.flatMap { members[$0] }, folder: repository.folder)
            if json { try Output.json(output); continue }
            let about = output.recipe ?? output.member ?? "—"
            let mark = m.transcriptEdited ? "" : " (machine-made)"
            Output.line("\(output.id). \(about) · \(m.question ?? "note") · \(String(format: "%.1f", m.durationSeconds)) s\(output.audioMissing ? " · the recording is missing: \(output.audioFile)" : "")")
            Output.line("   \(m.transcript.isEmpty ? "(no transcript)" : m.transcript)\(mark)")
        }
        if memories.isEmpty && !json { Output.line("no spoken memories yet (record one: sous memory record RECIPE)") }
    }
}

struct MemoryPlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "play", abstract: "Play a memory through the speakers, or write it as WAV with --out.")

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The memory's id (`sous memory list`).") var id: Int64
    @Option(help: ArgumentHelp("Write a WAV file instead of playing.", valueName: "file")) var out: String?

    func run() throws {
        let repository = MemoryRepository(try database.open())
        guard let memory = try repository.load(id) else { throw CommandFailure(description: "no memory \(id) (see `sous memory list`)") }
        let clip = try FLACFile.read(try repository.folder.existingAudio(of: memory))
        if let out {
            try WAVFile.write(clip, to: URL(fileURLWithPath: out))
            Output.line("wrote \(out) (\(String(format: "%.1f", clip.seconds)) s, \(clip.sampleRate) Hz)")
            return
        }
        do { try Speaker().play(clip) } catch {
            throw CommandFailure(description: "\(error.message); to write it to a file instead: sous memory play \(id) --out memory.wav")
        }
    }
}

struct MemoryTranscriptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "transcript", abstract: "Show a memory's transcript, or replace it with --edit (then it is no longer marked machine-made).")

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The memory's id.") var id: Int64
    @Option(help: "The corrected transcript.") var edit: String?
    @Flag(help: "Print JSON.") var json = false

    func run() throws {
        let repository = MemoryRepository(try database.open())
        var memory = try repository.load(id)
        if let edit {
            let text = edit.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { throw ValidationError("--edit needs the transcript's text") }
            memory = try repository.setTranscript(id, text: text, edited: true)
        }
        guard let memory else { throw CommandFailure(description: "no memory \(id) (see `sous memory list`)") }
        if json {
            try Output.json(MemoryOutput(memory, recipe: nil, member: nil, folder: repository.folder))
            return
        }
        Output.line(memory.transcript.isEmpty ? "(no transcript)" : memory.transcript)
        Output.line(memory.transcriptEdited ? "(edited)" : "(machine-made draft)")
    }
}

struct MemoryDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a memory and its recording.")

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The memory's id.") var id: Int64

    func run() throws {
        guard try MemoryRepository(try database.open()).delete(id) else { throw CommandFailure(description: "no memory \(id) (see `sous memory list`)") }
        Output.line("deleted memory \(id) and its recording")
    }
}

struct MemoryWERCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wer",
        abstract: "Measure the transcripts' word error rate on a folder of recordings, with and without a bias (docs/BENCHMARKS.md)."
    )

    @Argument(help: "A folder with a PocketSphinx `transcription` file and WAVs, or a Picovoice-style labels.json with clean/*.flac.") var folder: String
    @Option(help: ArgumentHelp("Words to bias toward: a text file (a phrase a line) or an intents contract (its slot values).", valueName: "file"))
    var bias: String?
    @Option(help: "The large model's share when biased (0.5-0.99).") var weight: Double = 0.9
    @Option(help: "Only the first N recordings.") var limit: Int?
    @Flag(help: "Print each transcript.") var verbose = false
    @Flag(help: "Print JSON.") var json = false

    struct Row: Encodable {
        var config: String
        var score: DictationEval.Score
        var rate: Double
    }

    func validate() throws {
        if !(0.5...0.99).contains(weight) { throw ValidationError("--weight must be between 0.5 and 0.99") }
    }

    func run() throws {
        let items = try DictationEval.items(in: URL(fileURLWithPath: folder), limit: limit)
        var configs: [(String, BiasLanguageModel?)] = [("plain", nil)]
        if let bias { configs.append(("biased", BiasLanguageModel(texts: try DictationEval.biasTexts(from: URL(fileURLWithPath: bias))))) }
        for (name, model) in configs {
            let dictation = try Dictation(bias: model, baseWeight: Float(weight))
            let score = try DictationEval.score(items, with: dictation) { item, heard in
                if verbose { Output.error("\(item.audio.lastPathComponent): \(heard)  [ref: \(item.reference)]") }
            }
            if json {
                try Output.json(Row(config: name, score: score, rate: score.rate))
            } else {
                let kind = items.first?.keywordsOnly == true ? "label words missed" : "WER"
                Output.line("\(name): \(kind) \(String(format: "%.1f", score.rate * 100))% (\(score.errors)/\(score.referenceWords) words, \(score.items) recordings, "
                            + "\(String(format: "%.0f", score.audioSeconds)) s of audio in \(String(format: "%.0f", score.decodeSeconds)) s)")
            }
        }
    }
}
