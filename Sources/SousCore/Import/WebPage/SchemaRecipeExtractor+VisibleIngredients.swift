extension SchemaRecipeExtractor {
    /// Takes the ingredient lines the page shows when its schema.org data says otherwise.
    ///
    /// Sites that write their schema from a separate field or a converter drop what readers
    /// see (metric amounts, brands), convert amounts ("36.40 gm olive oil" for "2 tbsp") or
    /// miss a line; the visible list is what the author wrote. It is used only when it is
    /// plainly the same list: no recipe plugin card on the page (a plugin writes both from
    /// the same fields, and its card adds unit conversions), as many lines as the schema or up
    /// to two more, and at least 60% of the schema's ingredients named in it.
    static func preferVisibleIngredients(of imported: inout ImportedRecipe, page bytes: [UInt8]) {
        let list = VisibleIngredientList.read(bytes)
        guard !list.hasPluginCard else { return }
        let schemaLines = imported.recipe.ingredients.map(\.text)
        guard let group = schemaLines.isEmpty ? list.groups.values.max(by: { $0.lines.count < $1.lines.count }) : list.group(near: schemaLines.count),
              group.lines.count >= 2, group.lines.map(words) != schemaLines.map(words), agree(schemaLines, group.lines)
        else { return }
        let lines = group.lines.map(SchemaRecipeBuilder.collapsingDoubleParentheses).prefix(SchemaRecipeBuilder.maxIngredients)
        SchemaRecipeBuilder.setIngredients(Array(lines), of: &imported.recipe, report: &imported.report)
        imported.report.notes.append("ingredients read from the page's own list, which differs from its schema.org data")
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
}
