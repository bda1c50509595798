import Foundation
import SousCore

/// Word error rate of dictation on recordings with known words, with and without a bias.
///
/// Two kinds of folder: a PocketSphinx test folder (a `*transcription` file of
/// `<s> words </s> (id)` lines beside `id.wav`), scored as word error rate against the whole
/// transcript; and a Picovoice-style folder (`labels.json` of slot values beside `clean/*.flac`),
/// whose labels are only the key words said, scored as the share of label words missing from the
/// transcript (deletions only: the rest of the sentence was never written down).
public enum DictationEval {
    public struct Item: Sendable {
        public var audio: URL
        public var reference: String
        public var keywordsOnly: Bool
    }

    public struct Score: Sendable, Codable {
        public var items: Int
        public var referenceWords: Int
        public var errors: Int
        public var audioSeconds: Double
        public var decodeSeconds: Double
        public var rate: Double { referenceWords == 0 ? 0 : Double(errors) / Double(referenceWords) }
    }

    /// The folder's recordings with their references, in a stable order, at most `limit`.
    public static func items(in folder: URL, limit: Int? = nil) throws(VoiceError) -> [Item] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var items: [Item] = []
        if files.contains("labels.json") {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent("labels.json")),
                  let labels = try? JSONSerialization.jsonObject(with: data) as? [String: [String: Any]] else {
                throw VoiceError(.audioFile, "\(folder.path)/labels.json cannot be read")
            }
            for name in labels.keys.sorted() {
                let slots = (labels[name]?["slots"] as? [String: String]) ?? [:]
                let base = (name as NSString).deletingPathExtension
                let flac = folder.appendingPathComponent("clean/\(base).flac")
                let wav = folder.appendingPathComponent(name)
                let audio = FileManager.default.fileExists(atPath: flac.path) ? flac : wav
                items.append(Item(audio: audio, reference: slots.keys.sorted().map { slots[$0]! }.joined(separator: " "), keywordsOnly: true))
            }
        } else if let transcription = files.sorted().first(where: { $0.hasSuffix("transcription") }) {
            let text = (try? String(contentsOf: folder.appendingPathComponent(transcription), encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") {
                guard let open = line.lastIndex(of: "("), let close = line.lastIndex(of: ")"), open < close else { continue }
                let id = String(line[line.index(after: open)..<close])
                let words = line[..<open].replacingOccurrences(of: "<s>", with: "").replacingOccurrences(of: "</s>", with: "")
                items.append(Item(audio: folder.appendingPathComponent("\(id).wav"), reference: words.trimmingCharacters(in: .whitespaces), keywordsOnly: false))
            }
        } else {
            throw VoiceError(.audioFile, "\(folder.path) has neither labels.json nor a transcription file")
        }
        return limit.map { Array(items.prefix($0)) } ?? items
    }

    /// Transcribes every item with `dictation` and scores it; `each` sees every transcript.
    /// `noise`: mixed into each recording at that SNR first (a memory told in a working kitchen);
    /// `suppression`: DeepFilterNet's limit before transcribing (nil: heard as recorded).
    public static func score(_ items: [Item], with dictation: Dictation, noise: (NoiseMixer, Double)? = nil,
                             suppression: Double? = nil, each: (Item, String) -> Void = { _, _ in }) throws(VoiceError) -> Score {
        var score = Score(items: 0, referenceWords: 0, errors: 0, audioSeconds: 0, decodeSeconds: 0)
        for item in items {
            var clip = try FLACFile.readAudio(item.audio)
            if let (mixer, decibels) = noise {
                clip = clip.resampled(to: AudioClip.recognizerRate)
                clip.samples = mixer.mix(clip.samples, decibels: decibels, name: item.audio.lastPathComponent)
            }
            let start = Date()
            let heard = dictation.transcribe(clip, suppression: suppression)
            score.decodeSeconds += Date().timeIntervalSince(start)
            score.audioSeconds += clip.seconds
            score.items += 1
            if item.keywordsOnly {
                let (words, missed) = missing(WordErrorRate.words(item.reference), in: WordErrorRate.words(heard))
                score.referenceWords += words
                score.errors += missed
            } else {
                let wer = WordErrorRate.measure(reference: item.reference, hypothesis: heard)
                score.referenceWords += wer.referenceWords
                score.errors += wer.errors
            }
            each(item, heard)
        }
        return score
    }

    /// How many reference words are absent from the hypothesis (each heard word used once).
    static func missing(_ reference: [String], in hypothesis: [String]) -> (words: Int, missed: Int) {
        var pool: [String: Int] = [:]
        for word in hypothesis { pool[word, default: 0] += 1 }
        var missed = 0
        for word in reference {
            if let n = pool[word], n > 0 { pool[word] = n - 1 } else { missed += 1 }
        }
        return (reference.count, missed)
    }

    /// Bias phrases from a file: the quoted slot values of an intents contract (`"iced mocha": []`),
    /// or, for any other file, each non-empty line.
    public static func biasTexts(from file: URL) throws(VoiceError) -> [String] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { throw VoiceError(.audioFile, "cannot read \(file.path)") }
        if ["yaml", "yml"].contains(file.pathExtension.lowercased()) {
            return text.split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\""),
                      trimmed[trimmed.index(after: end)...].hasPrefix(":") else { return nil }
                return String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
            }
        }
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
