import CSpeexDSP
import Foundation

/// speexdsp's acoustic echo canceller: takes what Sous played (the reference) out of what the
/// microphone heard, so that a cook's "stop" can be heard over Sous's own voice from a speaker
/// beside the microphone. Then speexdsp's preprocessor takes out the echo left over, and a
/// near-end gate quietens what is still only echo.
///
/// The gate is what lets a word over Sous's voice end: the echo left after cancelling is still
/// talk, 13-25 dB down, and the endpointer would hear it as the cook going on. A frame counts
/// as the cook's (near end) when what is left after cancelling is within `nearEndRatio` of the
/// echo the canceller took out, or the reference has been quiet for a tail; other frames are
/// brought down to the room's own level, so the endpointer hears the quiet after the cook's word.
///
/// The reference must reach `process` no later than its echo does, and at most the tail length
/// earlier. `EchoCancellingMicrophone` feeds it in the app, and moves the reference to where the
/// echo is measured.
final class EchoCanceller {
    /// 10 ms frames at the recognizer's rate.
    static let frame = AudioClip.recognizerRate / 100

    struct Gate: Hashable, Sendable {
        /// A frame is the cook's when its energy after cancelling is at least this share of the
        /// echo the canceller took out (1 = 0 dB; what is left of pure echo lies well under it).
        var nearEndRatio = 1.0
        /// And louder than this many times the room's level (energy; 4 = 6 dB).
        var nearEndOverFloor = 4.0
        /// Frames kept as the cook's after the last one that was (the ends of words are quiet).
        var holdFrames = 15
        /// Reference frames under this energy are silence (no echo to expect).
        var referenceSilence = 100.0 * 100.0
        /// Frames (10 ms) over which the room's own level is the minimum.
        var floorFrames = 300
        /// Frames in a row whose output is louder than the microphone after which the
        /// canceller starts afresh (it is taking out an echo that is not there).
        var resetAfterFrames = 50
        /// speexdsp's residual echo suppression after cancelling.
        var residualSuppression = true
        /// Off: only cancelling and the preprocessor (for measuring).
        var enabled = true
    }

    private let echo: OpaquePointer
    private let preprocess: OpaquePointer
    let gate: Gate
    private let tailFrames: Int
    /// Frames since the reference was last loud (starts as "long ago").
    private var framesSinceReference = Int.max / 2
    private var holding = 0
    private var divergedRun = 0
    /// What came out of the canceller and what went in (energies, smoothed over about 100 ms).
    private var outputLevel = 0.0
    private var inputLevel = 0.0
    /// Frames passed through because the output was louder than the microphone, and restarts.
    private(set) var divergedFrames = 0
    private(set) var resets = 0
    /// What the canceller left and what it took (energies, smoothed over about 20 ms).
    private var smoothedLeft = 0.0
    private var smoothedTaken = 0.0
    private var recentLevels: [Double] = []
    private var recentNext = 0
    /// Frames judged the cook's, and frames with echo only (for measuring).
    private(set) var nearEndFrames = 0
    private(set) var echoOnlyFrames = 0

    /// `tailMilliseconds`: the longest delay from playing to hearing it that is cancelled (the
    /// speaker's and the microphone's buffers and the room's echo).
    init?(tailMilliseconds: Int = 300, gate: Gate = Gate()) {
        let rate = Int32(AudioClip.recognizerRate)
        guard let echo = speex_echo_state_init(Int32(Self.frame), Int32(tailMilliseconds * AudioClip.recognizerRate / 1000)) else { return nil }
        guard let preprocess = speex_preprocess_state_init(Int32(Self.frame), rate) else {
            speex_echo_state_destroy(echo)
            return nil
        }
        sous_speex_echo_rate(echo, rate)
        sous_speex_set(preprocess, SPEEX_PREPROCESS_SET_DENOISE, 0)
        sous_speex_set(preprocess, SPEEX_PREPROCESS_SET_AGC, 0)
        sous_speex_pair(preprocess, echo)
        self.echo = echo
        self.preprocess = preprocess
        self.gate = gate
        tailFrames = tailMilliseconds / 10
    }

    deinit {
        speex_preprocess_state_destroy(preprocess)
        speex_echo_state_destroy(echo)
    }

    /// Forgets the echo path (the reference was moved: what was learnt no longer fits).
    func restart() {
        speex_echo_state_reset(echo)
        divergedRun = 0
    }

    /// Whether the reference has been loud within the tail: an echo may still be arriving.
    var echoExpected: Bool { framesSinceReference <= tailFrames }

