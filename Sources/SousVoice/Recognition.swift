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
    /// Frames the phone loop heard as speech within the command's words.
    public var explainedSpeechFrames: Int?
    /// How far the phone loop's phones within the command's words are from the words' own
    /// phone counts, over those counts (`CommandRecognizer.phoneCountMismatch`).
    public var phoneCountMismatch: Double?
    /// The combined rejection score minus its threshold (at or above 0: accepted); nil for
    /// other methods, or when there was no speech inside the command.
    public var rejectionMargin: Double?
    /// A loud-room utterance just short of acceptance was decoded again without suppression:
    /// whether both heard the same words (nil: not asked).
    public var secondOpinionAgreed: Bool?
    /// The utterance was heard in a loud room and its noise suppressed first; the SNR estimate.
    public var noiseSuppressed = false
    public var estimatedSNR: Double?
    /// The room was so quiet that a faint noise floor was added first (`AudioClip.withNoiseFloor`);
    /// the SNR the rejection then weighed.
    public var noiseFloorRaised = false
    public var scoredSNR: Double?
    /// The accepted speech began with the wake phrase (then `heard` is what followed it, or nil).
    public var wakePhraseHeard = false
    /// Rejected, but sure enough to act on had Sous just been addressed (the wake phrase alone
    /// before it, or the talk key): the words and their reading. Set only when the recognizer is
    /// `addressable` (`CommandRecognizer.Options`); `ListeningGate` decides.
    public var heardWhenAddressed: String?
    public var matchWhenAddressed: IntentMatch?
    /// Rejected speech with words in it: the parser's reading of the best path, for the lower
    /// bar "stop" meets while Sous speaks (`HalfDuplexGate.stopLenience`).
    public var guessMatch: IntentMatch?
    /// Where the grammar path's last spoken word ends, in seconds from the start of the audio
    /// given (an utterance from a stream; nil for files, which may be given quiet margins first,
    /// and when no word was spoken).
    public var spokenEndSeconds: Double?

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

    /// Words in the accepted command (0 when rejected).
    public var heardWordCount: Int { heard?.split(separator: " ").count ?? 0 }
}

/// How out-of-grammar speech is told apart from commands (see docs/DECISIONS.md, "Voice rejection").
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
    /// unexplained, by the SNR (`RejectionScore`); accept at or above its threshold.
    case combined(RejectionScore)
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

/// The default rejection: one score from the phone-loop gap, the score per frame and the speech
/// the command leaves unexplained, weighed by the utterance's estimated SNR, against a threshold
/// that moves with the SNR:
///
///     gap + (a + a'·s)·scorePerFrame + (b + b'·s)·ln(1 + unexplained) + m·mismatch [+ k·stretch]  ≥  t + t'·s
///
/// where s is the SNR in dB over 10, at most 4. The weights were fitted by logistic regression
/// and checked on held-out sentences and voices; the stretch of the words (k) counts for
/// noise-suppressed utterances only. How the thresholds are chosen: docs/DECISIONS.md, "Voice
/// rejection"; the measurements: docs/VOICE-LAB.md.
public struct RejectionScore: Hashable, Sendable {
    public var scorePerFrameWeight: Double
    public var scorePerFrameWeightPerSNR = 0.0
    public var unexplainedWeight: Double
    public var unexplainedWeightPerSNR = 0.0
    /// Weight of the phone-count mismatch within the command's words (negative: it counts against).
    public var phoneMismatchWeight = 0.0
    /// Weight of how unevenly the command's words are stretched (`CommandRecognizer.stretchSpread`):
    /// 0 until `forSuppressed()`, which gives it `suppressedStretchWeight`. In a loud room, talk
    /// that the suppressor and the grammar made into a command has some words drawn out and others
    /// squeezed; elsewhere it cost commands (docs/DECISIONS.md, "Voice rejection").
    public var stretchWeight = 0.0
    public var suppressedStretchWeight = 0.0
    public var threshold: Double
    public var thresholdPerSNR = 0.0
    /// Added to the threshold per 10 dB that the estimated SNR falls under `lowSNRKnee` (in
    /// tens of dB): where a loud room makes talk score like commands, a command must score higher.
    /// Chosen on real commands in kitchen noise against chatter in pink noise (docs/DECISIONS.md,
    /// "Voice rejection").
    public var lowSNRPenalty = 0.0
    public var lowSNRKnee = 2.0
    /// Margin over the threshold at which confidence is about 0.73 (one logistic unit).
    public var confidenceScale = 12.0
    /// Added to the threshold for noise-suppressed utterances (a loud room): suppression lets
    /// more chatter through at the same score. Chosen, like the threshold and `flooredOffset`, by
    /// the per-group rule in docs/DECISIONS.md ("Voice rejection"), and chosen again whenever a
    /// change moves the scores.
    public var suppressedOffset = 0.0
    /// Added to the threshold for utterances whose noise floor was raised (a very quiet room).
    public var flooredOffset = 0.0

