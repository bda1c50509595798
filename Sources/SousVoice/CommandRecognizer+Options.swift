import Foundation
import SousCore

/// What a `CommandRecognizer` is set to do, and the values chosen by measurement.
extension CommandRecognizer {
    public struct Options: Hashable, Sendable {
        /// Rejection of whole clips (files).
        public var rejection: RejectionMethod
        /// Rejection of utterances cut from a stream (the microphone): calibrated apart.
        public var streamedRejection = CommandRecognizer.defaultStreamedRejection
        public var generator: JSGFGenerator.Options
        /// Extra PocketSphinx options for the grammar decoder ("-lw", "3"), for tuning.
        public var decoderArguments: [String]
        /// With a wake phrase: the confidence at which speech that begins with it is accepted.
        /// Lower than 0.5 because the phrase itself is evidence (docs/DECISIONS.md, "Listening modes").
        public var wakeConfidence = CommandRecognizer.defaultWakeConfidence
        /// Listening with the wake phrase or the talk key: Sous can be addressed, and a command
        /// said once it was (the phrase alone just before, or the key) may act at `wakeConfidence`
        /// too, like one that begins with the phrase (`Recognition.heardWhenAddressed`). Off when
        /// always listening, where nothing but the command itself says it was meant for Sous.
        public var addressable = false
        /// In a loud room, hear each utterance twice, as heard and with its noise suppressed, and
        /// keep the surer (`noiseSuppression` off): suppression helps steady noise and harms changing
        /// noise (docs/DECISIONS.md, "Noise suppression: two hearings in a loud room").
        public var bothHearings = true
        /// DeepFilterNet3 in front of everything else (`DeepFilterSuppressor`), when it is installed:
        /// a whole clip is cleaned before it is judged; a stream is cleaned as it arrives
        /// (`StreamingRecognizer`), its state kept across utterances.
        public var neuralSuppression = true
        /// How far DeepFilterNet may bring the noise down, in dB (100: as far as it can).
        public var suppressionLimitDecibels = CommandRecognizer.defaultSuppressionLimitDecibels
        /// With DeepFilterNet: weigh the room's SNR as heard in the rejection (its weights were
        /// fitted on audio as heard), not the cleaned audio's.
        public var roomSNRWhenSuppressed = true
        /// DeepFilterNet cleans what is heard in a room whose estimated SNR is under this; a quiet
        /// room is heard as it is (cleaning gave nothing there and cost synthetic voices words).
        public var suppressionBelowDecibels = CommandRecognizer.defaultSuppressionBelowDecibels
        /// Always suppress the room's noise in utterances heard in a loud room (`NoiseSuppression`). Off:
        /// on real people in a real kitchen it cost more than it gave; it helps only in steady
        /// noise (docs/VOICE-LAB.md).
        public var noiseSuppression = false
        /// An utterance whose estimated SNR (`NoiseSuppression.estimatedSNR`) is under this is
        /// a loud room's, and its noise is suppressed.
        public var noiseSuppressionBelowDecibels = CommandRecognizer.defaultNoiseSuppressionBelowDecibels
        /// Decode with the minimal word graph of the grammar (`FiniteStateGrammar`) instead of
        /// PocketSphinx's own reading of the JSGF (which the garbage-loop rejection always uses).
        public var wordGraph = true
        /// Raise a quiet clip's noise floor to this many dB below its level (nil: leave it).
        public var noiseFloorDecibels: Double? = CommandRecognizer.defaultNoiseFloorDecibels
        /// A noise-suppressed utterance that falls short of acceptance by less than this (in
        /// rejection-score points) is decoded again as heard, without suppression; when both
        /// hear the same words, it gets these points (nil: no second opinion).
        public var secondOpinionPoints: Double? = CommandRecognizer.defaultSecondOpinionPoints

        public init(rejection: RejectionMethod = CommandRecognizer.defaultRejection,
                    generator: JSGFGenerator.Options = CommandRecognizer.defaultGenerator, decoderArguments: [String] = []) {
            self.rejection = rejection
            self.generator = generator
            self.decoderArguments = decoderArguments
        }
    }

    /// Between the SNR estimates of 10 dB clips (17-21) and 20 dB clips (26-31), so a moderately
    /// loud room gets the second hearing (docs/DECISIONS.md, "Noise suppression: two hearings in
    /// a loud room").
    public static let defaultNoiseSuppressionBelowDecibels = 23.0

    /// Chosen by measurement on the tuning speakers (docs/DECISIONS.md, "Noise suppression").
    public static let defaultSuppressionLimitDecibels = 100.0

    /// Real recordings: clean 51-69 dB estimated, kitchen 24 dB 32-40, 18 dB 26-33, 12 dB 18-28
    /// (docs/DECISIONS.md, "Noise suppression").
    public static let defaultSuppressionBelowDecibels = 36.0

    /// Chosen by measurement (docs/DECISIONS.md, "Noise floor for quiet rooms").
    public static let defaultNoiseFloorDecibels: Double? = 20

    /// Chosen by measurement on the loud-room clips (docs/DECISIONS.md, "Noise suppression: two
    /// hearings in a loud room").
    public static let defaultSecondOpinionPoints: Double? = 8

    /// Chosen by measurement on the wake-word soak (docs/DECISIONS.md, "Listening modes").
    public static let defaultWakeConfidence = 0.45

    /// Chosen by measurement for at most 5% false accepts (docs/DECISIONS.md, "Voice rejection").
    public static let defaultRejection = RejectionMethod.combined(.wholeClip)
    public static let defaultStreamedRejection = RejectionMethod.combined(.streamed)

    /// Speech grammars leave out the contract's filler phrases: short optional words fit every
    /// breath and click, and were inserted into commands ("can you", "okay"; docs/VOICE-LAB.md).
    public static let defaultGenerator: JSGFGenerator.Options = {
        var options = JSGFGenerator.Options()
        options.fillers = false
        return options
    }()
}
