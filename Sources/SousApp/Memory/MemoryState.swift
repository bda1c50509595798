import Foundation
import SousCore

/// Spoken family memories in the app (issue 30): the open recipe's list, the recorder overlay,
/// playback and the transcript field. One slice (`AppState.memory`), changed by `MemoryReducer`.
public struct MemoryState: Equatable, Sendable {
    /// The recipe whose memories `items` are (the open recipe's, or the one being cooked).
    public var recipeId: Int64?
    /// Newest first.
    public var items: [MemoryItem] = []
    /// The recipe's guided questions, in order (from the contract, through the handler).
    public var questions: [MemoryQuestion] = []
    /// Each family member's answered share of the member questions, by member id.
    public var memberCompletion: [Int64: MemoryCompletion] = [:]
    /// `M` on a recipe: keys go to the list (play, edit, delete) until Esc.
    public var isFocused = false
    public var selection = 0
    /// `d` asked "delete this memory?": y deletes, anything else keeps it.
    public var confirmingDelete: Int64?
    /// The transcript being corrected, as typed so far.
    public var editing: TranscriptEdit?
    public var recorder: RecorderPanel?
    public var playback: PlaybackPanel?

    public init() {}

    public var selected: MemoryItem? { items.indices.contains(selection) ? items[selection] : nil }

    /// "3 of 8 questions answered" and the next one to ask.
    public var completion: MemoryCompletion {
        MemoryQuestionSet(recipe: questions, member: []).completion(for: .recipe, answered: Set(items.compactMap(\.memory.questionId)))
    }

    /// Whether an overlay of this feature has the keyboard.
    public var hasOverlay: Bool { recorder != nil || playback != nil || editing != nil }
}

/// A memory as listed: with whether its recording is still on disk.
public struct MemoryItem: Equatable, Sendable {
    public var memory: Memory
    public var audioMissing: Bool

    public init(memory: Memory, audioMissing: Bool) {
        self.memory = memory
        self.audioMissing = audioMissing
    }

    /// A kitchen note (recorded while cooking) rather than an answer to a guided question.
    public var isKitchenNote: Bool { memory.questionId == nil }
}

/// The text field over a memory's transcript.
public struct TranscriptEdit: Equatable, Sendable {
    public var id: Int64
    public var text: String

    public init(id: Int64, text: String) {
        self.id = id
        self.text = text
    }
}

/// Whom a recording is about.
public enum MemorySubjectRef: Equatable, Sendable {
    case recipe(id: Int64, title: String)
    case member(id: Int64, name: String)

    public var name: String {
        switch self {
        case .recipe(_, let title): title
        case .member(_, let name): name
        }
    }
}

/// The recorder overlay: what is asked, the recorder's state as the handler last reported it.
public struct RecorderPanel: Equatable, Sendable {
    public var subject: MemorySubjectRef
    /// The guided question being answered (nil: a kitchen note, or every question is answered).
    public var question: MemoryQuestion?
    /// A kitchen note's step (1-based) while cooking.
    public var noteStep: Int?
    public var state: MemoryRecorder.State
    /// The memory kept, once transcribed.
    public var saved: MemoryItem?
    /// What happened on the way that the cook should know (the microphone was lost: kept so far).
    public var notice: String?

    public init(subject: MemorySubjectRef, question: MemoryQuestion?, noteStep: Int? = nil, state: MemoryRecorder.State = .preparing) {
        self.subject = subject
        self.question = question
        self.noteStep = noteStep
        self.state = state
    }

    /// Recording or being read the question: Enter stops, Esc cancels.
    public var isLive: Bool {
        switch state {
        case .preparing, .recording, .ready: true
        default: false
        }
    }

    /// The recording is over and kept (or failed): any of Enter, Esc closes the overlay.
    public var isOver: Bool {
        switch state {
        case .transcribed, .error, .cancelled: true
        default: false
        }
    }
}

/// A memory playing: where it is and whether it is paused.
public struct PlaybackPanel: Equatable, Sendable {
    public var memoryId: Int64
    public var title: String
    public var elapsed: Double
    public var total: Double
    public var isPaused = false
    public var isFinished = false

    public init(memoryId: Int64, title: String, elapsed: Double = 0, total: Double) {
        self.memoryId = memoryId
        self.title = title
        self.elapsed = elapsed
        self.total = total
    }
}

/// Where playback is, as the player reports it a few times a second.
public struct PlaybackProgress: Equatable, Sendable {
    public var elapsed: Double
    public var total: Double
    public var isPaused: Bool
    public var isFinished: Bool

    public init(elapsed: Double, total: Double, isPaused: Bool = false, isFinished: Bool = false) {
        self.elapsed = elapsed
        self.total = total
        self.isPaused = isPaused
        self.isFinished = isFinished
    }
}
