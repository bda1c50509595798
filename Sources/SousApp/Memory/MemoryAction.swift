import Foundation
import SousCore

/// Spoken memories: the recipe view's list, the recorder, playback, the transcript field.
public enum MemoryAction: Equatable, Sendable {
    // The list
    case loaded(recipeId: Int64, items: [MemoryItem], questions: [MemoryQuestion])
    /// How many of each family member's guided questions are answered (read with the household).
    case memberCompletionLoaded([Int64: MemoryCompletion])
    /// `M` on a recipe: the keys go to its memories (or back).
    case focusToggled
    case selectionMoved(by: Int)
    // Recording
    /// `m` on a recipe: answer its next unanswered question.
    case recordNextRequested
    /// `m` on the Settings family member row: the member's next question.
    case recordMemberRequested
    /// "add a note" while cooking (a key or the voice): a short note on this step.
    case noteRequested
    /// The handler chose the question (a member's next one).
    case asked(MemoryQuestion?)
    /// The recorder's state, a few times a second while recording.
    case recorder(MemoryRecorder.State)
    /// Enter in the recorder: stop and keep.
    case stopRequested
    /// Esc in the recorder: stop and keep nothing (or close it once done).
    case cancelRequested
    /// The recording is stored with its transcript; `notice` says what went wrong on the way.
    case recorded(MemoryItem, notice: String?)
    /// Nothing was kept: why.
    case recordFailed(String)
    // Playback
    /// Space or Enter on a memory.
    case playRequested
    case playback(PlaybackProgress)
    case playbackFailed(String)
    case pauseToggled
    case seek(by: Double)
    case playbackClosed
    // The transcript and deleting
    case editRequested
    case editTyped(String)
    case editBackspace
    case editCleared
    case editSaved
    case editCancelled
    case transcriptSaved(Memory)
    case deleteRequested
    case deleteAnswered(Bool)
    case deleted(id: Int64)
    /// A store or file problem (the handler's words).
    case failed(String)
}

extension MemoryAction {
    var isUserInput: Bool {
        switch self {
        case .focusToggled, .selectionMoved, .recordNextRequested, .recordMemberRequested, .noteRequested, .stopRequested, .cancelRequested,
             .playRequested, .pauseToggled, .seek, .playbackClosed, .editRequested, .editTyped, .editBackspace, .editCleared, .editSaved,
             .editCancelled, .deleteRequested, .deleteAnswered: true
        case .loaded, .memberCompletionLoaded, .asked, .recorder, .recorded, .recordFailed, .playback, .playbackFailed, .transcriptSaved, .deleted, .failed: false
        }
    }
}

/// What a recording needs: whom it is about, the question, the microphone, and whether to read
/// the question aloud first.
public struct MemoryRecordRequest: Equatable, Sendable {
    public var subject: MemorySubjectRef
    /// nil with `noteStep` nil: the subject's next unanswered question (the handler picks it).
    public var question: MemoryQuestion?
    public var noteStep: Int?
    /// Who is speaking (the current family member), if known.
    public var speaker: String?
    /// nil: the system's default input.
    public var microphone: String?
    /// nil: voice is off, so the question is not read aloud.
    public var speech: SpeechVoiceSettings?
    public var limits: MemoryRecorder.Limits

    public init(subject: MemorySubjectRef, question: MemoryQuestion?, noteStep: Int? = nil, speaker: String?, microphone: String?,
                speech: SpeechVoiceSettings?, limits: MemoryRecorder.Limits) {
        self.subject = subject
        self.question = question
        self.noteStep = noteStep
        self.speaker = speaker
        self.microphone = microphone
        self.speech = speech
        self.limits = limits
    }

    /// The question text a kitchen note is kept under (the schema has no step column).
    public static func noteTitle(step: Int?) -> String {
        step.map { "Kitchen note, step \($0)" } ?? "Kitchen note"
    }
}

/// Spoken memories' I/O: the store and the memories folder, the microphone, the speakers.
/// Recording and playback run long and post progress, so the runtime runs them off the queue.
public enum MemoryEffect: Equatable, Sendable {
    /// The recipe's memories and its guided questions; the answer is `.memory(.loaded)`.
    case load(recipeId: Int64)
    /// Reads the question aloud (unless voice is off), records until the recorder stops,
    /// transcribes, stores; posts `.recorder` states on the way, then `.recorded` or `.recordFailed`.
    case record(MemoryRecordRequest)
    case stopRecording
    case cancelRecording
    /// Plays through PulseAudio; posts `.playback` a few times a second.
    case play(Memory)
    case setPaused(Bool)
    case seek(by: Double)
    case stopPlayback
    case saveTranscript(id: Int64, text: String)
    case delete(id: Int64)
}
