import Foundation
import SousApp
import SousContract
import SousCore
import SousStore
import SousVoice

/// Carries out the app's `.memory` effects: lists from the store, recording from the microphone
/// (or a file standing in for it) into FLAC, the transcript, playback. Recording and playback
/// block their thread for as long as they last, so the runtime runs this off the serial queue
/// (a `StreamingEffectHandler`) and it posts the recorder's state a few times a second.
final class MemoryEffectHandler: StreamingEffectHandler, @unchecked Sendable {
    private let database: AppDatabase
    /// A recording that stands in for the microphone (`SOUS_MEMORY_AUDIO`, else `--audio-file`).
    private let audioFile: URL?
    /// Played memories go to this WAV file instead of the speakers (`SOUS_MEMORY_PLAYBACK_WAV`).
    private let playbackFile: URL?
    /// The stand-in file is read at the pace of speech (the app) or at once (tests).
    private let realTime: Bool
    /// Reads a question aloud; the app's is eSpeak NG through the speakers.
    private let say: @Sendable (String, SpeechVoiceSettings) -> Void
    private let now: @Sendable () -> Date
    private let lock = NSLock()
    private var capture: MemoryCapture?
    private var cancelled = false
    private var player: MemoryPlayer?

    /// Between two reports of the recorder's level and time.
    static let reportInterval = 0.2

    init(database: AppDatabase, audioFile: URL? = nil, playbackFile: URL? = nil, realTime: Bool = true,
         now: @escaping @Sendable () -> Date = { Date() },
         say: @escaping @Sendable (String, SpeechVoiceSettings) -> Void = MemoryEffectHandler.speak) {
        self.database = database
        self.audioFile = audioFile
        self.playbackFile = playbackFile
        self.realTime = realTime
        self.now = now
        self.say = say
    }

    /// The app's handler, with its stand-ins from the environment.
    static func app(database: AppDatabase, audioFile: URL?, environment: [String: String]) -> MemoryEffectHandler {
        let file = environment["SOUS_MEMORY_AUDIO"].map { URL(fileURLWithPath: $0) } ?? audioFile
        let out = environment["SOUS_MEMORY_PLAYBACK_WAV"].map { URL(fileURLWithPath: $0) }
        return MemoryEffectHandler(database: database, audioFile: file, playbackFile: out)
    }

    func perform(_ effect: MemoryEffect, post: @escaping @Sendable ([AppAction]) -> Void) {
        switch effect {
        case .load(let recipeId):
            load(recipeId, post)
        case .record(let request):
            record(request, post)
        case .stopRecording:
            lock.withLock { capture }?.stop()
        case .cancelRecording:
            lock.withLock { () -> MemoryCapture? in
                cancelled = true
                return capture
            }?.cancel()
        case .play(let memory):
            play(memory, post)
        case .setPaused(let paused):
            lock.withLock { player }?.setPaused(paused)
        case .seek(let seconds):
            lock.withLock { player }?.seek(by: seconds)
        case .stopPlayback:
            lock.withLock { player }?.stop()
        case .saveTranscript(let id, let text):
            do {
                guard let saved = try MemoryRepository(database).setTranscript(id, text: text, edited: true) else {
                    return post([.memory(.failed("That memory is gone (deleted elsewhere?)."))])
                }
                post([.memory(.transcriptSaved(saved))])
            } catch {
                post([.memory(.failed("The transcript was not saved: \(error)"))])
            }
        case .delete(let id):
            do {
                _ = try MemoryRepository(database).delete(id)
                post([.memory(.deleted(id: id))])
            } catch {
                post([.memory(.failed("The memory was not deleted: \(error)"))])
            }
        }
    }

    private func load(_ recipeId: Int64, _ post: @Sendable ([AppAction]) -> Void) {
        do {
            let repository = MemoryRepository(database)
            let items = try repository.list(recipeId: recipeId).map { MemoryItem(memory: $0, audioMissing: (try? repository.folder.existingAudio(of: $0)) == nil) }
            post([.memory(.loaded(recipeId: recipeId, items: items, questions: MemoryQuestionsContract.builtIn().recipe))])
        } catch {
            post([.memory(.failed("The recipe's memories could not be read: \(error)"))])
        }
    }

