import Foundation

/// The microphone with Sous's own voice taken out (`EchoCanceller`), so that a cook's "stop" is
/// heard over Sous reading from a speaker beside the microphone.
///
/// The reference is what the speaker noted (`PlaybackReference`); each chunk takes the span
/// of it that was playing while the chunk was recorded. The microphone's clock: the time its
/// first sample was captured, the median of the first ten reads' (each read's capture time less
/// the samples read so far), then run on by the samples read (single readings jitter by tens of
/// milliseconds, and the canceller wants a steady delay). Taken again from the last 25 reads
/// every 20 s while Sous is quiet, so a sound card's clock drifting from the computer's does
/// not carry the reference out of the canceller's tail.
///
/// While nothing has played for a tail, the samples pass as they are (no cost, nothing changed).
///
/// The tail is 200 ms: on a path whose delay jumps (a null sink's ±9.5 ms) the canceller learns
/// again after each jump, faster with a shorter tail (docs/DECISIONS.md, "Stop over Sous's own
/// voice").
public final class EchoCancellingMicrophone: AudioSource, @unchecked Sendable {
    private let microphone: any TimedAudioSource
    private let reference: PlaybackReference
    private let canceller: EchoCanceller?
    private let rate = Double(AudioClip.recognizerRate)
    /// The reference is taken this much earlier than the estimate says it was heard (seconds):
    /// the canceller models delays from 0 to its tail, never a reference later than its echo.
    /// Starts at 50 ms and is set again from the echo's measured delay (`EchoDelay`).
    private var lead = 0.05
    private let tail: Double
    /// The last half second of what the microphone heard, and when it began (its sample index).
    private var recent: [Int16] = []
    private var samplesSinceCheck = 0
    /// What the microphone heard since a clip was noted, while its echo is being found (nil:
    /// not aligning).
    private var opening: [Int16]?
    /// The last alignment found the echo, in what passed uncancelled meanwhile.
    private var echoFound = false
    private var passedWhileAligning = 0
    /// How much of the clip's start to have heard before the next search for its echo.
    private var nextAlignment = 0
    private var playedBeforeNoted = 0
    /// The start of the clip last aligned to (a move of the reference may show it again).
    private var alignedClip: Double?
    /// A delay measured out of the canceller's range, waiting for a second measurement to agree.
    private var unconfirmed: Double?
    private var samplesRead = 0
    private var firstSample: Double?
    private var readings: [Double] = []
    private var readsSinceAnchor = 0
    private let dump: EchoDump?

    public init(microphone: any TimedAudioSource, reference: PlaybackReference, tailMilliseconds: Int = 200,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.microphone = microphone
        self.reference = reference
        canceller = EchoCanceller(tailMilliseconds: tailMilliseconds)
        tail = Double(tailMilliseconds) / 1000
        dump = environment["SOUS_ECHO_DUMP"].flatMap { EchoDump(folder: $0) }
    }

    public func read() -> [Int16]? {
        readChunk()?.samples
    }

    public func readChunk() -> AudioChunk? {
        guard let (samples, captured) = microphone.timedRead() else { return nil }
        defer { samplesRead += samples.count }
        let usable = samples.count / EchoCanceller.frame * EchoCanceller.frame
        guard let canceller, usable == samples.count else { return AudioChunk(samples: samples) }
        if let captured { remember(captured - Double(samplesRead + samples.count) / rate) }
        guard let firstSample else { return AudioChunk(samples: samples) }
        var ownVoiceBefore = 0
        var start = firstSample + Double(samplesRead) / rate - lead
        var played = reference.samples(from: start, count: samples.count)
        let heardEnd = start + lead + Double(samples.count) / rate
        if let clip = reference.clipStart(from: start, to: start + Double(samples.count) / rate), clip != alignedClip {
            alignedClip = clip
            opening = []
            nextAlignment = Int(0.3 * rate)
            // The speaker notes a clip a moment after it began: its echo came before that too.
            playedBeforeNoted = min(max(0, Int(((start - clip) * rate).rounded())), AudioClip.recognizerRate)
        }
        guard canceller.echoExpected || played.contains(where: { $0 != 0 }) || opening != nil else {
            recent = []
            samplesSinceCheck = 0
            dump?.write(microphone: samples, played: played, cleaned: samples)
            return AudioChunk(samples: samples)
        }
        if opening != nil {
            // Passed as it is until the echo is found: cancelling against a reference in the
            // wrong place would spoil what the canceller learnt.
            guard align(samples, windowEnd: heardEnd) else {
                dump?.write(microphone: samples, played: played, cleaned: samples)
                return AudioChunk(samples: samples)
            }
            start = heardEnd - Double(samples.count) / rate - lead
            played = reference.samples(from: start, count: samples.count)
            ownVoiceBefore = echoFound ? playedBeforeNoted + passedWhileAligning : 0
        } else {
            follow(samples, windowEnd: heardEnd)
        }
        let cleaned = canceller.clean(microphone: samples, played: played)
        dump?.write(microphone: samples, played: played, cleaned: cleaned.samples)
        return AudioChunk(samples: cleaned.samples, levels: cleaned.levels, ownVoiceBefore: ownVoiceBefore)
    }

