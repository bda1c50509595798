/// The ingredient list a page shows its readers, read from the HTML itself.
///
/// Items are elements whose class names an ingredient (`li.ingredient`,
/// `li.structured-ingredients__list-item`, `div.ingredient-description`), grouped by their
/// exact class; an element nested in another item of the same group is part of that item.
/// Work and memory are bounded as in `MicrodataReader`.
struct VisibleIngredientList {
    static let maxOpenElements = 512
    static let maxItems = 2_000
    static let maxItemBytes = 2_000

    /// Recipe plugins whose schema.org data is written from the same fields as their card, so
    /// the schema is the authority there (their card adds unit conversions and checkboxes).
    static let pluginClassPrefixes = ["wprm-", "tasty-recipe", "mv-create", "wpzoom-", "zrdn", "easyrecipe", "dr-"]

    /// Items of one class, in page order.
    struct Group {
        var className: String
        var firstOffset: Int
        var lines: [String] = []
    }

    private struct OpenElement {
        var name: String
        var group: String?
        var textStart: Int
        var offset: Int
    }

    private static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]

    private(set) var groups: [String: Group] = [:]
    /// The page carries a recipe plugin's card.
    private(set) var hasPluginCard = false
    private var open: [OpenElement] = []
    private var text: [UInt8] = []
    private var itemCount = 0
    private var offset = 0

    static func read(_ bytes: [UInt8]) -> VisibleIngredientList {
        var reader = VisibleIngredientList()
        var tokenizer = HTMLTokenizer(bytes)
        while let token = tokenizer.next() { reader.consume(token) }
        while !reader.open.isEmpty { reader.close() }
        return reader
    }

    /// The group whose size is closest to `count` from above (at most two more), earliest first.
    func group(near count: Int) -> Group? {
        groups.values
            .filter { $0.lines.count >= max(2, count) && $0.lines.count <= count + 2 }
            .min { ($0.lines.count, $0.firstOffset) < ($1.lines.count, $1.firstOffset) }
    }

    private mutating func consume(_ token: HTMLTokenizer.Token) {
        offset += 1
        switch token {
        case .text(let slice, let raw):
            if !raw, open.contains(where: { $0.group != nil }) { text.append(contentsOf: slice) }
        case .end(let name):
            if WebText.blockTags.contains(name) { text.append(0x20) }
            guard let index = open.lastIndex(where: { $0.name == name }) else { return }
            while open.count > index { close() }
        case .start(let name, let attributes, let selfClosing):
            if WebText.blockTags.contains(name) || name == "br" { text.append(0x20) }
            let className = (attributes["class"] ?? "").lowercased()
            if !hasPluginCard, className.split(separator: " ").contains(where: { token in Self.pluginClassPrefixes.contains { token.hasPrefix($0) } }) {
                hasPluginCard = true
            }
            guard !selfClosing, !Self.voidElements.contains(name), open.count < Self.maxOpenElements else { return }
            let insideSame = open.contains { $0.group == className }
            let isItem = className.contains("ingredient") && !insideSame && itemCount < Self.maxItems && !Self.isHidden(attributes)
            open.append(OpenElement(name: name, group: isItem ? className : nil, textStart: text.count, offset: offset))
        }
    }

    private mutating func close() {
        let element = open.removeLast()
        defer { if !open.contains(where: { $0.group != nil }) { text.removeAll(keepingCapacity: true) } }
        guard let group = element.group else { return }
        let end = min(text.count, element.textStart + Self.maxItemBytes)
        let line = WebText.clean(String(decoding: text[element.textStart..<end], as: UTF8.self))
        guard !line.isEmpty else { return }
        itemCount += 1
        groups[group, default: Group(className: group, firstOffset: element.offset)].lines.append(line)
    }

    static func isHidden(_ attributes: [String: String]) -> Bool {
        let style = (attributes["style"] ?? "").lowercased().filter { $0 != " " }
        return attributes["hidden"] != nil || attributes["aria-hidden"] == "true" || style.contains("display:none")
    }
}
