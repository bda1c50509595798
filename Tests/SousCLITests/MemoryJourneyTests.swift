import Foundation
import Testing
import SousApp
import SousContract
import SousCore
import SousStore
import SousTestSupport
import SousUI
@testable import SousCLI
@testable import SousVoice

/// Spoken memories through the whole app on a real store, with a real recording standing in for
/// the microphone: record an answer, read its transcript, correct it, play it to a WAV, delete it
/// (its audio goes too); and a kitchen note while cooking.
@Suite(.serialized) struct MemoryJourneyTests {
    static let recording = URL(fileURLWithPath: "/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav")
    let temporary = TemporaryFolder("sous-memories")
    let path: String
    let played: URL
    let clock = HandClock(Fixtures.day)

    init() throws {
        path = temporary.url.appendingPathComponent("db.sqlite").path
        played = temporary.url.appendingPathComponent("played.wav")
        try ArchiveRepository(try AppDatabase.open(path: path)).importArchive(try StarterCookbook.archive(now: Fixtures.day))
    }

    func start() throws -> (Journey, AppDatabase) {
        let database = try AppDatabase.open(path: path)
        let clock = self.clock
        let memory = MemoryEffectHandler(database: database, audioFile: Self.recording, playbackFile: played, realTime: false,
                                         now: { clock.now }, say: { _, _ in })
        return (Journey.app(database: database, clock: clock, size: Size(width: 100, height: 40),
                            effects: .app(database: database, now: { clock.now }, memory: memory)), database)
    }

    func open(_ title: String, in app: Journey) {
        app.press(.character("/"))
        app.type(title)
        app.press(.enter)
        // The spoken memories follow the recipe: the last item brings them into sight.
        app.press(.character("G"))
    }

    @Test func recordReadCorrectPlayAndDeleteAMemory() throws {
        let (app, database) = try start()
        open("lemon tart", in: app)
        let questions = MemoryQuestionsContract.builtIn().recipe
        #expect(app.screen.contains("0 of \(questions.count) questions answered"), "\(app.screen)")
        #expect(app.screen.contains("Next (m): \(questions[0].text)"))

        app.press(.character("m"))
        let recorder = try #require(app.state.memory.recorder)
        guard case .transcribed(let heard) = recorder.state else { Issue.record("not transcribed: \(recorder.state)"); return }
        #expect(heard.contains("leisure to consider"), "heard: \(heard)")
        #expect(app.screen.contains(questions[0].text) && app.screen.contains("leisure to consider"), "\(app.screen)")
        #expect(app.screen.contains("machine-made"))
        let saved = try #require(recorder.saved?.memory)
        #expect(saved.questionId == questions[0].id)
        #expect(abs(saved.durationSeconds - 7.1) < 0.1)
        let file = try MemoryRepository(database).folder.existingAudio(of: saved)

        app.press(.enter)
        #expect(app.state.memory.recorder == nil)
        #expect(app.screen.contains("1 of \(questions.count) questions answered"), "\(app.screen)")
        #expect(app.screen.contains("(machine-made)"))

        // Correct the transcript: the mark goes, in the store too.
        app.press(.character("M"), .character("t"), .ctrl("u"))
        app.type("Mister John Dashwood had then leisure to consider")
        app.press(.enter)
        let stored = try #require(try MemoryRepository(database).load(saved.id ?? 0))
        #expect(stored.transcript == "Mister John Dashwood had then leisure to consider" && stored.transcriptEdited)
        #expect(!app.screen.contains("(machine-made)"), "\(app.screen)")

        // Played to a WAV (no sound device here): exactly what was recorded.
        app.press(.enter)
        #expect(app.state.memory.playback == nil)
        #expect(app.screen.contains("Played “\(questions[0].text)” to the end."), "\(app.screen)")
        #expect(try WAVFile.read(played).samples == WAVFile.read(Self.recording).samples)

        // Deleting asks first; n keeps it, y deletes the row and its audio.
        app.press(.character("d"))
        #expect(app.screen.contains("and its recording?"))
        app.press(.character("n"))
        #expect(FileManager.default.fileExists(atPath: file.path))
        app.press(.character("d"), .character("y"))
        #expect(try MemoryRepository(database).list().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(app.screen.contains("0 of \(questions.count) questions answered"))
    }

    @Test func aMissingRecordingIsListedAndNotPlayed() throws {
        let (app, database) = try start()
        open("lemon tart", in: app)
        app.press(.character("m"), .enter)
        let memory = try #require(try MemoryRepository(database).list().first)
        try FileManager.default.removeItem(at: try MemoryRepository(database).folder.existingAudio(of: memory))
        // Reopened, the list says the recording is gone; playing it says so too.
        app.press(.escape)
        open("lemon tart", in: app)
        #expect(app.screen.contains("the recording is missing: \(memory.audioPath)"), "\(app.screen)")
        app.press(.character("M"), .enter)
        #expect(app.state.memory.playback == nil)
        #expect(app.screen.contains("The recording is missing"), "\(app.screen)")
    }

