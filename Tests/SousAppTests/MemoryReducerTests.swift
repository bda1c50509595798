import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousApp

/// `MemoryReducer` alone on its slice, with a hand-made context: the recorder's life, the list,
/// playback, the transcript field and deleting.
@Suite struct MemoryReducerTests {
    let tart = MemorySubjectRef.recipe(id: 3, title: "Lemon Tart")
    let first = MemoryQuestion(id: "r-first-made", category: "origins", categoryTitle: "Origins", text: "Who first made this?", subject: .recipe)
    let secret = MemoryQuestion(id: "r-secret", category: "craft", categoryTitle: "Craft", text: "What is the secret?", subject: .recipe)
    let speech = SpeechVoiceSettings()

    func item(_ id: Int64, question: MemoryQuestion?, transcript: String = "granny made it", missing: Bool = false) -> MemoryItem {
        MemoryItem(memory: Memory(id: id, recipeId: 3, questionId: question?.id, question: question?.text ?? "Kitchen note, step 2", speaker: "Ann",
                                  recordedAt: Fixtures.day, durationSeconds: 6, audioPath: "\(id).flac", transcript: transcript),
                   audioMissing: missing)
    }

    func loaded(_ items: [MemoryItem]) -> MemoryState {
        var memory = MemoryState()
        memory.recipeId = 3
        _ = MemoryReducer.reduce(&memory, .loaded(recipeId: 3, items: items, questions: [first, secret]), .init(openRecipe: tart))
        return memory
    }

    @Test func theListCountsAnsweredQuestionsAndOffersTheNext() {
        let memory = loaded([item(1, question: first), item(2, question: nil)])
        #expect(memory.completion.answered == 1)
        #expect(memory.completion.total == 2)
        #expect(memory.completion.next == secret)
    }

    @Test func anAnswerForAnotherRecipeIsDropped() {
        var memory = MemoryState()
        memory.recipeId = 4
        _ = MemoryReducer.reduce(&memory, .loaded(recipeId: 3, items: [item(1, question: first)], questions: [first]), .init())
        #expect(memory.items.isEmpty)
    }

    @Test func mRecordsTheNextQuestionReadAloudWithVoiceOnAndPausesListening() {
        var memory = loaded([item(1, question: first)])
        let context = MemoryReducer.Context(openRecipe: tart, member: .member(id: 7, name: "Ada"), microphone: "usb-mic", speech: speech, voicePaused: false)
        let reduction = MemoryReducer.reduce(&memory, .recordNextRequested, context)
        let request = MemoryRecordRequest(subject: tart, question: secret, speaker: "Ada", microphone: "usb-mic", speech: speech,
                                          limits: MemoryReducer.answerLimits)
        #expect(reduction == Reduction([.voice(.paused(true)), .memory(.record(request))]))
        #expect(memory.recorder?.question == secret)
        // A second m while recording starts nothing.
        #expect(MemoryReducer.reduce(&memory, .recordNextRequested, context) == .none)
    }

    @Test func withVoiceOffTheQuestionIsNotReadAndNothingIsPaused() {
        var memory = loaded([])
        let reduction = MemoryReducer.reduce(&memory, .recordNextRequested, .init(openRecipe: tart))
        guard case .memory(.record(let request)) = reduction.effects.first else { Issue.record("no recording: \(reduction)"); return }
        #expect(request.speech == nil)
        #expect(reduction.effects.count == 1)
    }

    @Test func theRecorderFollowsTheHandlerThenShowsTheTranscriptAndListsIt() {
        var memory = loaded([])
        let context = MemoryReducer.Context(openRecipe: tart, speech: speech, voicePaused: true)
        _ = MemoryReducer.reduce(&memory, .recordNextRequested, context)
        _ = MemoryReducer.reduce(&memory, .recorder(.recording(elapsed: 1.4, level: -22)), context)
        #expect(memory.recorder?.state == .recording(elapsed: 1.4, level: -22))
        #expect(MemoryReducer.reduce(&memory, .stopRequested, context) == Reduction([.memory(.stopRecording)]))
        let saved = item(9, question: first, transcript: "my mother made it")
        let reduction = MemoryReducer.reduce(&memory, .recorded(saved, notice: nil), context)
        // Listening goes back to how the cook had it (paused).
        #expect(reduction == Reduction([.voice(.paused(true))]))
        #expect(memory.recorder?.state == .transcribed("my mother made it"))
        #expect(memory.items.first == saved)
        #expect(memory.completion.answered == 1)
        // A late level report does not bring the recording back.
        _ = MemoryReducer.reduce(&memory, .recorder(.recording(elapsed: 2, level: -10)), context)
        #expect(memory.recorder?.state == .transcribed("my mother made it"))
        // Enter closes it once done.
        _ = MemoryReducer.reduce(&memory, .stopRequested, context)
        #expect(memory.recorder == nil)
    }

    @Test func escCancelsKeepingNothingAndSaysSo() {
        var memory = loaded([])
        _ = MemoryReducer.reduce(&memory, .recordNextRequested, .init(openRecipe: tart))
        let reduction = MemoryReducer.reduce(&memory, .cancelRequested, .init(openRecipe: tart))
        #expect(reduction == Reduction([.memory(.cancelRecording)], banner: Banner(.info, "Cancelled: nothing was kept.")))
        #expect(memory.recorder == nil)
        // What the handler says afterwards changes nothing.
        _ = MemoryReducer.reduce(&memory, .recordFailed("cancelled"), .init(openRecipe: tart))
        #expect(memory.recorder == nil && memory.items.isEmpty)
    }

