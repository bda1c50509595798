/// Reads the schema.org recipes embedded in a saved web page.
///
/// JSON-LD comes first, since nearly every recipe site publishes it; microdata is read only
/// when no JSON-LD block holds a Recipe. The extractor is pure: HTML text in, recipes and
/// reports out, with bounded work for any input (huge, binary, deeply nested or hostile).
public enum SchemaRecipeExtractor {
    /// Only the first 10 MB of a page are scanned; recipe data sits well before that.
    public static let maxScannedBytes = 10_000_000

    /// Every recipe on the page, in page order, each with what the reader noticed.
    ///
    /// Throws when the page holds no schema.org Recipe at all.
    public static func extract(html: String, source: String) throws(ImportError) -> [ImportedRecipe] {
        var bytes = Array(html.utf8.prefix(maxScannedBytes))
        var notes: [String] = []
        if html.utf8.count > maxScannedBytes {
            notes.append("page is larger than \(maxScannedBytes / 1_000_000) MB; only the start was read")
            bytes = Array(bytes)
        }
        let jsonLD = JSONLDReader.read(blocks: jsonLDBlocks(in: bytes))
        notes.append(contentsOf: jsonLD.notes)
        var nodes = jsonLD.recipes
        if nodes.isEmpty {
            nodes = MicrodataReader.recipes(in: bytes)
            if !nodes.isEmpty { notes.append("read from microdata (the page has no JSON-LD recipe)") }
        }
        let visible = VisibleIngredientList.read(bytes)
        guard !nodes.isEmpty else {
            if let recipe = visibleRecipe(visible, source: source) { return [recipe] }
            throw ImportError("no recipe data found (no schema.org Recipe in JSON-LD or microdata)")
        }
        var recipes = nodes.enumerated().map { position, node in
            SchemaRecipeBuilder.build(node, source: source, position: position, pageNotes: notes)
        }
        if recipes.count == 1 {
            preferVisibleIngredients(of: &recipes[0], list: visible)
            markGroupHeadings(of: &recipes[0], list: visible)
            preferVisibleSteps(of: &recipes[0], list: visible)
        }
        return recipes
    }

    /// The text of every `<script type="application/ld+json">`, whatever the attribute case,
    /// quoting or order.
    static func jsonLDBlocks(in bytes: [UInt8]) -> [String] {
        var tokenizer = HTMLTokenizer(bytes)
        var blocks: [String] = []
        var inBlock = false
        while let token = tokenizer.next() {
            switch token {
            case .start(let name, let attributes, _):
                let type = (attributes["type"] ?? "").lowercased()
                inBlock = name == "script" && type.contains("ld+json")
                if inBlock { blocks.append("") }
            case .text(let slice, _) where inBlock:
                blocks[blocks.count - 1] += String(decoding: slice, as: UTF8.self)
            case .end:
                inBlock = false
            default:
                break
            }
        }
        return blocks.filter { !$0.isEmpty }
    }
}