    private func record(_ request: MemoryRecordRequest, _ post: @escaping @Sendable ([AppAction]) -> Void) {
        lock.withLock { cancelled = false }
        let repository = MemoryRepository(database)
        let fail: (String) -> Void = { post([.memory(.recordFailed($0))]) }
        var question = request.question
        if question == nil, request.noteStep == nil {
            // The subject's next unanswered question (a member's: the reducer does not list them).
            let kind: MemorySubjectKind
            let answered: Set<String>
            switch request.subject {
            case .recipe(let id, _):
                kind = .recipe
                answered = (try? repository.answeredQuestions(recipeId: id)) ?? []
            case .member(let id, _):
                kind = .member
                answered = (try? repository.answeredQuestions(memberId: id)) ?? []
            }
            question = MemoryQuestionsContract.builtIn().completion(for: kind, answered: answered).next
            post([.memory(.asked(question))])
        }
        let folder: URL
        do { folder = try repository.folder.prepare() } catch {
            return fail("Nowhere to keep recordings: \(error)")
        }
        if let speech = request.speech {
            say(request.noteStep.map { "A note on step \($0). Speak after the tone." } ?? question?.text ?? "Tell me a memory.", speech)
        }
        let source: AudioSource
        do {
            if let audioFile {
                source = ClipAudioSource(try FLACFile.readAudio(audioFile), realTime: realTime, trailingSilence: 0)
            } else {
                source = try PulseMicrophone(device: request.microphone)
            }
        } catch {
            return fail("The microphone could not be opened: \(error.message). Choose one in Settings → Microphone.")
        }
        let capture = MemoryCapture(limits: request.limits)
        let wasCancelled = lock.withLock { () -> Bool in
            self.capture = capture
            return cancelled
        }
        defer { lock.withLock { self.capture = nil } }
        if wasCancelled { source.close(); return }
        let recordedAt = now()
        let name = Memory.audioFileName(recordedAt: recordedAt, random: UInt32.random(in: 0...UInt32.max))
        let file = folder.appendingPathComponent(name)
        var lastReport = -Double.infinity
        let result: MemoryCapture.Result
        do {
            result = try capture.record(from: source, into: file, isMicrophone: audioFile == nil) { recorder in
                if case .recording(let elapsed, _) = recorder.state {
                    // A few times a second is enough for a meter, and keeps the inbox small.
                    guard elapsed - lastReport >= Self.reportInterval else { return }
                    lastReport = elapsed
                }
                post([.memory(.recorder(recorder.state))])
            }
        } catch {
            return fail("Could not write the recording: \(error.message)")
        }
        guard let reason = result.reason else {
            if case .error(let message, _) = result.recorder.state { return fail(message.prefix(1).uppercased() + message.dropFirst() + ": nothing was kept.") }
            return fail("Nothing was recorded.")
        }
        // No samples, no memory: nothing heard leaves no row and no file.
        guard !result.clip.samples.isEmpty else {
            try? FileManager.default.removeItem(at: file)
            return fail("Nothing was heard: no memory was kept.")
        }
        post([.memory(.recorder(.processing(reason)))])
        var notice: String?
        switch reason {
        case .microphoneLost: notice = "The microphone was lost: kept the \(String(format: "%.1f", result.clip.seconds)) s recorded before it."
        case .diskFull: notice = "The disk is full: kept what fitted."
        case .key, .silence, .maxLength, .endOfAudio: break
        }
        let memberId: Int64?
        let recipeId: Int64?
        switch request.subject {
        case .recipe(let id, _): (recipeId, memberId) = (id, nil)
        case .member(let id, _): (recipeId, memberId) = (nil, id)
        }
        let speaker: String? = if case .member(_, let name) = request.subject { request.speaker ?? name } else { request.speaker }
        // The row first, "transcript pending": the app closed or killed while it is written down
        // leaves a memory with its recording, never a file no list knows.
        var memory: Memory
        do {
            memory = try repository.add(Memory(
                recipeId: recipeId, memberId: memberId, questionId: request.noteStep == nil ? question?.id : nil,
                question: request.noteStep != nil ? MemoryRecordRequest.noteTitle(step: request.noteStep) : question?.text,
                speaker: speaker, recordedAt: recordedAt, durationSeconds: result.clip.seconds, audioPath: name,
                transcript: "", transcriptEdited: false, transcriptPending: true))
        } catch {
            // A recording and its row are kept together or not at all: no file no list knows.
            try? FileManager.default.removeItem(at: file)
            return fail("Nothing was kept: the memory could not be stored (\(error)).")
        }
        let transcript = transcribe(result.clip, request: request, question: question, notice: &notice)
        // Esc while it was being written down: keep nothing after all (the row takes its file).
        if lock.withLock({ cancelled }) {
            if let id = memory.id { _ = try? repository.delete(id) }
            try? FileManager.default.removeItem(at: file)
            return
        }
        if let id = memory.id, let saved = try? repository.setTranscript(id, text: transcript, edited: false) { memory = saved }
        post([.memory(.recorded(MemoryItem(memory: memory, audioMissing: false), notice: notice))])
    }

