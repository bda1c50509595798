import Foundation
import SousCore

/// "Make it vegan" on its own slice (`\.diet`): the picker, the review of changed lines, the
/// AI's proposals for the rest, applying for this cook, and saving a variant.
enum DietReducer {
    /// What the diet feature reads around it.
    struct Context: Equatable {
        /// The recipe open over the tabs, as stored.
        var recipe: Recipe?
        /// An AI provider is in force (a local server, or a cloud one chosen or with a key).
        var hasProvider: Bool

        init(recipe: Recipe?, hasProvider: Bool) {
            self.recipe = recipe
            self.hasProvider = hasProvider
        }

        init(_ app: AppState) {
            self.init(recipe: app.detail?.recipe,
                      hasProvider: app.ai.status?.provider(choice: app.settings.aiProvider) != nil)
        }
    }

    static func reduce(_ diet: inout DietState, _ action: DietAction, _ context: Context) -> Reduction {
        switch action {
        case .requested:
            guard let recipe = context.recipe, recipe.id != nil else { return .none }
            return [.assistant(.adaptDiets(recipe))]
        case .optionsLoaded(let recipeId, let options):
            guard let recipe = context.recipe, recipe.id == recipeId else { return .none }
            guard !options.isEmpty else { return Reduction(banner: Banner(.warning, "Sous knows no diets (the kitchen knowledge did not load).")) }
            diet.review = nil
            diet.picker = DietPicker(recipeId: recipeId, title: recipe.title, options: options,
                                     offersAsWritten: diet.applied?.recipeId == recipeId)
            return .none
        case .moved(let delta):
            if var picker = diet.picker {
                picker.selection = min(max(picker.selection + delta, 0), max(0, picker.rowCount - 1))
                diet.picker = picker
            } else if var review = diet.review {
                review.scroll = min(max(review.scroll + delta, 0), max(0, review.lines.count - 1))
                diet.review = review
            }
            return .none
        case .chosen:
            return choose(&diet)
        case .aiRequested:
            return askAI(&diet, context)
        case .aiAnswered(let text):
            return aiAnswered(text, &diet)
        case .applyRequested:
            return apply(&diet, context)
        case .saveRequested:
            return saveVariant(&diet, context)
        case .variantSaved(let recipe):
            diet.review = nil
            let original = context.recipe?.title ?? "the original"
            return Reduction([.store(.loadVariants(uid: recipe.uid, variantOf: recipe.variantOf))],
                             requests: [.showRecipe(recipe), .reloadLists,
                                        .banner(Banner(.success, "Saved “\(recipe.title)”, a variant of \(original); \(original) is unchanged."))])
        case .variantsLoaded(let variants):
            diet.variants = variants
            return .none
        case .closed:
            diet.picker = nil
            diet.review = nil
            return .none
        }
    }

    // MARK: - Picker and review

    private static func choose(_ diet: inout DietState) -> Reduction {
        guard let picker = diet.picker else { return .none }
        diet.picker = nil
        var row = picker.selection
        if picker.offersAsWritten {
            if row == 0 {
                diet.applied = nil
                return Reduction(requests: [.dietChanged, .banner(Banner(.info, "\(picker.title) is shown as written again."))])
            }
            row -= 1
        }
        guard picker.options.indices.contains(row) else { return .none }
        let adaptation = picker.options[row]
        guard !adaptation.changes.isEmpty else {
            return Reduction(banner: Banner(.info, "\(picker.title) is already \(adaptation.diet) as far as Sous can tell: no line breaks it."))
        }
        diet.review = DietReview(recipeId: picker.recipeId, title: picker.title, diet: adaptation.diet, lines: adaptation.changes.map { change in
            DietLine(index: change.index, old: change.line, new: change.replacementLine, breaks: change.breaks,
                     note: change.note, source: change.replacementLine == nil ? .none : .knowledge)
        })
        return .none
    }

    /// The lines with no known swap go to the provider, numbered, with only the recipe's title
    /// and the diet around them: nothing else of the recipe is sent.
    private static func askAI(_ diet: inout DietState, _ context: Context) -> Reduction {
        guard var review = diet.review else { return .none }
        let missing = review.unswapped
        guard !missing.isEmpty else { return Reduction([.terminal(.ringBell)], banner: Banner(.info, "Every line already has a swap.")) }
        guard context.hasProvider else {
            return Reduction([.terminal(.ringBell)], banner: Banner(.warning, "No AI provider to ask: add one in Settings → AI (a local server such as Ollama, or a key)."))
        }
        review.askedAI = missing.map(\.index)
        review.aiAnswered = false
        diet.review = review
        let numbered = missing.enumerated().map { "\($0.offset + 1): \($0.element.old)" }.joined(separator: "\n")
        let question = AIQuestion(
            question: """
            Make these ingredient lines \(review.diet). For each, answer one line "N: the replacement ingredient line with its amount", \
            or "N: none" when there is no good \(review.diet) swap. No other text.
            \(numbered)
            """,
            context: "Recipe: \(review.title)\nDiet: \(review.diet)",
            keepsLines: true
        )
        return Reduction(requests: [.askAI(.dietSwaps(question, recipeId: review.recipeId, lines: missing.count))])
    }

