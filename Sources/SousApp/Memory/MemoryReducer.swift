import Foundation
import SousCore

/// Spoken memories on their own slice (`\.memory`): the open recipe's list, the recorder
/// overlay, playback and the transcript field. The microphone, the speakers and the files are
/// the `.memory` effects' handler's; this only decides.
enum MemoryReducer {
    /// What the memories read from around them.
    struct Context: Equatable {
        /// The recipe open over the tabs.
        var openRecipe: MemorySubjectRef?
        /// The recipe being cooked, with the step on screen (1-based), for a kitchen note.
        var cookingRecipe: MemorySubjectRef?
        var cookingStep: Int?
        /// The current family member: who is speaking, or whom a member's question is about.
        var member: MemorySubjectRef?
        var microphone: String?
        /// nil: voice is off (the question is not read aloud, nothing to pause).
        var speech: SpeechVoiceSettings?
        /// Whether the cook had paused listening, to put back after a recording.
        var voicePaused: Bool

        init(openRecipe: MemorySubjectRef? = nil, cookingRecipe: MemorySubjectRef? = nil, cookingStep: Int? = nil, member: MemorySubjectRef? = nil,
             microphone: String? = nil, speech: SpeechVoiceSettings? = nil, voicePaused: Bool = false) {
            self.openRecipe = openRecipe
            self.cookingRecipe = cookingRecipe
            self.cookingStep = cookingStep
            self.member = member
            self.microphone = microphone
            self.speech = speech
            self.voicePaused = voicePaused
        }

        init(_ app: AppState) {
            let recipe = app.detail?.recipe
            let cooking = app.cooking?.session
            let member = app.currentMember
            let setup = app.voiceSetup
            self.init(openRecipe: recipe?.id.map { .recipe(id: $0, title: recipe?.title ?? "") },
                      cookingRecipe: cooking.flatMap { s in s.recipe.id.map { .recipe(id: $0, title: s.recipe.title) } },
                      cookingStep: cooking.map { $0.stepIndex + 1 },
                      member: member.flatMap { m in m.id.map { .member(id: $0, name: m.name) } },
                      microphone: app.settings.microphone, speech: setup.listening == nil ? nil : setup.speech,
                      voicePaused: app.voice.isPaused)
        }
    }

    /// A spoken answer ends after this much quiet once speech was heard, or at five minutes.
    static let answerLimits = MemoryRecorder.Limits()
    /// A kitchen note is short: a minute at most.
    static let noteLimits = MemoryRecorder.Limits(maxSeconds: 60)
    /// What the transcript field holds at most.
    static let transcriptLimit = 4_000

