import CSpeexDSP
import Foundation

/// speexdsp's acoustic echo canceller: takes what Sous played (the reference) out of what the
/// microphone heard, so that a cook's "stop" can be heard over Sous's own voice from a speaker
/// beside the microphone. Then speexdsp's preprocessor takes out the echo left over.
///
/// The reference must reach `process` no later than its echo does, and at most the tail length
/// earlier. Not yet fed by the app (docs/DECISIONS.md, "Saying stop over Sous's own voice").
final class EchoCanceller {
    /// 10 ms frames at the recognizer's rate.
    static let frame = AudioClip.recognizerRate / 100
    private let echo: OpaquePointer
    private let preprocess: OpaquePointer

    /// `tailMilliseconds`: the longest delay from playing to hearing it that is cancelled (the
    /// speaker's and the microphone's buffers and the room's echo).
    init?(tailMilliseconds: Int = 300) {
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
    }

    deinit {
        speex_preprocess_state_destroy(preprocess)
        speex_echo_state_destroy(echo)
    }

    /// The microphone's samples with the echo of `played` taken out; both the same length, a
    /// whole number of frames, and in step (the reference as it went to the speaker).
    func process(microphone: [Int16], played: [Int16]) -> [Int16] {
        precondition(microphone.count == played.count && microphone.count % Self.frame == 0)
        var out = [Int16](repeating: 0, count: microphone.count)
        microphone.withUnsafeBufferPointer { mic in
            played.withUnsafeBufferPointer { ref in
                out.withUnsafeMutableBufferPointer { result in
                    for start in stride(from: 0, to: mic.count, by: Self.frame) {
                        speex_echo_cancellation(echo, mic.baseAddress! + start, ref.baseAddress! + start, result.baseAddress! + start)
                        _ = speex_preprocess_run(preprocess, result.baseAddress! + start)
                    }
                }
            }
        }
        return out
    }
}