    private static func aiAnswered(_ text: String, _ diet: inout DietState) -> Reduction {
        guard var review = diet.review, !review.askedAI.isEmpty else { return .none }
        let proposals = proposals(in: text, count: review.askedAI.count)
        for (number, line) in proposals {
            let index = review.askedAI[number - 1]
            guard let at = review.lines.firstIndex(where: { $0.index == index && $0.new == nil }) else { continue }
            review.lines[at].new = line
            review.lines[at].source = .ai
        }
        review.aiAnswered = true
        diet.review = review
        let left = review.unswapped.count
        let said = proposals.isEmpty ? "The AI proposed no swaps." : "The AI proposed \(proposals.count) swap\(proposals.count == 1 ? "" : "s") (marked AI): check them before applying."
        return Reduction(banner: Banner(.info, said + (left > 0 ? " \(left) line\(left == 1 ? "" : "s") still without one." : "")))
    }

    /// "N: line" pairs from an answer, N within 1...count, "none" and repeats left out.
    static func proposals(in text: String, count: Int) -> [(Int, String)] {
        var seen = Set<Int>()
        var found: [(Int, String)] = []
        for raw in text.split(whereSeparator: \.isNewline) {
            var line = raw.trimmingCharacters(in: .whitespaces)
            while let first = line.first, "-*•".contains(first) { line = String(line.dropFirst()).trimmingCharacters(in: .whitespaces) }
            let digits = line.prefix { $0.isNumber }
            guard let number = Int(digits), (1...count).contains(number), !seen.contains(number) else { continue }
            var rest = line.dropFirst(digits.count)
            guard let separator = rest.first, ":.)-".contains(separator) else { continue }
            rest = rest.dropFirst()
            let proposal = rest.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"*"))
            guard !proposal.isEmpty, proposal.count <= 200, proposal.lowercased().trimmingCharacters(in: .punctuationCharacters) != "none" else { continue }
            seen.insert(number)
            found.append((number, proposal))
        }
        return found
    }

    // MARK: - Apply or save

    /// The recipe's ingredients with the review's new lines, read by the ingredient parser.
    static func adaptedIngredients(_ recipe: Recipe, _ review: DietReview) -> [Ingredient] {
        var ingredients = recipe.ingredients
        for line in review.lines {
            guard let new = line.new, ingredients.indices.contains(line.index) else { continue }
            let old = ingredients[line.index]
            if case .ingredient(var parsed) = IngredientLineParser.parse(new, section: old.section) {
                parsed.optional = old.optional
                ingredients[line.index] = parsed
            }
        }
        return ingredients
    }

    private static func apply(_ diet: inout DietState, _ context: Context) -> Reduction {
        guard let review = diet.review, let recipe = context.recipe, recipe.id == review.recipeId else { return .none }
        let kept = review.unswapped.count
        diet.applied = AppliedDiet(recipeId: review.recipeId, diet: review.diet, ingredients: adaptedIngredients(recipe, review), kept: kept)
        diet.review = nil
        let keptNote = kept > 0 ? " \(kept) line\(kept == 1 ? "" : "s") with no swap kept as written." : ""
        return Reduction(requests: [.dietChanged,
                                    .banner(Banner(.success, "Made \(review.diet) for this cook only: the stored recipe is unchanged.\(keptNote)"))])
    }

    private static func saveVariant(_ diet: inout DietState, _ context: Context) -> Reduction {
        guard let review = diet.review, let original = context.recipe, original.id == review.recipeId else { return .none }
        var variant = Recipe(title: "\(original.title) (\(review.diet))", description: original.description, category: original.category,
                             difficulty: original.difficulty, prepMinutes: original.prepMinutes, cookMinutes: original.cookMinutes,
                             servings: original.servings, ingredients: adaptedIngredients(original, review),
                             instructions: original.instructions, tags: original.tags, source: original.source)
        if !variant.tags.contains(where: { $0.lowercased() == review.diet }) { variant.tags.append(review.diet) }
        variant.variantOf = original.uid
        return [.store(.saveVariant(variant))]
    }

    /// After a recipe opens: its variants, or the recipe it is a variant of, for the recipe view.
    static func follow(_ action: DetailAction) -> [Effect] {
        guard case .recipeLoaded(let recipe, _) = action else { return [] }
        return [.store(.loadVariants(uid: recipe.uid, variantOf: recipe.variantOf))]
    }
}