    /// The start of each clip: the speaker opens a stream a clip and estimates when it plays
    /// afresh, off by up to 80 ms either way from one clip to the next (seen on PulseAudio), while
    /// the room's own delay stays put. So the echo is found in the first 0.3 s of the microphone
    /// after the clip is noted (passed as it is meanwhile) and the reference put back to where the
    /// canceller learnt it, 50 ms in, without starting it afresh: what it learnt from the clips
    /// before still holds, and "stop" is heard from the first second of a reading. Given up after
    /// a second with no echo found (headphones: the microphone as it is was right all along).
    /// Whether the chunk is to be cancelled (the echo found, or given up). When the echo was found,
    /// what passed meanwhile was Sous's voice: the chunk says to drop an utterance begun in it
    /// (`AudioChunk.ownVoiceBefore`), which would otherwise run on into a "stop" said soon after.
    private func align(_ samples: [Int16], windowEnd: Double) -> Bool {
        guard var heard = opening else { return true }
        passedWhileAligning = heard.count
        heard += samples
        opening = heard
        // Measured at 0.3 s, then every 0.2 s while no echo is found (not every chunk: with
        // headphones on, the search runs for a second of every clip, on the microphone's thread).
        guard heard.count >= nextAlignment else { return false }
        nextAlignment = heard.count + Int(0.2 * rate)
        let maxLag = Int(0.3 * rate)
        let windowStart = windowEnd - Double(heard.count) / rate
        let around = reference.samples(from: windowStart - lead - Double(maxLag) / rate, count: heard.count + 2 * maxLag)
        echoFound = false
        if let found = EchoDelay.measure(microphone: heard, reference: around, maxLag: maxLag) {
            lead = min(max(lead + Double(found) / rate - 0.05, -0.5), 0.5)
            alignments += 1
            echoFound = true
        } else if heard.count < Int(rate) {
            return false
        }
        opening = nil
        recent = []
        samplesSinceCheck = 0
        return true
    }

    /// Clips whose echo was found and the reference put back where the canceller learnt it.
    public private(set) var alignments = 0

    /// Every half second while Sous speaks: where the echo really is against the reference. The
    /// speaker's estimate of when a clip plays can be off by 100 ms (seen on PulseAudio: the echo
    /// 30 ms before the reference, which no canceller can take out). When the echo is outside
    /// the 10 ms to tail - 50 ms the canceller handles well, the reference is moved to put it
    /// 50 ms in, once two measurements agree; smaller jumps (a null sink's ±9.5 ms) are left to
    /// the canceller.
    /// `windowEnd`: when the last of `samples` was heard, on the reference's clock.
    private func follow(_ samples: [Int16], windowEnd: Double) {
        let window = AudioClip.recognizerRate / 2
        recent += samples
        if recent.count > window { recent.removeFirst(recent.count - window) }
        samplesSinceCheck += samples.count
        guard recent.count == window, samplesSinceCheck >= window else { return }
        samplesSinceCheck = 0
        let maxLag = Int(0.3 * rate)
        let windowStart = windowEnd - Double(window) / rate
        let around = reference.samples(from: windowStart - lead - Double(maxLag) / rate, count: window + 2 * maxLag)
        guard let found = EchoDelay.measure(microphone: recent, reference: around, maxLag: maxLag) else { return }
        let delay = Double(found) / rate
        guard delay < 0.01 || delay > tail - 0.05 else {
            unconfirmed = nil
            return
        }
        // Moved only when two measurements in a row agree: one taken while the cook talks over
        // the echo, or across the end of a clip, can be far out, and each move costs the
        // canceller what it learnt.
        guard let earlier = unconfirmed, abs(earlier - delay) < 0.005 else {
            unconfirmed = delay
            return
        }
        unconfirmed = nil
        // Bounded: a clip's start is never estimated a second out.
        lead = min(max(lead + delay - 0.05, -0.5), 0.5)
        delayMoves += 1
        canceller?.restart()
    }

