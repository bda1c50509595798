/// Recognising group headings: "For the sauce:", "Sauce:", "FOR THE CRUST", "Für den Teig".
extension IngredientLineParser {
    /// Words that open a heading in the languages Sous meets most ("For the icing", "Pour la pâte").
    static let headingOpeners: Set<String> = ["for", "für", "pour", "para", "per", "voor", "til", "för"]

    /// Headings are short; a longer line is an ingredient even when it ends with a colon.
    static let maxHeadingWords = 6

    /// The heading's title when `line` is one, without a trailing colon.
    static func sectionTitle(_ line: String) -> String? {
        guard !line.contains(where: { CharacterClass.isDigit($0) || VulgarFraction.value(of: $0) != nil }) else {
            return nil
        }
        let words = line.split(separator: " ")
        guard !words.isEmpty, words.count <= maxHeadingWords else { return nil }
        let title = line.hasSuffix(":") ? String(line.dropLast()).trimmingSpaces : line
        guard title.contains(where: \.isLetter) else { return nil }
        if line.hasSuffix(":") { return title }
        if words.count >= 2, headingOpeners.contains(words[0].lowercased()), !line.contains(",") { return title }
        let letters = title.filter(\.isLetter)
        if letters.count >= 3, letters.allSatisfy(\.isUppercase) { return title }
        return nil
    }
}