    static func reduce(_ memory: inout MemoryState, _ action: MemoryAction, _ context: Context) -> Reduction {
        switch action {
        case .loaded(let recipeId, let items, let questions):
            guard recipeId == memory.recipeId else { return .none }
            memory.items = items
            memory.questions = questions
            memory.selection = min(memory.selection, max(items.count - 1, 0))
            return .none
        case .memberCompletionLoaded(let completion):
            memory.memberCompletion = completion
            return .none
        case .focusToggled:
            if memory.isFocused {
                memory.isFocused = false
                return .none
            }
            guard !memory.items.isEmpty else {
                return Reduction(banner: Banner(.info, "No spoken memories yet: m records an answer to the next question."))
            }
            memory.isFocused = true
            memory.selection = min(memory.selection, memory.items.count - 1)
            return .none
        case .selectionMoved(let delta):
            guard !memory.items.isEmpty else { return .none }
            memory.selection = min(max(memory.selection.addingReportingOverflow(delta).partialValue, 0), memory.items.count - 1)
            return .none
        case .recordNextRequested:
            guard let recipe = context.openRecipe else { return .none }
            return start(&memory, RecorderPanel(subject: recipe, question: memory.completion.next), limits: answerLimits, context)
        case .recordMemberRequested:
            guard let member = context.member else {
                return Reduction(banner: Banner(.warning, "Add a family member first (a on this row); then m records their memories."))
            }
            return start(&memory, RecorderPanel(subject: member, question: nil), limits: answerLimits, context)
        case .noteRequested:
            guard let recipe = context.cookingRecipe else {
                return Reduction(banner: Banner(.info, "Notes are added while cooking: c on a recipe, then n."))
            }
            return start(&memory, RecorderPanel(subject: recipe, question: nil, noteStep: context.cookingStep), limits: noteLimits, context)
        case .asked(let question):
            memory.recorder?.question = question
            return .none
        case .recorder(let state):
            // A report that arrives after the cook cancelled or the recording ended is old news.
            guard var recorder = memory.recorder, !recorder.isOver, recorder.saved == nil else { return .none }
            recorder.state = state
            memory.recorder = recorder
            return .none
        case .stopRequested:
            guard let recorder = memory.recorder else { return .none }
            if recorder.isOver { return close(&memory) }
            return [.memory(.stopRecording)]
        case .cancelRequested:
            guard let recorder = memory.recorder else { return .none }
            if recorder.isOver { return close(&memory) }
            memory.recorder = nil
            return Reduction([.memory(.cancelRecording)] + resumeListening(context),
                             banner: Banner(.info, "Cancelled: nothing was kept."))
        case .recorded(let item, let notice):
            if item.memory.recipeId != nil, item.memory.recipeId == memory.recipeId {
                memory.items.insert(item, at: 0)
                memory.selection = 0
            }
            // A member's answer moves their completion on the Settings row: re-read it with the household.
            let listening = resumeListening(context) + (item.memory.memberId != nil ? [.store(.loadHousehold)] : [])
            guard var recorder = memory.recorder else { return Reduction(listening) }
            recorder.saved = item
            recorder.state = .transcribed(item.memory.transcript)
            recorder.notice = notice
            memory.recorder = recorder
            return Reduction(listening)
        case .recordFailed(let message):
            guard memory.recorder != nil else { return Reduction(resumeListening(context)) }
            memory.recorder?.state = .error(message, kept: false)
            return Reduction(resumeListening(context))
        case .playRequested:
            guard let item = memory.selected, let id = item.memory.id else { return .none }
            if item.audioMissing {
                return Reduction(banner: Banner(.error, "The recording is missing (\(item.memory.audioPath)): nothing to play. d deletes the memory."))
            }
            memory.playback = PlaybackPanel(memoryId: id, title: title(of: item.memory), total: item.memory.durationSeconds)
            return [.memory(.play(item.memory))]
        case .playback(let progress):
            guard var playback = memory.playback else { return .none }
            if progress.isFinished {
                memory.playback = nil
                return Reduction(banner: Banner(.info, "Played “\(playback.title)” to the end."))
            }
            playback.elapsed = progress.elapsed
            playback.total = progress.total
            playback.isPaused = progress.isPaused
            memory.playback = playback
            return .none
        case .playbackFailed(let message):
            memory.playback = nil
            return Reduction(banner: Banner(.error, message))
        case .pauseToggled:
            guard memory.playback != nil else { return .none }
            memory.playback?.isPaused.toggle()
            return [.memory(.setPaused(memory.playback?.isPaused ?? false))]
        case .seek(let seconds):
            guard var playback = memory.playback else { return .none }
            playback.elapsed = min(max(playback.elapsed + seconds, 0), playback.total)
            memory.playback = playback
            return [.memory(.seek(by: seconds))]
        case .playbackClosed:
            guard memory.playback != nil else { return .none }
            memory.playback = nil
            return [.memory(.stopPlayback)]
        case .editRequested:
            // From the recorder once done (its new memory), else the selected one.
            let target = memory.recorder?.saved?.memory ?? memory.selected?.memory
            guard let target, let id = target.id else { return .none }
            memory.editing = TranscriptEdit(id: id, text: target.transcript)
            return .none
        case .editTyped(let text):
            guard var editing = memory.editing else { return .none }
            editing.text = String((editing.text + text).prefix(transcriptLimit))
            memory.editing = editing
            return .none
        case .editBackspace:
            if memory.editing?.text.isEmpty == false { memory.editing?.text.removeLast() }
            return .none
        case .editCleared:
            memory.editing?.text = ""
            return .none
        case .editSaved:
            guard let editing = memory.editing else { return .none }
            let text = editing.text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else {
                return Reduction(banner: Banner(.warning, "A transcript needs some words; Esc keeps the one there was."))
            }
            memory.editing = nil
            return [.memory(.saveTranscript(id: editing.id, text: text))]
        case .editCancelled:
            memory.editing = nil
            return .none
        case .transcriptSaved(let saved):
            if let index = memory.items.firstIndex(where: { $0.memory.id == saved.id }) { memory.items[index].memory = saved }
            if memory.recorder?.saved?.memory.id == saved.id {
                memory.recorder?.saved?.memory = saved
                memory.recorder?.state = .transcribed(saved.transcript)
            }
            return Reduction(banner: Banner(.success, "Transcript saved; it is no longer marked machine-made."))
        case .deleteRequested:
            guard let id = memory.selected?.memory.id else { return .none }
            memory.confirmingDelete = id
            return .none
        case .deleteAnswered(let yes):
            guard let id = memory.confirmingDelete else { return .none }
            memory.confirmingDelete = nil
            return yes ? [.memory(.delete(id: id))] : Reduction(banner: Banner(.info, "Kept the memory."))
        case .deleted(let id):
            memory.items.removeAll { $0.memory.id == id }
            memory.selection = min(memory.selection, max(memory.items.count - 1, 0))
            if memory.items.isEmpty { memory.isFocused = false }
            return Reduction(banner: Banner(.success, "Deleted the memory and its recording."))
        case .failed(let message):
            return Reduction(banner: Banner(.error, message))
        }
    }

