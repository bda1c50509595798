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
/// voice: the echo cancelled in the app").
public final class EchoCancellingMicrophone: AudioSource, @unchecked Sendable {
    private let microphone: any TimedAudioSource
    private let reference: PlaybackReference
    private let canceller: EchoCanceller?
    private let rate = Double(AudioClip.recognizerRate)
    /// The reference is taken this much earlier than the estimate says it was heard: the
    /// canceller models delays from 0 to its tail, never a reference later than its echo.
    private let lead = 0.05
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
        let start = firstSample + Double(samplesRead) / rate - lead
        let played = reference.samples(from: start, count: samples.count)
        guard canceller.echoExpected || played.contains(where: { $0 != 0 }) else {
            dump?.write(microphone: samples, played: played, cleaned: samples)
            return AudioChunk(samples: samples)
        }
        let cleaned = canceller.clean(microphone: samples, played: played)
        dump?.write(microphone: samples, played: played, cleaned: cleaned.samples)
        return AudioChunk(samples: cleaned.samples, levels: cleaned.levels)
    }

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
