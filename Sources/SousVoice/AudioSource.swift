import Foundation
import SousCore

/// Where 16 kHz mono samples come from: the microphone, or a file standing in for it.
public protocol AudioSource: AnyObject, Sendable {
    /// The next chunk of samples (about 40 ms), or nil at the end or on failure.
    func read() -> [Int16]?
    /// The same, with the energies to find speech by when the source knows better than the
    /// samples (an echo canceller: `Endpointer.feed`).
    func readChunk() -> AudioChunk?
    func close()
}

/// Samples, and optionally one energy a 10 ms frame to find speech by.
public struct AudioChunk: Sendable {
    public var samples: [Int16]
    public var levels: [Double]?
    /// The samples just before this chunk that were Sous's own voice, passed uncancelled while
    /// its echo was found: an utterance that began in them is dropped (`StreamingRecognizer
    /// .feed(_:)`). 0: none.
    public var ownVoiceBefore = 0

    public init(samples: [Int16], levels: [Double]? = nil, ownVoiceBefore: Int = 0) {
        self.samples = samples
        self.levels = levels
        self.ownVoiceBefore = ownVoiceBefore
    }
}

extension AudioSource {
    public func readChunk() -> AudioChunk? {
        read().map { AudioChunk(samples: $0) }
    }
}

/// The default PulseAudio source (the microphone), 16 kHz mono, 40 ms reads (a short read keeps
/// the end of speech to action short: the endpointer sees the quiet as soon as it is recorded).
public final class PulseMicrophone: AudioSource, @unchecked Sendable {
    private var stream: PulseStream?
    private let lock = NSLock()
    private let chunk: Int

    /// Opens the microphone; a `.microphone` error says what is wrong (no server, no device).
    public init(device: String? = nil, chunkMilliseconds: Int = 40) throws(VoiceError) {
        chunk = AudioClip.recognizerRate * chunkMilliseconds / 1000
        stream = try PulseStream(record: true, rate: AudioClip.recognizerRate, device: device, name: "listening")
    }

    public func read() -> [Int16]? {
        timedRead()?.samples
    }

    /// A chunk and when its last sample was captured (`PlaybackReference.now`'s clock; nil when
    /// the server cannot say).
    public func timedRead() -> (samples: [Int16], capturedEnd: Double?)? {
        lock.lock()
        let stream = self.stream
        lock.unlock()
        guard let stream else { return nil }
        var buffer = [Int16](repeating: 0, count: chunk)
        guard stream.read(&buffer) else { return nil }
        return (buffer, stream.latency().map { PlaybackReference.now() - $0 })
    }

    public func close() {
        lock.lock()
        stream = nil
        lock.unlock()
    }
}

/// A clip played as if spoken into a microphone: 40 ms chunks, optionally at real-time pace.
public final class ClipAudioSource: AudioSource, @unchecked Sendable {
    private let samples: [Int16]
    private var position = 0
    private let chunk: Int
    private let realTime: Bool
    private let lock = NSLock()

    public init(_ clip: AudioClip, realTime: Bool = false, trailingSilence: Double = 0.5) {
        let audio = clip.sampleRate == AudioClip.recognizerRate ? clip : clip.resampled(to: AudioClip.recognizerRate)
        samples = audio.samples + [Int16](repeating: 0, count: Int(trailingSilence * Double(AudioClip.recognizerRate)))
        chunk = AudioClip.recognizerRate / 25
        self.realTime = realTime
    }

    public func read() -> [Int16]? {
        lock.lock()
        defer { lock.unlock() }
        guard position < samples.count else { return nil }
        let end = min(position + chunk, samples.count)
        defer { position = end }
        if realTime { Thread.sleep(forTimeInterval: Double(end - position) / Double(AudioClip.recognizerRate)) }
        return Array(samples[position..<end])
    }

    public func close() {
        lock.lock()
        position = samples.count
        lock.unlock()
    }
}
