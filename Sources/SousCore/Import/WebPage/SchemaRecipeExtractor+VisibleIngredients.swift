extension SchemaRecipeExtractor {
    /// Takes the ingredient lines the page shows when its schema.org data says otherwise.
    ///
    /// Sites that write their schema from a separate field or a converter drop what readers
    /// see (metric amounts, brands), convert amounts ("36.40 gm olive oil" for "2 tbsp") or
    /// miss a line; the visible list is what the author wrote. It is used when:
    /// - the schema has no ingredients: the longest visible list;
    /// - the schema ran several lines into one ("…sesame oil2 small onions…") or broke one at
    ///   its commas: a visible list with the same text in more or fewer lines;
    /// - a visible list has the same lines and words, with fuller amounts ("1.5 tsp" where the
    ///   schema says "5 tsp"), or as many lines with fewer implausible amounts ("0 As required
    ///   salt") and no fewer plausible ones, even under a plugin card;
    /// - it is plainly the same list otherwise: no recipe plugin card on the page (a plugin
    ///   writes both from the same fields, and its card adds unit conversions), as many lines
    ///   as the schema or up to two more, at least 60% of the schema's ingredients named in
    ///   it, and no amount the schema has missing from it (a list of names whose amounts sit
    ///   in another element is not the whole line).
    static func preferVisibleIngredients(of imported: inout ImportedRecipe, list: VisibleIngredientList) {
        let schemaLines = imported.recipe.ingredients.map(\.text)
        guard let lines = visibleLines(schema: schemaLines, list: list) else { return }
        let kept = lines.map(SchemaRecipeBuilder.collapsingDoubleParentheses).prefix(SchemaRecipeBuilder.maxIngredients)
        SchemaRecipeBuilder.setIngredients(Array(kept), of: &imported.recipe, report: &imported.report)
        imported.report.notes.append("ingredients read from the page's own list, which differs from its schema.org data")
    }

    static func visibleLines(schema: [String], list: VisibleIngredientList) -> [String]? {
        var candidates = Array(list.groups.values)
        if list.headedIngredients.count >= 2 {
            candidates.append(VisibleIngredientList.Group(className: "", firstOffset: Int.max, lines: list.headedIngredients))
        }
        // Page order, so that the choice never depends on dictionary order.
        candidates = candidates.filter { $0.lines.count >= 2 && $0.lines.map(words) != schema.map(words) }
            .sorted { ($0.firstOffset, $0.className) < ($1.firstOffset, $1.className) }
        if schema.isEmpty { return candidates.max(by: { $0.lines.count < $1.lines.count })?.lines }
        let schemaKey = letters(schema.joined(), digits: true)
        if let split = candidates.first(where: { $0.lines.count > schema.count && letters($0.lines.joined(), digits: true) == schemaKey }) {
            return split.lines
        }
        if let joined = candidates.first(where: { $0.lines.count < schema.count && rejoins(schema, as: $0.lines) }) {
            return joined.lines
        }
        if let fuller = candidates.first(where: { hasFullerAmounts($0.lines, than: schema) || addsAmounts($0.lines, to: schema) }) {
            return fuller.lines
        }
        let implausible = implausibleAmounts(schema)
        if implausible > 0, let plausible = candidates
            .map({ ($0, implausibleAmounts($0.lines)) })
            .filter({ $0.0.lines.count == schema.count && $0.1 < implausible && agree(schema, $0.0.lines)
                && plausibleAmounts($0.0.lines) >= plausibleAmounts(schema) })
            .min(by: { $0.1 < $1.1 })?.0 {
            return plausible.lines
        }
        guard !list.hasPluginCard, let group = list.group(near: schema.count),
              group.lines.map(words) != schema.map(words), agree(schema, group.lines),
              !losesAmounts(group.lines, schema) else { return nil }
        return group.lines
    }

    /// Same lines with the same words, and wherever the digits differ the visible line has the
    /// schema's digits and more ("1.5 tsp" against "5 tsp").
    static func hasFullerAmounts(_ visible: [String], than schema: [String]) -> Bool {
        guard visible.count == schema.count else { return false }
        var fuller = false
        for (v, s) in zip(visible, schema) {
            guard letters(v, digits: false) == letters(s, digits: false) else { return false }
            let (dv, ds) = (v.filter(\.isNumber), s.filter(\.isNumber))
            if dv == ds { continue }
            guard dv.count > ds.count, isSubsequence(Array(ds), of: Array(dv)) else { return false }
            fuller = true
        }
        return fuller
    }

    /// Same lines, where the schema has bare names and the page shows them with their amounts
    /// ("Tequila" against "4 cl Tequila": the amount sits outside the element marked as the
    /// ingredient). Every line either has the same text, or a schema line without a digit is
    /// inside a visible line with one. Holds under a plugin card too: no conversion adds that.
    static func addsAmounts(_ visible: [String], to schema: [String]) -> Bool {
        guard visible.count == schema.count, plausibleAmounts(visible) > plausibleAmounts(schema) else { return false }
        return zip(visible, schema).allSatisfy { v, s in
            let (lv, ls) = (letters(v, digits: true), letters(s, digits: true))
            return lv == ls || (!ls.isEmpty && lv.contains(ls) && !s.contains(where: \.isNumber) && v.contains(where: \.isNumber))
        }
    }

    /// Lines whose amount cannot be meant: zero ("0 As required salt"), or nothing but an amount.
    static func implausibleAmounts(_ lines: [String]) -> Int {
        IngredientLineParser.parse(lines: lines).filter { parsed in
            guard case .ingredient(let ingredient) = parsed else { return false }
            return ingredient.quantity?.high == .zero || (ingredient.quantity != nil && ingredient.name.isEmpty)
        }.count
    }

    /// Lines with an amount that can be meant (not zero, not alone): a list of names only has none.
    static func plausibleAmounts(_ lines: [String]) -> Int {
        IngredientLineParser.parse(lines: lines).filter { parsed in
            guard case .ingredient(let ingredient) = parsed, let quantity = ingredient.quantity else { return false }
            return quantity.high != .zero && !ingredient.name.isEmpty
        }.count
    }

    /// Whether the schema broke the visible lines apart at commas ("250 g pork", " in pieces"
    /// for "250 g pork, in pieces"; "1", "5 tsp mustard" for "1,5 tsp mustard"): each visible
    /// line is one schema line followed by fragments (a lowercase start, the rest of an open
    /// bracket, or digits after a line ending in a digit), with the same letters and digits. "Sea salt" after "3 tbsp
    /// butter" is a line of its own, however a page runs them together.
    static func rejoins(_ schema: [String], as visible: [String]) -> Bool {
        var next = 0
        for line in visible {
            let target = letters(line, digits: true)
            guard next < schema.count else { return false }
            var built = letters(schema[next], digits: true)
            next += 1
            while built.count < target.count, next < schema.count, isFragment(schema[next], after: schema[next - 1]) {
                built += letters(schema[next], digits: true)
                next += 1
            }
            guard built == target else { return false }
        }
        return next == schema.count
    }

    static func isFragment(_ line: String, after previous: String) -> Bool {
        guard let first = line.first(where: { !$0.isWhitespace }) else { return false }
        let openBracket = previous.filter { $0 == "(" }.count > previous.filter { $0 == ")" }.count
        return first.isLowercase || openBracket || (first.isNumber && previous.last?.isNumber == true)
    }

    /// Whether the visible list has fewer lines with an amount than the schema.
    static func losesAmounts(_ visible: [String], _ schema: [String]) -> Bool {
        visible.filter { $0.contains(where: \.isNumber) }.count < schema.filter { $0.contains(where: \.isNumber) }.count
    }

    static func isSubsequence(_ needle: [Character], of haystack: [Character]) -> Bool {
        var i = 0
        for c in haystack where i < needle.count && c == needle[i] { i += 1 }
        return i == needle.count
    }

    /// Letters (and digits) only, lowercased: the text without spacing or punctuation.
    static func letters(_ text: String, digits: Bool) -> String {
        String(text.lowercased().filter { $0.isLetter || (digits && $0.isNumber) })
    }

    /// Whether at least 60% of the schema lines have their last word in the visible list.
    static func agree(_ schema: [String], _ visible: [String]) -> Bool {
        guard !schema.isEmpty else { return true }
        let shown = Set(visible.flatMap(words))
        let named = schema.filter { words($0).last.map(shown.contains) ?? false }.count
        return named * 10 >= schema.count * 6
    }

    /// Lowercased letters and digits, for comparing lines regardless of punctuation and spacing.
    static func words(_ line: String) -> [String] {
        line.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// A recipe from the page's visible lists when it has no schema.org recipe: its title
    /// (first `<h1>`, else `og:title`), the list under an "Ingredients" heading (or the longest
    /// list of ingredient-classed items) and the list under a "Method" heading.
    static func visibleRecipe(_ list: VisibleIngredientList, source: String) -> ImportedRecipe? {
        let ingredients = list.headedIngredients.count >= 2
            ? list.headedIngredients
            : list.groups.values.filter { $0.lines.count >= 2 }.max(by: { $0.lines.count < $1.lines.count })?.lines ?? []
        let title = list.firstHeading.isEmpty ? list.ogTitle : list.firstHeading
        guard ingredients.count >= 2, !title.isEmpty else { return nil }
        let node = JSONValue.object([
            .init(key: "name", value: .string(title)),
            .init(key: "recipeIngredient", value: .array(ingredients.map(JSONValue.string))),
            .init(key: "recipeInstructions", value: .array(list.headedSteps.map(JSONValue.string))),
        ])
        var recipe = SchemaRecipeBuilder.build(node, source: source, position: 0, pageNotes: [
            "read from the page's visible lists (the page has no schema.org recipe data)",
        ])
        markGroupHeadings(of: &recipe, list: list)
        return recipe
    }

    /// Group headings written as plain lines ("Sauce", "Apple slaw" before the lines with
    /// amounts under them) become the section of the lines below, when the page shows that
    /// text set apart as a heading: a short line with no amount and no comma, starting with a
    /// capital, followed by a line with an amount. "Salt" among the ingredients is no heading
    /// on the page, so it stays a line.
    static func markGroupHeadings(of imported: inout ImportedRecipe, list: VisibleIngredientList) {
        guard !list.headingTexts.isEmpty, imported.recipe.ingredients.count >= 3 else { return }
        var lines: [String] = []
        var section: String?
        for ingredient in imported.recipe.ingredients {
            if let title = ingredient.section, title != section { lines.append(title + ":") }
            section = ingredient.section
            lines.append(ingredient.text)
        }
        var changed = false
        for index in lines.indices.dropLast() where isPlainHeading(lines[index], before: lines[index + 1], list: list) {
            var title = Substring(lines[index])
            while let last = title.last, last == " " || last == "." { title = title.dropLast() }
            lines[index] = title + ":"
            changed = true
        }
        guard changed else { return }
        SchemaRecipeBuilder.setIngredients(lines, of: &imported.recipe, report: &imported.report)
    }

    static func isPlainHeading(_ line: String, before next: String, list: VisibleIngredientList) -> Bool {
        let words = words(line)
        guard !words.isEmpty, words.count <= IngredientLineParser.maxHeadingWords, !line.contains(","), !line.hasSuffix(":"),
              line.first(where: \.isLetter)?.isUppercase == true,
              !line.contains(where: { $0.isNumber || VulgarFraction.value(of: $0) != nil }),
              next.first(where: { !$0.isWhitespace }).map({ $0.isNumber || VulgarFraction.value(of: $0) != nil }) == true
        else { return false }
        return list.headingTexts.contains(VisibleIngredientList.headingKeyWords(line))
    }

    /// The steps under a "Method" heading, for a recipe whose schema has none.
    static func preferVisibleSteps(of imported: inout ImportedRecipe, list: VisibleIngredientList) {
        guard imported.recipe.instructions.isEmpty, !list.headedSteps.isEmpty else { return }
        SchemaRecipeBuilder.setSteps(.array(list.headedSteps.map(JSONValue.string)), of: &imported.recipe, report: &imported.report)
        imported.report.notes.append("steps read from the page's own list; its schema.org data has none")
    }
}