    /// What is left of the microphone's sound, and the energies to find the cook's speech by.
    struct Cleaned {
        /// The microphone's samples with the echo taken out (what is decoded).
        var samples: [Int16]
        /// One energy (mean square) a 10 ms frame: the cleaned frame's own, or the room's level
        /// where the frame holds only Sous's echo (for the endpointer: `Endpointer.feed`).
        var levels: [Double]
    }

    /// The microphone's samples with the echo of `played` taken out; both the same length, a
    /// whole number of frames, and in step (the reference as it went to the speaker).
    func process(microphone: [Int16], played: [Int16]) -> [Int16] {
        clean(microphone: microphone, played: played).samples
    }

    /// The same, with the near-end gate's energies.
    func clean(microphone: [Int16], played: [Int16]) -> Cleaned {
        precondition(microphone.count == played.count && microphone.count % Self.frame == 0)
        var out = [Int16](repeating: 0, count: microphone.count)
        var levels: [Double] = []
        levels.reserveCapacity(microphone.count / Self.frame)
        microphone.withUnsafeBufferPointer { mic in
            played.withUnsafeBufferPointer { ref in
                out.withUnsafeMutableBufferPointer { result in
                    for start in stride(from: 0, to: mic.count, by: Self.frame) {
                        let frame = UnsafeMutableBufferPointer(rebasing: result[start..<start + Self.frame])
                        speex_echo_cancellation(echo, mic.baseAddress! + start, ref.baseAddress! + start, frame.baseAddress!)
                        // Before the residual suppression, which also takes from the cook's voice
                        // while both talk: what the canceller left, against what it took.
                        var left = 0.0, taken = 0.0, heardEnergy = 0.0
                        for i in 0..<Self.frame {
                            let kept = Double(frame[i]), heard = Double(mic[start + i])
                            left += kept * kept
                            taken += (heard - kept) * (heard - kept)
                            heardEnergy += heard * heard
                        }
                        outputLevel = 0.9 * outputLevel + 0.1 * left
                        inputLevel = 0.9 * inputLevel + 0.1 * heardEnergy
                        if outputLevel > inputLevel {
                            // Louder than what was heard, over about 100 ms (single frames are,
                            // now and then, while both talk): the canceller is adding, not taking
                            // out (an echo it learnt is gone, or it is learning a new path). The
                            // microphone passes as it is; a run of such frames starts it afresh.
                            for i in 0..<Self.frame { frame[i] = mic[start + i] }
                            left = heardEnergy
                            taken = 0
                            divergedRun += 1
                            divergedFrames += 1
                            if divergedRun >= gate.resetAfterFrames {
                                speex_echo_state_reset(echo)
                                divergedRun = 0
                                resets += 1
                            }
                        } else {
                            divergedRun = 0
                            if gate.residualSuppression { _ = speex_preprocess_run(preprocess, frame.baseAddress!) }
                        }
                        let referenceLoud = Self.energy(UnsafeBufferPointer(rebasing: ref[start..<start + Self.frame])) > gate.referenceSilence
                        levels.append(judge(left: left / Double(Self.frame), taken: taken / Double(Self.frame),
                                            referenceLoud: referenceLoud, cleaned: Self.energy(UnsafeBufferPointer(frame))))
                    }
                }
            }
        }
        return Cleaned(samples: out, levels: levels)
    }

    /// The gate on one frame: the energy the endpointer should judge it by.
    private func judge(left: Double, taken: Double, referenceLoud: Bool, cleaned: Double) -> Double {
        framesSinceReference = referenceLoud ? 0 : framesSinceReference + 1
        smoothedLeft = 0.6 * smoothedLeft + 0.4 * left
        smoothedTaken = 0.6 * smoothedTaken + 0.4 * taken
        remember(smoothedLeft)
        guard gate.enabled, echoExpected else { return cleaned }
        let room = max(recentLevels.min() ?? 0, 1)
        if smoothedLeft >= gate.nearEndRatio * smoothedTaken, smoothedLeft > gate.nearEndOverFloor * room {
            holding = gate.holdFrames
        } else if holding > 0 {
            holding -= 1
        }
        if holding > 0 {
            nearEndFrames += 1
            return cleaned
        }
        echoOnlyFrames += 1
        return min(cleaned, room)
    }

    private func remember(_ level: Double) {
        if recentLevels.count < gate.floorFrames {
            recentLevels.append(level)
        } else {
            recentLevels[recentNext] = level
            recentNext = (recentNext + 1) % recentLevels.count
        }
    }

    private static func energy(_ samples: UnsafeBufferPointer<Int16>) -> Double {
        var sum = 0.0
        for s in samples { sum += Double(s) * Double(s) }
        return sum / Double(max(samples.count, 1))
    }
}
