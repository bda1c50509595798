import Foundation
import SousCore

/// Records one spoken memory: reads an `AudioSource` (the microphone, or a file standing in for
/// it), streams it into a FLAC file, and lets `MemoryRecorder` decide when it ends. Runs on the
/// caller's thread; `stop()` and `cancel()` may be called from any other (a key, Ctrl-C).
public final class MemoryCapture: @unchecked Sendable {
    public struct Result: Sendable {
        public var recorder: MemoryRecorder
        /// What was recorded (also in the file), for the transcript.
        public var clip: AudioClip
        /// Why it stopped, or nil when cancelled or nothing was kept.
        public var reason: MemoryRecorder.StopReason?
    }

    private let lock = NSLock()
    private var stopRequested = false
    private var cancelRequested = false
    public let limits: MemoryRecorder.Limits

    public init(limits: MemoryRecorder.Limits = MemoryRecorder.Limits()) {
        self.limits = limits
    }

    public func stop() { lock.lock(); stopRequested = true; lock.unlock() }
    public func cancel() { lock.lock(); cancelRequested = true; lock.unlock() }

    private var requests: (stop: Bool, cancel: Bool) {
        lock.lock(); defer { lock.unlock() }
        return (stopRequested, cancelRequested)
    }

    /// Records from `source` into `file` until the recorder stops. A cancelled recording deletes
    /// the file; a lost source or a failed write keeps what was written. `progress` sees every state.
    public func record(from source: AudioSource, into file: URL, isMicrophone: Bool,
                       progress: (MemoryRecorder) -> Void = { _ in }) throws(VoiceError) -> Result {
        var recorder = MemoryRecorder(limits: limits)
        recorder.handle(.choose)
        recorder.handle(.start)
        progress(recorder)
        let writer = try FLACWriter(url: file, sampleRate: AudioClip.recognizerRate)
        recorder.handle(.microphoneOpened)
        progress(recorder)
        var samples: [Int16] = []
        defer { source.close() }
        while recorder.isRecording {
            let asked = requests
            if asked.cancel { recorder.handle(.cancel); break }
            if asked.stop { recorder.handle(.stopKey); break }
            guard let chunk = source.read() else {
                // A file ends; a microphone that stops giving samples is lost.
                recorder.handle(isMicrophone ? .microphoneLost : .endOfAudio)
                break
            }
            do {
                try writer.append(chunk)
            } catch {
                recorder.handle(.diskFull)
                break
            }
            samples += chunk
            recorder.handle(.audio(seconds: Double(chunk.count) / Double(AudioClip.recognizerRate), level: MemoryRecorder.level(of: chunk)))
            progress(recorder)
        }
        progress(recorder)
        let clip = AudioClip(samples: samples, sampleRate: AudioClip.recognizerRate)
        if recorder.keepsAudio {
            try? writer.finish()
        } else {
            try? writer.finish()
            try? FileManager.default.removeItem(at: file)
        }
        var reason: MemoryRecorder.StopReason?
        if case .processing(let why) = recorder.state { reason = why }
        return Result(recorder: recorder, clip: clip, reason: reason)
    }
}