    @Test func aKitchenNoteWhileCookingIsListedUnderTheRecipe() throws {
        let (app, database) = try start()
        open("lemon tart", in: app)
        app.press(.character("g"), .character("c"), .right)
        #expect(app.state.cooking?.session.stepIndex == 1)
        app.press(.character("m"))
        guard case .transcribed = app.state.memory.recorder?.state else { Issue.record("\(String(describing: app.state.memory.recorder))"); return }
        #expect(app.screen.contains("Kitchen note"), "\(app.screen)")
        app.press(.enter)
        let note = try #require(try MemoryRepository(database).list().first)
        #expect(note.question == "Kitchen note, step 2")
        #expect(note.questionId == nil)
        #expect(note.recordedAt == Fixtures.day)
        app.press(.escape, .character("G"))
        #expect(app.screen.contains("Kitchen note, step 2"), "\(app.screen)")
        // A note answers no guided question.
        #expect(app.screen.contains("0 of "))
    }

    /// "add a note" to the assistant while cooking opens the same recorder.
    @Test func theVoiceCommandAddsANote() throws {
        let (app, database) = try start()
        open("lemon tart", in: app)
        app.press(.character("g"), .character("c"))
        // Typed at the prompt, through the same assistant and answer the microphone's words reach.
        app.ask("add a note")
        guard case .transcribed = app.state.memory.recorder?.state else { Issue.record("\(String(describing: app.state.memory.recorder)) \(app.screen)"); return }
        #expect(try MemoryRepository(database).list().first?.question == "Kitchen note, step 1")
    }

    /// The handler as the app runs it, on its own thread at the pace of speech: it reports the
    /// level and time while recording, and a cancel keeps no row and no file.
    @Test func aMembersRowCountsTheirAnsweredQuestionsAndMAnswersTheNext() throws {
        let (app, database) = try start()
        let questions = MemoryQuestionsContract.builtIn().member
        let member = try #require(app.state.currentMember)
        app.press(.character("4"))
        app.press(.down)
        app.press(.down)
        #expect(app.state.settingsCursor == SettingsRow.allCases.firstIndex(of: .member))
        #expect(app.screen.contains("memories 0 of \(questions.count) answered (0%)"), "\(app.screen)")
        // The note under the rows wraps; read it as words.
        var words: String { app.screen.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        #expect(words.contains("next memory: “\(questions[0].text)”"), "\(app.screen)")

        app.press(.character("m"))
        let saved = try #require(app.state.memory.recorder?.saved?.memory)
        #expect(saved.memberId == member.id && saved.questionId == questions[0].id)
        app.press(.escape)
        #expect(app.state.memory.recorder == nil)
        let percent = 100 / questions.count
        #expect(app.screen.contains("memories 1 of \(questions.count) answered (\(percent)%)"), "\(app.screen)")
        #expect(words.contains("next memory: “\(questions[1].text)”"), "the next question is the note's now")
        #expect(try MemoryRepository(database).answeredQuestions(memberId: member.id) == [questions[0].id])
    }

    @Test func cancellingARecordingInProgressKeepsNothing() throws {
        let database = try AppDatabase.open(path: path)
        let handler = MemoryEffectHandler(database: database, audioFile: Self.recording, realTime: true, say: { _, _ in })
        let posted = MemoryPosted()
        let request = MemoryRecordRequest(subject: .recipe(id: 7, title: "Lemon Tart"), question: nil, speaker: nil, microphone: nil,
                                          speech: nil, limits: MemoryRecorder.Limits())
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            handler.perform(.record(request)) { posted.add($0) }
            done.signal()
        }
        // Wait until it is recording (about 1 s of audio), then cancel, as Esc does.
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, !posted.actions.contains(where: { if case .memory(.recorder(.recording(let t, _))) = $0 { t >= 1 } else { false } }) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        handler.perform(.cancelRecording) { posted.add($0) }
        #expect(done.wait(timeout: .now() + 20) == .success)
        let levels = posted.actions.filter { if case .memory(.recorder(.recording)) = $0 { true } else { false } }
        #expect(levels.count >= 4, "reported a few times a second: \(levels.count)")
        #expect(!posted.actions.contains { if case .memory(.recorded) = $0 { true } else { false } })
        #expect(try MemoryRepository(database).list().isEmpty)
        let folder = try MemoryRepository(database).folder.prepare()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

/// What a handler posted, from its thread.
final class MemoryPosted: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [AppAction] = []

    func add(_ more: [AppAction]) { lock.withLock { list += more } }
    var actions: [AppAction] { lock.withLock { list } }
}
