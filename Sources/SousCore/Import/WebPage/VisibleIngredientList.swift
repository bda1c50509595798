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
        /// Where a heading-like element's text starts in `headingText`.
        var headingStart: Int? = nil
    }

    /// Short texts the page sets apart as headings (`h2`–`h6`, bold, or a class naming a
    /// title or group), as lowercased words: "Sauce" in a schema list is a group heading when
    /// the page shows it as one.
    private(set) var headingTexts: Set<String> = []
    private var headingText: [UInt8] = []
    private var headingDepth = 0
    static let maxHeadingTextBytes = 1_000_000
    static let headingElements: Set<String> = ["h2", "h3", "h4", "h5", "h6", "strong", "b", "th", "dt", "legend"]

    static func headingKeyWords(_ text: String) -> String {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: " ")
    }

    private static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]

    /// What a heading before a list announces.
    enum ListKind: String { case ingredients, steps, other }

    /// Headings that announce the ingredient list or the method, in the languages met most.
    static let headingWords: [String: ListKind] = {
        var words: [String: ListKind] = [:]
        for w in ["ingredients", "ingredient", "ingredient list", "ingrédients", "ingredientes", "ingredienti", "zutaten",
                  "ingrediënten", "ingredienser", "składniki", "hozzávalók", "suroviny", "ainekset", "what you need",
                  "you will need", "you'll need", "what you'll need", "sastojci", "ingrediente"] { words[w] = .ingredients }
        for w in ["instructions", "directions", "method", "steps", "preparation", "how to make it", "zubereitung",
                  "préparation", "preparación", "preparazione", "bereiding", "bereidingswijze", "fremgangsmåde",
                  "sådan gør du", "gör så här", "elkészítés", "przygotowanie", "postup", "valmistus", "procedure",
                  "priprema", "modo de preparo", "modo de preparação"] { words[w] = .steps }
        // Headings of what often follows the ingredients under a heading of its own: they end it.
        for w in ["equipment", "equipment needed", "tools", "kitchen tools", "notes", "recipe notes", "tips", "nutrition",
                  "nutrition facts", "substitutions", "variations", "storage"] { words[w] = .other }
        return words
    }()

    /// "Ingredients", "Metric", "US": the list's own heading or a unit-system switch, not an item.
    static func isListLabel(_ line: String) -> Bool {
        let lower = headingKey(line)
        return headingWords[lower] != nil || ["metric", "us", "imperial", "cups", "us customary"].contains(lower)
    }

    /// A heading as `headingWords` spells it: lowercased, without a leading emoji or bullet or
    /// a trailing colon, curly apostrophes straight ("🛒 What You’ll Need:" → "what you'll need").
    static func headingKey(_ text: String) -> String {
        var lower = Substring(text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'"))
        while let first = lower.first, !first.isLetter { lower = lower.dropFirst() }
        while let last = lower.last, last == ":" || last == " " { lower = lower.dropLast() }
        return String(lower)
    }

    /// A bullet typed into the text ("• 2 eggs", "- 250g pastry"), which a list item draws itself.
    static func droppingBullet(_ line: String) -> String {
        guard let first = line.first, "•·-–*▪●".contains(first) else { return line }
        let rest = line.dropFirst()
        guard rest.first == " " else { return line }
        return String(rest.drop { $0 == " " })
    }

    /// Elements whose lists are navigation, not recipe content.
    static let pageFurniture: Set<String> = ["nav", "footer", "header", "aside", "menu", "select"]

    /// Text after a heading that may come before its list ("Serves 4") before the heading no longer counts.
    static let headingReach = 300

    /// Items (`li`, or `p` in a container classed "ingredients") of the lists that follow each
    /// "Ingredients" heading or carry that class, the lists under sub-headings included, in
    /// page order; likewise for the method.
    private var ingredientSections: [[String]] = []
    private var stepSections: [[String]] = []
    private var newSection = true
    private var lastListKind: ListKind?
    /// Where the list being read starts in its section.
    private var listStart = 0
    private var headedItemCount = 0

    /// The ingredient section with the most lines that carry an amount (menus carry none).
    var headedIngredients: [String] {
        ingredientSections.max { a, b in
            (a.filter { $0.contains(where: \.isNumber) }.count, a.count) < (b.filter { $0.contains(where: \.isNumber) }.count, b.count)
        } ?? []
    }

    /// The method section with the most text.
    var headedSteps: [String] {
        stepSections.max { a, b in a.reduce(0) { $0 + $1.count } < b.reduce(0) { $0 + $1.count } } ?? []
    }
    /// The page's first `<h1>` and its `og:title`, for a page with no recipe data.
    private(set) var firstHeading = ""
    private(set) var ogTitle = ""
    private var pendingKind: ListKind?
    private var pendingReach = 0
    private var list: (kind: ListKind, depth: Int)?
    /// The list being read is the paragraphs after a heading, not a `ul`/`ol`.
    private var paragraphList = false
    /// `pendingKind` comes from a heading, not from a list that just ended.
    private var afterHeading = false
    private var item: Int?
    private var itemText: [UInt8] = []
    private var inH1 = 0
    private var h1Text: [UInt8] = []

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
        // A page that repeats its recipe card (a print or pop-up copy) lists each item twice.
        reader.groups = reader.groups.mapValues { group in
            var group = group
            group.lines = once(group.lines)
            return group
        }
        reader.ingredientSections = reader.ingredientSections.map(Self.once)
        return reader
    }

    /// The first half of a list that is the same list twice.
    static func once(_ lines: [String]) -> [String] {
        let half = lines.count / 2
        guard half >= 2, lines.count % 2 == 0, lines[..<half] == lines[half...] else { return lines }
        return Array(lines[..<half])
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
            guard !raw else { return }
            if open.contains(where: { $0.group != nil }) { text.append(contentsOf: slice) }
            // A heading class can sit on a large container ("form-group"), so the text is
            // kept up to a bound well above one heading's, for the headings inside it.
            if headingDepth > 0, headingText.count < Self.maxHeadingTextBytes { headingText.append(contentsOf: slice) }
            // Before the item takes the text: a heading may end the item.
            noticeHeading(slice)
            // Line breaks in the source are spacing: only <br> (appended as a newline) splits an item.
            if item != nil, itemText.count < Self.maxItemBytes { itemText.append(contentsOf: slice.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }) }
            if inH1 > 0, firstHeading.isEmpty, h1Text.count < 1_000 { h1Text.append(contentsOf: slice) }
        case .end(let name):
            if WebText.blockTags.contains(name) {
                text.append(0x20)
                if item != nil { itemText.append(0x20) }
            }
            guard let index = open.lastIndex(where: { $0.name == name }) else { return }
            while open.count > index { close() }
        case .start(let name, let attributes, let selfClosing):
            if WebText.blockTags.contains(name) || name == "br" {
                text.append(0x20)
                if item != nil { itemText.append(name == "br" ? 0x0A : 0x20) }
            }
            if name == "meta", (attributes["property"] ?? "").lowercased() == "og:title", ogTitle.isEmpty {
                ogTitle = WebText.clean(attributes["content"] ?? "")
            }
            if !selfClosing, !Self.voidElements.contains(name), open.count < Self.maxOpenElements {
                openList(name, attributes)
            }
            let className = (attributes["class"] ?? "").lowercased()
            if !hasPluginCard, className.split(separator: " ").contains(where: { token in Self.pluginClassPrefixes.contains { token.hasPrefix($0) } }) {
                hasPluginCard = true
            }
            guard !selfClosing, !Self.voidElements.contains(name), open.count < Self.maxOpenElements else { return }
            // Microdata's ingredient property marks items too, also outside a Recipe item.
            let itemprop = (attributes["itemprop"] ?? "").lowercased()
            let groupName = itemprop == "recipeingredient" || itemprop == "ingredients" ? "itemprop " + itemprop : className
            let insideSame = open.contains { $0.group == groupName }
            let isItem = groupName.contains("ingredient") && !insideSame && itemCount < Self.maxItems && !Self.isHidden(attributes)
            let headingLike = Self.headingElements.contains(name)
                || ["title", "heading", "header", "group", "subhead"].contains { className.contains($0) }
            if headingLike { headingDepth += 1 }
            open.append(OpenElement(name: name, group: isItem ? groupName : nil, textStart: text.count, offset: offset,
                                    headingStart: headingLike ? headingText.count : nil))
        }
    }

    /// A short text that is an "Ingredients" or "Method" heading makes the next list that kind.
    private mutating func noticeHeading(_ slice: ArraySlice<UInt8>) {
        // Measured without the source's indentation ("<h2>\n      Ingredients\n    </h2>").
        if let first = slice.firstIndex(where: { $0 > 0x20 }), let last = slice.lastIndex(where: { $0 > 0x20 }), last - first < 60 {
            let heading = Self.headingKey(WebText.clean(String(decoding: slice[first...last], as: UTF8.self)))
            // A paragraph that is only a heading ("<p><strong>Method:</strong></p>") ends a
            // list of paragraphs.
            let headingParagraph = paragraphList && item != nil && !itemText.contains { $0 > 0x20 }
            if let kind = Self.headingWords[heading], list == nil || (list?.kind != kind && (item == nil || headingParagraph)) {
                // A method heading inside an ingredients container ends the ingredients.
                if headingParagraph { item = nil }
                if paragraphList { endParagraphList() }
                list = nil
                paragraphList = false
                if kind == .other {
                    pendingKind = nil
                    afterHeading = false
                    return
                }
                pendingKind = kind
                afterHeading = true
                pendingReach = Self.headingReach
                newSection = true
                return
            }
        }
        guard list == nil, pendingKind != nil else { return }
        pendingReach -= slice.filter { $0 > 0x20 }.count
        if pendingReach < 0 { pendingKind = nil }
    }

    /// Starts reading a list's items, or an item of the list being read.
    private mutating func openList(_ name: String, _ attributes: [String: String]) {
        if name == "h1" { inH1 += 1 }
        let className = (attributes["class"] ?? "").lowercased()
        let classedList = ["ul", "ol", "div", "section"].contains(name) && className.split(separator: " ").contains { token in
            token.contains("ingredients") && !["and", "direction", "instruction", "method", "step"].contains { token.contains($0) }
        }
        if name == "ul" || name == "ol" || classedList, list == nil || (paragraphList && item == nil),
           !open.contains(where: { Self.pageFurniture.contains($0.name) }) {
            if let kind = classedList ? .ingredients : (list?.kind ?? pendingKind), !Self.isHidden(attributes) {
                // Paragraphs before a list under the same heading ("Serves 4") were not its items.
                if paragraphList { dropParagraphItems(of: kind) }
                if pendingKind == nil || kind != lastListKind { newSection = true }
                lastListKind = kind
                list = (kind, open.count)
                paragraphList = false
                listStart = newSection ? 0 : (kind == .ingredients ? ingredientSections.last?.count ?? 0 : 0)
            }
        } else if name == "p", list == nil, afterHeading, let kind = pendingKind, !open.isEmpty, !Self.isHidden(attributes),
                  !open.contains(where: { Self.pageFurniture.contains($0.name) }) {
            // A heading followed by paragraphs, not a list ("<p>Zutaten</p><p>500 g Pute<br>1
            // Zwiebel</p>"): the paragraphs' container holds the list, until another heading.
            if kind != lastListKind { newSection = true }
            lastListKind = kind
            list = (kind, open.count - 1)
            paragraphList = true
            listStart = newSection ? 0 : (kind == .ingredients ? ingredientSections.last?.count ?? 0 : 0)
            item = open.count
            itemText.removeAll(keepingCapacity: true)
        } else if name == "li" || name == "p", let list, item == nil,
                  open.count == list.depth + 1 || !["ul", "ol"].contains(open[list.depth].name) {
            // A list's own items only (a list tucked between them holds asides); in an
            // "ingredients" container, the first item or paragraph at any depth.
            item = open.count
            itemText.removeAll(keepingCapacity: true)
        }
    }

    private mutating func close() {
        let depth = open.count - 1
        if open[depth].name == "h1" {
            inH1 = max(0, inH1 - 1)
            if inH1 == 0, firstHeading.isEmpty { firstHeading = WebText.clean(String(decoding: h1Text, as: UTF8.self)) }
        }
        if item == depth {
            item = nil
            let raw = String(decoding: itemText, as: UTF8.self)
            // An ingredient item broken by <br> ("400 grams lamb mince<br> 2 teaspoons cumin")
            // is several lines; a step keeps its breaks as spaces.
            let lines = list?.kind == .ingredients ? raw.split(separator: "\n").map { Self.droppingBullet(WebText.clean(String($0))) } : [WebText.clean(raw)]
            for line in lines where !line.isEmpty && !Self.isListLabel(line) && headedItemCount < Self.maxItems {
                guard let list else { break }
                headedItemCount += 1
                if list.kind == .ingredients {
                    if newSection || ingredientSections.isEmpty { ingredientSections.append([]) }
                    ingredientSections[ingredientSections.count - 1].append(line)
                    newSection = false
                } else {
                    if newSection || stepSections.isEmpty { stepSections.append([]) }
                    stepSections[stepSections.count - 1].append(line)
                }
                newSection = false
            }
        }
        if let list, list.depth == depth {
            if paragraphList { endParagraphList() }
            self.list = nil
            paragraphList = false
            // Long items are method steps that followed the ingredients with no heading the
            // reader knows: they are not ingredients.
            if list.kind == .ingredients, !ingredientSections.isEmpty, listStart < ingredientSections[ingredientSections.count - 1].count {
                let items = ingredientSections[ingredientSections.count - 1][listStart...]
                if items.reduce(0, { $0 + $1.count }) > 90 * items.count {
                    ingredientSections[ingredientSections.count - 1].removeLast(items.count)
                }
            }
            // Lists under sub-headings ("For the sauce") belong to the same heading; more
            // than a short stretch of other text ends it.
            pendingKind = list.kind
            afterHeading = false
            pendingReach = Self.headingReach / 8
        }
        let element = open.removeLast()
        if let start = element.headingStart {
            headingDepth -= 1
            if start < headingText.count, headingText.count - start <= 120, headingTexts.count < Self.maxItems {
                let key = Self.headingKeyWords(WebText.clean(String(decoding: headingText[start...], as: UTF8.self)))
                if !key.isEmpty { headingTexts.insert(key) }
            }
            if headingDepth == 0 { headingText.removeAll(keepingCapacity: true) }
        }
        defer { if !open.contains(where: { $0.group != nil }) { text.removeAll(keepingCapacity: true) } }
        guard let group = element.group else { return }
        let end = min(text.count, element.textStart + Self.maxItemBytes)
        let line = WebText.clean(String(decoding: text[element.textStart..<end], as: UTF8.self))
        guard !line.isEmpty else { return }
        itemCount += 1
        groups[group, default: Group(className: group, firstOffset: element.offset)].lines.append(line)
    }

    /// Paragraphs that were only short names ("Tortillas" before the list of its ingredients)
    /// were group headings, not ingredients.
    private mutating func endParagraphList() {
        guard list?.kind == .ingredients, let section = ingredientSections.indices.last, listStart < ingredientSections[section].count else { return }
        let items = ingredientSections[section][listStart...]
        if items.allSatisfy({ $0.count <= 40 && !$0.contains(where: \.isNumber) }) {
            ingredientSections[section].removeLast(items.count)
        }
    }

    /// Forgets the paragraph items read since the list started.
    private mutating func dropParagraphItems(of kind: ListKind) {
        if kind == .ingredients, !ingredientSections.isEmpty, !newSection {
            let section = ingredientSections.count - 1
            ingredientSections[section].removeLast(max(0, ingredientSections[section].count - listStart))
        } else if kind == .steps, !stepSections.isEmpty, !newSection {
            stepSections[stepSections.count - 1].removeAll()
        }
    }

    static func isHidden(_ attributes: [String: String]) -> Bool {
        let style = (attributes["style"] ?? "").lowercased().filter { $0 != " " }
        // Class names that hide an element: a page's other unit system, screen-reader text.
        let hiddenClass = (attributes["class"] ?? "").lowercased().split(separator: " ").contains { token in
            token.hasSuffix("hidden") || token == "sr-only" || token == "d-none" || token == "screen-reader-text"
        }
        return attributes["hidden"] != nil || attributes["aria-hidden"] == "true" || style.contains("display:none") || hiddenClass
    }
}
