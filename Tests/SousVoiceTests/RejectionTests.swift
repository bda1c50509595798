import Foundation
import Testing
@testable import SousVoice

/// The default rejection's parts, on best paths written out by hand (no decoder needed).
@Suite struct RejectionTests {
    typealias Segment = SphinxDecoder.Segment

    /// "next step" with silence around it, as PocketSphinx segments it.
    static let command = [Segment(word: "<sil>", start: 0, end: 52, acousticScore: -600),
                          Segment(word: "next", start: 53, end: 100, acousticScore: -2800),
                          Segment(word: "step", start: 101, end: 151, acousticScore: -2000),
                          Segment(word: "<sil>", start: 152, end: 186, acousticScore: -200)]

    @Test func phonesInsideTheCommandAreExplained() {
        let phones = [Segment(word: "SIL", start: 0, end: 52, acousticScore: 0),
                      Segment(word: "N", start: 53, end: 70, acousticScore: 0),
                      Segment(word: "EH", start: 71, end: 151, acousticScore: 0),
                      Segment(word: "SIL", start: 152, end: 186, acousticScore: 0)]
        #expect(CommandRecognizer.speechFrames(grammar: Self.command, phones: phones) == .init(explained: 99, unexplained: 0))
    }

    @Test func speechTheGrammarCallsSilenceIsUnexplained() {
        // "the previous step" out of a long sentence: the rest went to the silence model.
        let phones = [Segment(word: "SIL", start: 0, end: 52, acousticScore: 0),
                      Segment(word: "N", start: 53, end: 151, acousticScore: 0),
                      Segment(word: "T", start: 152, end: 171, acousticScore: 0),   // 20 frames after the command
                      Segment(word: "+SPN+", start: 172, end: 180, acousticScore: 0), // noise is not speech
                      Segment(word: "AE", start: 181, end: 186, acousticScore: 0)]
        #expect(CommandRecognizer.unexplainedSpeechFrames(grammar: Self.command, phones: phones) == 26)
        let straddling = [Segment(word: "S", start: 140, end: 160, acousticScore: 0)]
        #expect(CommandRecognizer.unexplainedSpeechFrames(grammar: Self.command, phones: straddling) == 9, "only the frames past the last word")
    }

    @Test func withNoWordEverySpokenPhoneIsUnexplained() {
        let silence = [Segment(word: "<sil>", start: 0, end: 99, acousticScore: -100)]
        let phones = [Segment(word: "SIL", start: 0, end: 49, acousticScore: 0), Segment(word: "AA", start: 50, end: 99, acousticScore: 0)]
        #expect(CommandRecognizer.unexplainedSpeechFrames(grammar: silence, phones: phones) == 50)
    }

    @Test func phonesHeardInsideTheWordsAreCountedAgainstTheWordsOwnPhones() {
        let dictionary = ["next": 5, "step": 4]
        func mismatch(_ phones: [Segment]) -> Double? {
            CommandRecognizer.phoneCountMismatch(grammar: Self.command, phones: phones, phonesOf: { dictionary[$0] ?? 0 })
        }
        func phones(_ spans: [(Int, Int)]) -> [Segment] {
            spans.enumerated().map { Segment(word: $0.offset.isMultiple(of: 2) ? "AH" : "T", start: $0.element.0, end: $0.element.1, acousticScore: 0) }
        }
        // "next step" heard as N EH K S T and S T EH P: nothing to count against.
        let said = phones([(53, 60), (61, 70), (71, 80), (81, 90), (91, 100), (101, 112), (113, 124), (125, 138), (139, 151)])
        #expect(mismatch(said) == 0)
        // Talk forced into the same two words: 12 phones within "next", 2 within "step".
        let withinNext: [(Int, Int)] = (0..<12).map { (i: Int) -> (Int, Int) in (53 + 4 * i, 56 + 4 * i) }
        let talk = phones(withinNext + [(101, 125), (126, 151)])
        #expect(mismatch(talk) == Double(7 + 2) / 9)
        // Silence and noise are not phones; a phone belongs to the word with most of its frames.
        let straddling = [Segment(word: "SIL", start: 53, end: 100, acousticScore: 0), Segment(word: "+NSN+", start: 101, end: 110, acousticScore: 0),
                          Segment(word: "S", start: 95, end: 110, acousticScore: 0)]
        #expect(mismatch(straddling) == Double(5 + 3) / 9, "S lies mostly in step: next has none of its 5, step 1 of its 4")
        #expect(CommandRecognizer.phoneCountMismatch(grammar: [Self.command[0]], phones: said, phonesOf: { _ in 3 }) == nil, "no words, nothing to compare")
    }

