import SousCore

/// The recognizer's answer for one utterance.
public struct Recognition: Hashable, Sendable {
    /// The command heard, or nil when the speech was rejected (or there was none).
    public var heard: String?
    /// The grammar's best path, accepted or not (for logs and the eval).
    public var guess: String?
    /// 0...1; at or above 0.5 the command is accepted.
    public var confidence: Double
    /// The parser's reading of `heard`.
    public var match: IntentMatch?
    /// Wall time from the whole clip to the answer (both passes, side by side), in milliseconds.
    public var decodeMilliseconds: Double
    /// CPU time of both passes added up: what one core would take.
    public var cpuMilliseconds: Double
    public var audioSeconds: Double
    /// Diagnostics: grammar path score per frame and its gap to the phone loop per frame.
    public var scorePerFrame: Double?
    public var phoneLoopGap: Double?
    /// The accepted speech began with the wake phrase (then `heard` is what followed it, or nil).
    public var wakePhraseHeard = false

    public init(heard: String?, guess: String?, confidence: Double, match: IntentMatch?, decodeMilliseconds: Double,
                audioSeconds: Double, scorePerFrame: Double? = nil, phoneLoopGap: Double? = nil, cpuMilliseconds: Double? = nil) {
        self.heard = heard
        self.guess = guess
        self.confidence = confidence
        self.match = match
        self.decodeMilliseconds = decodeMilliseconds
        self.cpuMilliseconds = cpuMilliseconds ?? decodeMilliseconds
        self.audioSeconds = audioSeconds
        self.scorePerFrame = scorePerFrame
        self.phoneLoopGap = phoneLoopGap
    }

    /// Processing on one core over audio length.
    public var realTimeFactor: Double { audioSeconds > 0 ? cpuMilliseconds / 1000 / audioSeconds : 0 }
}

/// How out-of-grammar speech is told apart from commands (see docs/DECISIONS.md, "Voice").
public enum RejectionMethod: Hashable, Sendable {
    /// Accept whatever the grammar forces out.
    case none
    /// Accept when the grammar path score per frame is above the threshold.
    case scorePerFrame(Double)
    /// Accept when the grammar path is within `threshold` per frame of a free phone loop's.
    case phoneLoopGap(Double)
    /// Both: within `gap` of the phone loop and above `scorePerFrame`.
    case gapAndScore(gap: Double, scorePerFrame: Double)
    /// A loop of other words competes with the commands; a path through it is rejected.
    case garbageLoop
}

extension RejectionMethod {
    /// Whether the method needs the second, phone-loop pass.
    var needsPhoneLoop: Bool {
        switch self {
        case .phoneLoopGap, .gapAndScore: return true
        case .none, .scorePerFrame, .garbageLoop: return false
        }
    }
}
