/// Reads HTML microdata items (`itemscope`, `itemtype`, `itemprop`) into JSON-like values.
///
/// Each item becomes an object with `@type` and one member per property (an array when the
/// property repeats), so the same field reading serves JSON-LD and microdata. Nested items
/// belong to the property that holds them, not to the outer item. Open elements are capped,
/// so deep or unclosed markup costs bounded memory and time.
struct MicrodataReader {
    static let maxOpenElements = 512
    static let maxItems = 5_000
    /// Text kept per property, so nested unclosed elements cannot each copy the whole page.
    static let maxPropertyBytes = 4 * WebText.maxFieldLength

    private struct Item {
        var types: [String]
        var properties: [(name: String, value: Value)] = []
        var parent: Int?
    }

    private enum Value {
        case text(String)
        case item(Int)
    }

    private struct OpenElement {
        var name: String
        /// The item this element opens, if it has `itemscope`.
        var opensItem: Int?
        /// The item properties inside this element belong to.
        var innermostItem: Int?
        /// Properties waiting for the element's text, and the item they belong to.
        var pendingProperties: [String] = []
        var owner: Int?
        var textStart: Int
    }

    private static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]
    private static let valueAttributes: [String: String] = [
        "meta": "content", "a": "href", "link": "href", "img": "src", "time": "datetime", "data": "value", "meter": "value", "audio": "src", "video": "src", "source": "src",
    ]

    private var items: [Item] = []
    private var open: [OpenElement] = []
    private var text: [UInt8] = []

    /// Every item of type Recipe on the page, outermost first.
    static func recipes(in bytes: [UInt8]) -> [JSONValue] {
        var reader = MicrodataReader()
        var tokenizer = HTMLTokenizer(bytes)
        while let token = tokenizer.next() { reader.consume(token) }
        while !reader.open.isEmpty { reader.close() }
        return reader.items.indices
            .filter { reader.items[$0].types.contains("recipe") }
            .prefix(JSONLDReader.maxRecipes)
            .map { reader.value(of: $0, depth: 0) }
    }

    private var currentItem: Int? {
        open.last?.innermostItem
    }

    private mutating func consume(_ token: HTMLTokenizer.Token) {
        switch token {
        case .text(let slice, let raw):
            // A newline in the source is a space ("6\noz.\nMushrooms" is one line); only
            // block elements break lines.
            if !raw { text.append(contentsOf: slice.lazy.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }) }
        case .end(let name):
            if WebText.blockTags.contains(name) { text.append(0x0A) }
            guard let index = open.lastIndex(where: { $0.name == name }) else { return }
            while open.count > index { close() }
        case .start(let name, let attributes, let selfClosing):
            if WebText.blockTags.contains(name) { text.append(0x0A) }
            // Table cells are laid out apart: "<td>150 g</td><th>Risottoreis</th>" reads as two words.
            else if name == "td" || name == "th" { text.append(0x20) }
            start(name, attributes, isVoid: selfClosing || Self.voidElements.contains(name))
        }
    }

    private mutating func start(_ name: String, _ attributes: [String: String], isVoid: Bool) {
        let properties = (attributes["itemprop"] ?? "").split(separator: " ").map(String.init).filter { !$0.isEmpty }
        let owner = currentItem
        var opened: Int?
        if attributes["itemscope"] != nil, items.count < Self.maxItems {
            let types = (attributes["itemtype"] ?? "").split(separator: " ").map { SchemaTypes.localName(String($0)) }
            items.append(Item(types: types, parent: owner))
            opened = items.count - 1
            if let owner, let opened {
                for property in properties { items[owner].properties.append((property, .item(opened))) }
            }
        }
        var pending: [String] = []
        if opened == nil, !properties.isEmpty, let owner {
            if let key = Self.valueAttributes[name], let value = attributes[key] ?? attributes["content"] {
                for property in properties { items[owner].properties.append((property, .text(value))) }
            } else if let content = attributes["content"] {
                for property in properties { items[owner].properties.append((property, .text(content))) }
            } else if !isVoid {
                pending = properties
            }
        }
        guard !isVoid, open.count < Self.maxOpenElements else { return }
        open.append(OpenElement(name: name, opensItem: opened, innermostItem: opened ?? owner, pendingProperties: pending, owner: owner, textStart: text.count))
    }

    /// Closes the innermost open element, giving its text to the properties waiting for it.
    private mutating func close() {
        guard let element = open.popLast() else { return }
        guard !element.pendingProperties.isEmpty, let owner = element.owner else { return }
        let end = min(text.count, element.textStart + Self.maxPropertyBytes)
        let value = String(decoding: text[element.textStart..<end], as: UTF8.self)
        for property in element.pendingProperties { items[owner].properties.append((property, .text(value))) }
    }

    private func value(of index: Int, depth: Int) -> JSONValue {
        let item = items[index]
        var members: [JSONValue.Member] = [.init(key: "@type", value: .array(item.types.map { .string($0) }))]
        var order: [String] = []
        var values: [String: [JSONValue]] = [:]
        for (name, value) in item.properties {
            let converted: JSONValue
            switch value {
            case .text(let text): converted = .string(text)
            case .item(let nested): converted = depth < JSONLDReader.maxDepth ? self.value(of: nested, depth: depth + 1) : .null
            }
            if values[name] == nil { order.append(name) }
            values[name, default: []].append(converted)
        }
        for name in order {
            let list = values[name] ?? []
            members.append(.init(key: name, value: list.count == 1 ? list[0] : .array(list)))
        }
        return .object(members)
    }
}
