import Foundation
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
    /// Frames the phone loop heard as speech where the grammar's path has only silence or
    /// fillers: talk the command does not explain ("the previous step" out of a long sentence).
    public var unexplainedSpeechFrames: Int?
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
    /// One score weighing the gap, the score per frame and the speech the command leaves
    /// unexplained (`RejectionScore`); accept above the threshold.
    case combined(Double)
    /// A loop of other words competes with the commands; a path through it is rejected.
    case garbageLoop
}

extension RejectionMethod {
    /// Whether the method needs the second, phone-loop pass.
    var needsPhoneLoop: Bool {
        switch self {
        case .phoneLoopGap, .gapAndScore, .combined: return true
        case .none, .scorePerFrame, .garbageLoop: return false
        }
    }
}

/// The default rejection's score, fitted by logistic regression on the full eval set (clean,
/// 20, 10 and 5 dB; 816 commands, 480 out-of-grammar clips) and checked by training on half the
/// sentences and testing on the other half (docs/DECISIONS.md, "Voice rejection").
public enum RejectionScore {
    public static let scorePerFrameWeight = 1.35
    public static let unexplainedSpeechWeight = -4.7
    /// At most 5% false accepts in each condition on the eval set (4.2% over all).
    public static let threshold = -63.3

    public static func value(gap: Double, scorePerFrame: Double, unexplainedSpeechFrames: Int) -> Double {
        gap + scorePerFrameWeight * scorePerFrame + unexplainedSpeechWeight * log(1 + Double(max(0, unexplainedSpeechFrames)))
    }
}
