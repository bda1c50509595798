import Foundation
import SousCore

/// A labelled audio folder: `manifest.tsv` (file, text, intent, slots JSON, condition) and an
/// optional `context.json` (`ingredients`, `steps`, `timers`, `question`) for the moment the clips assume.
public struct VoiceEvalManifest: Sendable {
    public struct Clip: Hashable, Sendable {
        public var file: URL
        public var text: String
        /// "unknown" for out-of-grammar speech, which must be rejected.
        public var intent: String
        /// Slot values as text ("600", "rice", "2").
        public var slots: [String: String]
        public var condition: String

        public var isOutOfGrammar: Bool { intent == IntentMatch.unknownIntent }
    }

    public var clips: [Clip]
    public var context: ParseContext

    public init(clips: [Clip], context: ParseContext = ParseContext()) {
        self.clips = clips
        self.context = context
    }

    public init(folder: URL) throws(VoiceError) {
        let manifest = folder.appendingPathComponent("manifest.tsv")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else {
            throw VoiceError(.audioFile, "\(manifest.path) is missing", fix: "make one with scripts/make-voice-eval.sh \(folder.path)")
        }
        var clips: [Clip] = []
        for (number, line) in text.split(separator: "\n").enumerated() where number > 0 && !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3 else {
                throw VoiceError(.audioFile, "manifest.tsv line \(number + 1) needs file, text and intent separated by tabs")
            }
            let slots = fields.count > 3 ? Self.slotTexts(fields[3]) : [:]
            clips.append(Clip(file: folder.appendingPathComponent(fields[0]), text: fields[1], intent: fields[2],
                              slots: slots, condition: fields.count > 4 && !fields[4].isEmpty ? fields[4] : "clean"))
        }
        self.clips = clips
        context = Self.context(folder.appendingPathComponent("context.json"))
    }

    static func slotTexts(_ json: String) -> [String: String] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { return [:] }
        return object.mapValues { value in
            if let number = value as? NSNumber { return number.stringValue }
            return "\(value)"
        }
    }

    static func context(_ url: URL) -> ParseContext {
        guard let data = FileManager.default.contents(atPath: url.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return ParseContext() }
        return ParseContext(ingredientNames: object["ingredients"] as? [String] ?? [], timerNames: object["timers"] as? [String] ?? [],
                            stepCount: object["steps"] as? Int, questionPending: object["question"] as? Bool ?? false)
    }
}

extension SlotValue {
    /// The value as the eval manifest and `sous listen --json` write it.
    public var plainText: String {
        switch self {
        case .number(let n): return "\(n)"
        case .duration(let s): return s == s.rounded() ? "\(Int(s))" : "\(s)"
        case .text(let t): return t
        case .value(let v): return v
        }
    }
}
