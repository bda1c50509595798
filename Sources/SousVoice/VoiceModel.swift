import Foundation
import SousCore

/// Where the PocketSphinx acoustic model, dictionary and phone language model live.
public struct VoiceModel: Hashable, Sendable {
    /// Debian's `pocketsphinx-en-us`; `SOUS_VOICE_MODEL` names another folder of the same shape.
    public static var standard: VoiceModel {
        let root = ProcessInfo.processInfo.environment["SOUS_VOICE_MODEL"] ?? "/usr/share/pocketsphinx/model/en-us"
        return VoiceModel(root: URL(fileURLWithPath: root))
    }

    public var acousticModel: URL
    public var dictionary: URL
    public var phoneLanguageModel: URL
    /// The large-vocabulary trigram model, for dictation (spoken memories).
    public var languageModel: URL

    public init(root: URL) {
        acousticModel = root.appendingPathComponent("en-us")
        dictionary = root.appendingPathComponent("cmudict-en-us.dict")
        phoneLanguageModel = root.appendingPathComponent("en-us-phone.lm.bin")
        languageModel = root.appendingPathComponent("en-us.lm.bin")
    }

    /// The first missing file, as an error that says how to get it.
    public func check() throws(VoiceError) {
        let fix = "install pocketsphinx-en-us (sudo apt-get install pocketsphinx-en-us) or set SOUS_VOICE_MODEL"
        for file in ["mdef", "means", "variances", "transition_matrices", "feat.params"] {
            let path = acousticModel.appendingPathComponent(file).path
            guard FileManager.default.fileExists(atPath: path) else {
                throw VoiceError(.model, "the acoustic model file \(path) is missing", fix: fix)
            }
        }
        for url in [dictionary, phoneLanguageModel] where !FileManager.default.fileExists(atPath: url.path) {
            throw VoiceError(.model, "\(url.path) is missing", fix: fix)
        }
    }
}