    /// A whole clip as given (a file): the SNR did not help here.
    public static let wholeClip: RejectionScore = {
        var score = RejectionScore(scorePerFrameWeight: 1.35, unexplainedWeight: -4.7, phoneMismatchWeight: -16,
                                   suppressedStretchWeight: -24, threshold: -62.98, suppressedOffset: -0.70, flooredOffset: 0.02)
        score.lowSNRPenalty = 8
        return score
    }()
    /// An utterance cut out of a stream by the endpointer (the microphone, `--stream`, `--live`):
    /// it carries more of the room, so its weights and threshold move with the SNR: one threshold
    /// for every SNR rejected far more right commands in noise than in quiet.
    public static let streamed: RejectionScore = {
        var score = RejectionScore(scorePerFrameWeight: 2.291, scorePerFrameWeightPerSNR: -0.219,
                                   unexplainedWeight: 0.1, unexplainedWeightPerSNR: -1.735, phoneMismatchWeight: -16,
                                   suppressedStretchWeight: -24, threshold: -99.06, thresholdPerSNR: 8.275,
                                   suppressedOffset: -1.43, flooredOffset: -4.23)
        score.lowSNRPenalty = 6
        score.lowSNRKnee = 2.5
        return score
    }()
    /// The score minus the threshold: at or above 0 the command is accepted.
    public func margin(gap: Double, scorePerFrame: Double, unexplainedSpeechFrames: Int, phoneCountMismatch: Double = 0,
                       stretchSpread: Double = 0, snr: Double?) -> Double {
        let s = min(max(snr ?? 40, 0), 40) / 10
        let unexplained = log(1 + Double(max(0, unexplainedSpeechFrames)))
        let score = gap + (scorePerFrameWeight + scorePerFrameWeightPerSNR * s) * scorePerFrame
            + (unexplainedWeight + unexplainedWeightPerSNR * s) * unexplained + phoneMismatchWeight * phoneCountMismatch
            + stretchWeight * stretchSpread
        return score - (threshold + thresholdPerSNR * s + lowSNRPenalty * max(0, lowSNRKnee - s))
    }

    /// 0...1, 0.5 at the threshold.
    public func confidence(gap: Double, scorePerFrame: Double, unexplainedSpeechFrames: Int, phoneCountMismatch: Double = 0,
                           stretchSpread: Double = 0, snr: Double?) -> Double {
        let margin = margin(gap: gap, scorePerFrame: scorePerFrame, unexplainedSpeechFrames: unexplainedSpeechFrames,
                            phoneCountMismatch: phoneCountMismatch, stretchSpread: stretchSpread, snr: snr)
        return 1 / (1 + exp(-margin / confidenceScale))
    }

    /// The score for a noise-suppressed utterance (a loud room): its own threshold and the
    /// stretch of its words weighed.
    public func forSuppressed() -> RejectionScore {
        var copy = shifted(by: suppressedOffset)
        copy.stretchWeight = suppressedStretchWeight
        return copy
    }

    /// The same score with its threshold moved by `offset` (higher accepts less).
    public func shifted(by offset: Double) -> RejectionScore {
        var copy = self
        copy.threshold += offset
        return copy
    }
}