    @Test func aMismatchCountsAgainstACommandInBothCalibrations() {
        for score in [RejectionScore.wholeClip, RejectionScore.streamed] {
            let matched = score.margin(gap: -8, scorePerFrame: -28, unexplainedSpeechFrames: 0, phoneCountMismatch: 0.1, snr: 30)
            let forced = score.margin(gap: -8, scorePerFrame: -28, unexplainedSpeechFrames: 0, phoneCountMismatch: 0.6, snr: 30)
            #expect(matched - forced == 0.5 * -score.phoneMismatchWeight)
            #expect(score.phoneMismatchWeight < 0)
        }
    }

    @Test func unevenlyStretchedWordsCountOnlyInALoudRoom() {
        let phones = ["next": 5, "step": 4]
        // next: 48 frames for 5 phones, step: 51 for 4.
        let spread = CommandRecognizer.stretchSpread(Self.command, phonesOf: { phones[$0] ?? 0 })
        let expected = abs(log(48.0 / 5) - log(51.0 / 4)) / 2
        #expect(abs(spread - expected) < 1e-12)
        #expect(CommandRecognizer.stretchSpread(Array(Self.command.prefix(2)), phonesOf: { phones[$0] ?? 0 }) == 0, "one word")
        for score in [RejectionScore.wholeClip, RejectionScore.streamed] {
            func margin(_ score: RejectionScore, _ spread: Double) -> Double {
                score.margin(gap: -8, scorePerFrame: -28, unexplainedSpeechFrames: 0, phoneCountMismatch: 0.2, stretchSpread: spread, snr: 8)
            }
            #expect(margin(score, 0.5) == margin(score, 0), "a quiet room does not weigh it")
            let loud = score.forSuppressed()
            #expect(abs(margin(loud, 0) - (margin(score, 0) - score.suppressedOffset)) < 1e-9)
            #expect(abs(margin(loud, 0) - margin(loud, 0.5) - 0.5 * -score.suppressedStretchWeight) < 1e-9)
            #expect(score.suppressedStretchWeight < 0)
        }
    }

    @Test func theCombinedScoreIsHalfConfidentAtItsThresholdAndFallsWithUnexplainedSpeech() {
        let score = RejectionScore.wholeClip
        let method = RejectionMethod.combined(score)
        // gap + 1.35 * score per frame = threshold exactly, nothing unexplained.
        let gap = -10.0
        let perFrame = (score.threshold - gap) / score.scorePerFrameWeight
        func confidence(_ perFrame: Double, _ gap: Double?, _ unexplained: Int) -> Double {
            CommandRecognizer.confidence("next step", perFrame: perFrame, gap: gap, unexplained: unexplained, method: method, garbage: [])
        }
        #expect(abs(confidence(perFrame, gap, 0) - 0.5) < 1e-9)
        #expect(confidence(perFrame + 5, gap, 0) > 0.6)
        #expect(confidence(perFrame + 5, gap, 40) < 0.5, "40 frames of speech outside the command outweigh 5 points a frame")
        #expect(confidence(perFrame, nil, 0) == 0, "no phone loop, no acceptance")
    }

    @Test func inAStreamTheThresholdFollowsTheSNRDownToTheKnee() {
        let score = RejectionScore.streamed
        var slopeOnly = score
        slopeOnly.lowSNRPenalty = 0
        // Down to the knee the same scores are accepted from a noisier room sooner than from a
        // quiet one: noise lowers every score, commands and chatter alike. (Scores as the grammar's
        // wide beams give them near the threshold: about -34 a frame, 14 under the phone loop.)
        let noisy = slopeOnly.margin(gap: -14, scorePerFrame: -34, unexplainedSpeechFrames: 4, snr: 15)
        let quiet = score.margin(gap: -14, scorePerFrame: -34, unexplainedSpeechFrames: 4, snr: 40)
        #expect(noisy > 0)
        #expect(quiet < 0)
        #expect(score.margin(gap: -14, scorePerFrame: -34, unexplainedSpeechFrames: 4, snr: 25) > quiet)
        // Under it, where talk in a loud room scores like a command, the bar rises again.
        let loud = score.margin(gap: -14, scorePerFrame: -34, unexplainedSpeechFrames: 4, snr: 15)
        #expect(abs(noisy - loud - score.lowSNRPenalty * (score.lowSNRKnee - 1.5)) < 1e-9)
        #expect(loud < 0)
        #expect(score.margin(gap: -14, scorePerFrame: -34, unexplainedSpeechFrames: 4, snr: nil) == quiet, "no estimate counts as quiet")
        #expect(score.margin(gap: -14, scorePerFrame: -34, unexplainedSpeechFrames: 4, snr: 70) == quiet, "digital silence counts as 40 dB")
        // In a quiet room unexplained speech counts strongly against.
        #expect(score.margin(gap: -8, scorePerFrame: -28, unexplainedSpeechFrames: 0, snr: 40)
                > score.margin(gap: -8, scorePerFrame: -28, unexplainedSpeechFrames: 30, snr: 40) + 20)
    }
}
