import CSpeexDSP
import Foundation

/// speexdsp's stationary noise suppressor, for utterances heard in a loud room (an extractor
/// fan, a running tap). Clean speech is left alone: suppression helps steady noise and harms
/// quieter rooms and changing noise (docs/DECISIONS.md, "Noise suppression: two hearings in a
/// loud room").
enum NoiseSuppression {
    /// speexdsp works on 20 ms frames.
    static let frame = 320
    /// Attenuation of the noise, in dB.
    static let suppressDecibels: Int32 = -25
    /// The suppressor's noise estimate settles in about 2.8 s: the lead is run through it this long first.
    static let warmUpSamples = 2_800 * AudioClip.recognizerRate / 1000
    /// The room before speech used to settle it: the endpointer's pre-roll holds 170 ms of room
    /// before the speech that started it; eval clips begin with 300 ms.
    static let leadSamples = 160 * AudioClip.recognizerRate / 1000
    /// Mean square of the quietest frame that could be speech (-50 dBFS).
    static let quietestSpeech = 100.0 * 100.0

    /// Loud 10 ms frames (95th percentile of energy) over quiet ones (10th), in dB: the utterance
    /// over the room. Exact digital silence counts as a very quiet room.
    static func estimatedSNR(_ samples: [Int16]) -> Double {
        let energies = AudioClip.sortedFrameEnergies(samples)
        guard energies.count >= 10 else { return .infinity }
        let loud = energies[Int(Double(energies.count - 1) * 0.95)] + 1
        // Nothing loud at all (digital silence, a muted input): no room noise to take out.
        guard loud >= quietestSpeech else { return .infinity }
        let quiet = energies[Int(Double(energies.count - 1) * 0.10)] + 1
        return 10 * log10(loud / quiet)
    }

    /// The samples with the room's noise suppressed, the suppressor first settled on the lead
    /// (the first 160 ms, which must be room, not speech). Same length, aligned with the input.
    static func denoised(_ samples: [Int16]) -> [Int16] {
        guard samples.count >= frame, let state = speex_preprocess_state_init(Int32(frame), Int32(AudioClip.recognizerRate)) else {
            return samples
        }
        defer { speex_preprocess_state_destroy(state) }
        sous_speex_set(state, SPEEX_PREPROCESS_SET_DENOISE, 1)
        sous_speex_set(state, SPEEX_PREPROCESS_SET_NOISE_SUPPRESS, suppressDecibels)
        sous_speex_set(state, SPEEX_PREPROCESS_SET_AGC, 0)
        sous_speex_set(state, SPEEX_PREPROCESS_SET_DEREVERB, 0)
        // Its voice activity detector stays off, as it starts; setting it at all prints a warning
        // on stderr ("The VAD has been replaced by a hack"), which would draw over the screen.
        let lead = Array(samples.prefix(max(frame, leadSamples / frame * frame)))
        var scratch = [Int16](repeating: 0, count: frame)
        for _ in 0..<max(1, warmUpSamples / lead.count) {
            for start in stride(from: 0, to: lead.count - frame + 1, by: frame) {
                scratch.replaceSubrange(0..<frame, with: lead[start..<start + frame])
                scratch.withUnsafeMutableBufferPointer { _ = speex_preprocess_run(state, $0.baseAddress) }
            }
        }
        // Whole frames, plus one: the output lags the input by one frame (measured), so the first
        // frame out is dropped and the extra frame flushes the last one through.
        let frames = (samples.count + frame - 1) / frame + 1
        var work = samples + [Int16](repeating: 0, count: frames * frame - samples.count)
        work.withUnsafeMutableBufferPointer { buffer in
            for index in 0..<frames { _ = speex_preprocess_run(state, buffer.baseAddress! + index * frame) }
        }
        return Array(work[frame..<frame + samples.count])
    }
}