    @Test func aLostMicrophoneKeepsTheRecordingAndSaysSo() {
        var memory = loaded([])
        _ = MemoryReducer.reduce(&memory, .recordNextRequested, .init(openRecipe: tart))
        _ = MemoryReducer.reduce(&memory, .recorded(item(4, question: first), notice: "The microphone was lost: kept the 3.2 s recorded before it."), .init(openRecipe: tart))
        #expect(memory.recorder?.notice == "The microphone was lost: kept the 3.2 s recorded before it.")
        #expect(memory.items.count == 1)
    }

    @Test func aKitchenNoteIsOnTheStepBeingCookedAndShort() {
        var memory = MemoryState()
        let reduction = MemoryReducer.reduce(&memory, .noteRequested, .init(cookingRecipe: tart, cookingStep: 2))
        guard case .memory(.record(let request)) = reduction.effects.first else { Issue.record("no recording: \(reduction)"); return }
        #expect(request.noteStep == 2 && request.question == nil)
        #expect(request.limits.maxSeconds == 60)
        #expect(MemoryRecordRequest.noteTitle(step: 2) == "Kitchen note, step 2")
        var idle = MemoryState()
        #expect(MemoryReducer.reduce(&idle, .noteRequested, .init()).requests.count == 1)
        #expect(idle.recorder == nil)
    }

    @Test func aMemberNeedsAMemberToBeAbout() {
        var memory = MemoryState()
        let none = MemoryReducer.reduce(&memory, .recordMemberRequested, .init())
        #expect(none.effects.isEmpty && memory.recorder == nil)
        let ada = MemorySubjectRef.member(id: 7, name: "Ada")
        _ = MemoryReducer.reduce(&memory, .recordMemberRequested, .init(member: ada))
        #expect(memory.recorder?.subject == ada)
        _ = MemoryReducer.reduce(&memory, .asked(secret), .init(member: ada))
        #expect(memory.recorder?.question == secret)
    }

    @Test func playingSeeksAndPausesThroughTheHandler() {
        var memory = loaded([item(1, question: first), item(2, question: secret, missing: true)])
        memory.isFocused = true
        let reduction = MemoryReducer.reduce(&memory, .playRequested, .init())
        #expect(reduction == Reduction([.memory(.play(memory.items[0].memory))]))
        #expect(MemoryReducer.reduce(&memory, .pauseToggled, .init()) == Reduction([.memory(.setPaused(true))]))
        #expect(MemoryReducer.reduce(&memory, .seek(by: 5), .init()) == Reduction([.memory(.seek(by: 5))]))
        #expect(memory.playback?.elapsed == 5)
        _ = MemoryReducer.reduce(&memory, .seek(by: 5), .init())
        #expect(memory.playback?.elapsed == 6, "clamped to the length")
        _ = MemoryReducer.reduce(&memory, .playback(PlaybackProgress(elapsed: 6, total: 6, isFinished: true)), .init())
        #expect(memory.playback == nil)
        // A missing recording is said, not played.
        _ = MemoryReducer.reduce(&memory, .selectionMoved(by: 1), .init())
        let missing = MemoryReducer.reduce(&memory, .playRequested, .init())
        #expect(missing.effects.isEmpty && memory.playback == nil)
        guard case .banner(let banner) = missing.requests.first else { Issue.record("no banner"); return }
        #expect(banner.text.contains("missing"))
    }

    @Test func theTranscriptFieldSavesTrimmedWordsAndRefusesNone() {
        var memory = loaded([item(1, question: first, transcript: "granny maid it")])
        _ = MemoryReducer.reduce(&memory, .editRequested, .init())
        for _ in 0..<7 { _ = MemoryReducer.reduce(&memory, .editBackspace, .init()) }
        _ = MemoryReducer.reduce(&memory, .editTyped("made it "), .init())
        #expect(MemoryReducer.reduce(&memory, .editSaved, .init()) == Reduction([.memory(.saveTranscript(id: 1, text: "granny made it"))]))
        #expect(memory.editing == nil)
        var edited = memory.items[0].memory
        edited.transcript = "granny made it"
        edited.transcriptEdited = true
        _ = MemoryReducer.reduce(&memory, .transcriptSaved(edited), .init())
        #expect(memory.items[0].memory.transcriptEdited)
        _ = MemoryReducer.reduce(&memory, .editRequested, .init())
        _ = MemoryReducer.reduce(&memory, .editCleared, .init())
        let empty = MemoryReducer.reduce(&memory, .editSaved, .init())
        #expect(empty.effects.isEmpty && memory.editing != nil)
    }

    @Test func deletingAsksFirst() {
        var memory = loaded([item(1, question: first), item(2, question: secret)])
        memory.isFocused = true
        _ = MemoryReducer.reduce(&memory, .deleteRequested, .init())
        #expect(memory.confirmingDelete == 1)
        #expect(MemoryReducer.reduce(&memory, .deleteAnswered(false), .init()).effects.isEmpty)
        _ = MemoryReducer.reduce(&memory, .deleteRequested, .init())
        #expect(MemoryReducer.reduce(&memory, .deleteAnswered(true), .init()) == Reduction([.memory(.delete(id: 1))]))
        _ = MemoryReducer.reduce(&memory, .deleted(id: 1), .init())
        #expect(memory.items.map(\.memory.id) == [2])
    }

    @Test func theListFollowsTheOpenRecipe() {
        var state = AppState()
        state.detail = DetailState(recipe: Fixtures.tart, units: .asWritten, isFavorite: false)
        let effects = AppReducer.reduce(&state, .helpToggled)
        #expect(effects.contains(.memory(.load(recipeId: Fixtures.tart.id ?? 0))))
        #expect(AppReducer.reduce(&state, .helpToggled).allSatisfy { if case .memory = $0 { false } else { true } })
        state.detail = nil
        _ = AppReducer.reduce(&state, .helpToggled)
        #expect(state.memory.recipeId == nil)
    }
}