    /// Times the reference was moved to where the echo was measured.
    public private(set) var delayMoves = 0

    /// One reading of when the first sample was captured.
    private func remember(_ firstCaptured: Double) {
        readings.append(firstCaptured)
        if readings.count > 25 { readings.removeFirst(readings.count - 25) }
        readsSinceAnchor += 1
        let settle = firstSample == nil && readings.count >= 10
        let drift = readsSinceAnchor >= 500 && !(canceller?.echoExpected ?? false)
        guard settle || drift else { return }
        firstSample = readings.sorted()[readings.count / 2]
        readsSinceAnchor = 0
    }

    public func close() {
        microphone.close()
    }
}

/// How late the echo in the microphone comes against the reference, by cross-correlation:
/// first on both averaged over 8 samples (2 kHz, where speech has most of its energy), then at
/// the full rate around the best.
enum EchoDelay {
    /// `reference` is `microphone.count + 2 * maxLag` long, with index `maxLag` in step with the
    /// microphone's first sample. The delay in samples (negative: the echo comes before the
    /// reference), or nil when the correlation is under `minimumCorrelation` (no echo, or the
    /// cook talking over it).
    static func measure(microphone: [Int16], reference: [Int16], maxLag: Int, minimumCorrelation: Double = 0.5) -> Int? {
        precondition(reference.count == microphone.count + 2 * maxLag)
        let step = 8
        func coarse(_ samples: [Int16]) -> [Double] {
            stride(from: 0, to: samples.count - step + 1, by: step).map { start in
                var sum = 0.0
                for i in start..<start + step { sum += Double(samples[i]) }
                return sum
            }
        }
        let mic = coarse(microphone), ref = coarse(reference), lags = maxLag / step
        guard let best = bestLag(mic, ref, offset: lags, lags: -lags...lags) else { return nil }
        let micFull = microphone.map(Double.init), refFull = reference.map(Double.init)
        guard let fine = bestLag(micFull, refFull, offset: maxLag,
                                 lags: max(-maxLag, best.lag * step - step)...min(maxLag, best.lag * step + step)),
              fine.correlation >= minimumCorrelation else { return nil }
        return fine.lag
    }

    /// The lag in `lags` with the highest normalised correlation: mic[i] against ref[offset + i - lag].
    private static func bestLag(_ mic: [Double], _ ref: [Double], offset: Int, lags: ClosedRange<Int>) -> (lag: Int, correlation: Double)? {
        let micEnergy = mic.reduce(0) { $0 + $1 * $1 }
        guard micEnergy > 0 else { return nil }
        var best: (lag: Int, correlation: Double)?
        mic.withUnsafeBufferPointer { m in
            ref.withUnsafeBufferPointer { r in
                for lag in lags {
                    let base = offset - lag
                    guard base >= 0, base + m.count <= r.count else { continue }
                    var dot = 0.0, energy = 0.0
                    for i in 0..<m.count {
                        let x = r[base + i]
                        dot += m[i] * x
                        energy += x * x
                    }
                    guard energy > 0 else { continue }
                    let correlation = dot / (micEnergy * energy).squareRoot()
                    if correlation > (best?.correlation ?? -1) { best = (lag, correlation) }
                }
            }
        }
        return best
    }
}

/// A source that says when it captured its samples (the microphone; a test's room).
public protocol TimedAudioSource: AudioSource {
    /// A chunk and when its last sample was captured (`PlaybackReference.now`'s clock; nil when
    /// the source cannot say).
    func timedRead() -> (samples: [Int16], capturedEnd: Double?)?
}

extension PulseMicrophone: TimedAudioSource {}

/// `SOUS_ECHO_DUMP=FOLDER`: the microphone, the reference and the cleaned audio, as raw 16 kHz
/// mono files (mic.raw, ref.raw, out.raw) for measuring the canceller on real hardware.
private final class EchoDump {
    private let files: [FileHandle]

    init?(folder: String) {
        let names = ["mic.raw", "ref.raw", "out.raw"].map { URL(fileURLWithPath: folder).appendingPathComponent($0).path }
        var files: [FileHandle] = []
        for name in names {
            guard FileManager.default.createFile(atPath: name, contents: nil), let file = FileHandle(forWritingAtPath: name) else { return nil }
            files.append(file)
        }
        self.files = files
    }

    func write(microphone: [Int16], played: [Int16], cleaned: [Int16]) {
        for (file, samples) in zip(files, [microphone, played, cleaned]) {
            file.write(samples.withUnsafeBytes { Data($0) })
        }
    }
}
