import Foundation
import SousCore

/// Word pronunciations in the CMU phone set (the model's `cmudict-en-us.dict`), first variant only.
public struct PronunciationDictionary: Sendable {
    public private(set) var entries: [String: String]

    public init(entries: [String: String] = [:]) {
        self.entries = entries
    }

    /// Reads a dictionary file: `word PH ON ES` per line; `word(2)` variants are skipped.
    public init(contentsOf url: URL) throws(VoiceError) {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw VoiceError(.model, "the pronunciation dictionary \(url.path) is missing", fix: "install pocketsphinx-en-us")
        }
        var entries: [String: String] = [:]
        entries.reserveCapacity(140_000)
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var lineStart = 0
            for i in 0...bytes.count {
                guard i == bytes.count || bytes[i] == 0x0A else { continue }
                if let space = (lineStart..<i).first(where: { bytes[$0] == 0x20 || bytes[$0] == 0x09 }) {
                    let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<space]), as: UTF8.self)
                    if !word.hasSuffix(")") {
                        let phones = String(decoding: UnsafeBufferPointer(rebasing: bytes[(space + 1)..<i]), as: UTF8.self)
                        entries[word] = phones.trimmingCharacters(in: .whitespaces)
                    }
                }
                lineStart = i + 1
            }
        }
        self.entries = entries
    }

    public subscript(word: String) -> String? { entries[word] }

    public mutating func add(_ word: String, phones: String) {
        entries[word] = phones
    }

    /// The dictionary file text for `words` (only those with a pronunciation), sorted.
    public func fileText(for words: [String]) -> String {
        words.sorted().compactMap { w in entries[w].map { "\(w) \($0)" } }.joined(separator: "\n") + "\n"
    }
}