    private func transcribe(_ clip: AudioClip, request: MemoryRecordRequest, question: MemoryQuestion?, notice: inout String?) -> String {
        var recipe: Recipe?
        if case .recipe(let id, _) = request.subject { recipe = try? RecipeRepository(database).recipe(id: id) }
        let members = (try? FamilyRepository(database).members()) ?? []
        do {
            let suppression = (try? SettingsRepository(database).load())?.suppressionLimit
            return try Dictation(bias: MemoryBias.model(recipe: recipe, members: members, question: question)).transcribe(clip, suppression: suppression)
        } catch {
            notice = [notice, "The recording is kept, but it could not be written down: \(error.message)."].compactMap { $0 }.joined(separator: " ")
            return ""
        }
    }

    private func play(_ memory: Memory, _ post: @escaping @Sendable ([AppAction]) -> Void) {
        let clip: AudioClip
        do {
            clip = try FLACFile.read(try MemoryRepository(database).folder.existingAudio(of: memory))
        } catch let error as VoiceError {
            return post([.memory(.playbackFailed("The recording could not be read: \(error.message)"))])
        } catch {
            return post([.memory(.playbackFailed("\(error)"))])
        }
        let sink: PlaybackSink
        if let playbackFile {
            sink = WAVPlaybackSink(url: playbackFile, rate: clip.sampleRate, realTime: realTime)
        } else {
            do { sink = try PulsePlaybackSink(rate: clip.sampleRate) } catch {
                return post([.memory(.playbackFailed("No sound device to play it on: `sous memory play \(memory.id ?? 0) --out memory.wav` writes a file (\(error.message))."))])
            }
        }
        let player = MemoryPlayer(clip: clip)
        let previous = lock.withLock { () -> MemoryPlayer? in
            defer { self.player = player }
            return self.player
        }
        previous?.stop()
        let total = clip.seconds
        let finished = player.play(into: sink) { elapsed, paused in
            post([.memory(.playback(PlaybackProgress(elapsed: elapsed, total: total, isPaused: paused)))])
        }
        lock.withLock { if self.player === player { self.player = nil } }
        post([finished ? .memory(.playback(PlaybackProgress(elapsed: total, total: total, isFinished: true)))
                       : .memory(.playbackFailed("The sound output stopped while playing."))])
    }

    /// eSpeak NG through the speakers; without a sound device the question is on screen anyway.
    @Sendable static func speak(_ text: String, _ settings: SpeechVoiceSettings) {
        guard let clip = try? EspeakEngine.shared.synthesize(text, settings: settings) else { return }
        try? Speaker().play(clip)
    }
}
