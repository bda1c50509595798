import Foundation

extension CooklangParser {
    /// Groups lines into steps, notes and section headings, and collects `>>` metadata.
    struct BlockBuilder {
        var metadata: CooklangMetadata
        var blocks: [CooklangBlock] = []
        var paragraph: [[Character]] = []
        var note: [String] = []

        init(metadata: CooklangMetadata) {
            self.metadata = metadata
        }

        mutating func add(_ line: Line) {
            let trimmed = CooklangText.trimmed(line.chars)
            guard let first = trimmed.first else {
                if !line.hadComment { flush() }
                return
            }
            if first == ">", trimmed.count > 1, trimmed[1] == ">" {
                flush()
                addMetadata(Array(trimmed.dropFirst(2)))
            } else if first == ">" {
                flushParagraph()
                note.append(CooklangText.unescaped(CooklangText.trimmed(Array(trimmed.dropFirst()))))
            } else if first == "=" {
                flush()
                blocks.append(.section(sectionName(trimmed)))
            } else {
                flushNote()
                paragraph.append(line.chars)
            }
        }

        mutating func finish() -> CooklangDocument {
            flush()
            return CooklangDocument(metadata: metadata, blocks: blocks)
        }

        private mutating func flush() {
            flushParagraph()
            flushNote()
        }

        private mutating func flushParagraph() {
            guard !paragraph.isEmpty else { return }
            let items = CooklangInlineReader.items(Array(paragraph.joined(separator: ["\n"])))
            if !items.isEmpty { blocks.append(.step(CooklangStep(items: items))) }
            paragraph = []
        }

        private mutating func flushNote() {
            guard !note.isEmpty else { return }
            let text = note.filter { !$0.isEmpty }.joined(separator: " ")
            if !text.isEmpty { blocks.append(.note(text)) }
            note = []
        }

        /// `>> key: value`; a line without a colon carries no metadata and is dropped.
        private mutating func addMetadata(_ chars: [Character]) {
            guard let colon = chars.firstIndex(of: ":") else { return }
            let key = String(CooklangText.trimmed(Array(chars[..<colon])))
            guard !key.isEmpty else { return }
            metadata.add(key, String(CooklangText.trimmed(Array(chars[(colon + 1)...]))))
        }

        /// "= Dough =", "== Dough ==" and "=Dough" all name the section "Dough".
        private func sectionName(_ trimmed: [Character]) -> String {
            var name = trimmed[...]
            while name.first == "=" { name = name.dropFirst() }
            while name.last == "=" { name = name.dropLast() }
            return CooklangText.unescaped(CooklangText.trimmed(Array(name)))
        }
    }
}