    /// Opens the recorder and asks the handler to record; the cooking voice stops listening
    /// meanwhile, so a note is not taken for commands.
    private static func start(_ memory: inout MemoryState, _ panel: RecorderPanel, limits: MemoryRecorder.Limits, _ context: Context) -> Reduction {
        guard memory.recorder == nil else { return .none }
        memory.recorder = panel
        memory.playback = nil
        let request = MemoryRecordRequest(subject: panel.subject, question: panel.question, noteStep: panel.noteStep,
                                          speaker: context.member?.name, microphone: context.microphone, speech: context.speech, limits: limits)
        var effects: [Effect] = [.memory(.record(request))]
        if context.speech != nil { effects.insert(.voice(.paused(true)), at: 0) }
        return Reduction(effects)
    }

    private static func close(_ memory: inout MemoryState) -> Reduction {
        memory.recorder = nil
        return .none
    }

    private static func resumeListening(_ context: Context) -> [Effect] {
        context.speech == nil ? [] : [.voice(.paused(context.voicePaused))]
    }

    /// How a memory is named on screen: its question, or "Kitchen note, step 3".
    static func title(of memory: Memory) -> String {
        memory.question ?? "A memory"
    }
}

extension AppReducer {
    /// The memories follow the open recipe: opening another loads its list; closing it drops the
    /// list (so it is read afresh next time: an import may have brought more).
    static func followOpenRecipe(_ state: inout AppState) -> [Effect] {
        let open = state.detail?.recipe.id
        guard open != state.memory.recipeId else { return [] }
        if open == nil, state.memory.hasOverlay { return [] }
        state.memory.recipeId = open
        state.memory.items = []
        state.memory.selection = 0
        state.memory.isFocused = false
        state.memory.confirmingDelete = nil
        return open.map { [.memory(.load(recipeId: $0))] } ?? []
    }
}
