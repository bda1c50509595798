import Foundation

extension Assistant {
    func line(_ ingredient: Ingredient, _ session: CookingSession, _ c: Context) -> String {
        session.line(for: ingredient, units: c.units)
    }

    func howMuch(_ session: CookingSession, _ c: Context) -> Answer {
        guard let name = c.text("ingredient") else { return whatIngredients(session, c) }
        let found = session.ingredientIndices(matching: name)
        guard !found.isEmpty else { return Answer("This recipe does not list \(name).") }
        let lines = found.map { i in
            let ingredient = session.recipe.ingredients[i]
            let section = ingredient.section.map { " (\($0.lowercased()))" } ?? ""
            return line(ingredient, session, c) + section
        }
        return Answer("You need \(SpokenText.list(lines)).")
    }

    func whatIngredients(_ session: CookingSession, _ c: Context) -> Answer {
        let all = session.recipe.ingredients
        guard !all.isEmpty else { return Answer("This recipe lists no ingredients.") }
        let lines = all.map { line($0, session, c) }
        let scale = session.workstate.scaleFactor == .one ? "" : " at \(SpokenText.factor(session.workstate.scaleFactor)) the recipe"
        return Answer("You need \(SpokenText.count(all.count, "ingredient"))\(scale): \(lines.joined(separator: "; ")).")
    }

    func readIngredients(_ session: CookingSession, _ c: Context) -> Answer {
        guard session.stepCount > 0 else { return Answer(CookingSession.noStepsReply) }
        let used = session.ingredientIndices(forStepAt: session.stepIndex)
        guard !used.isEmpty else { return Answer("Step \(session.stepIndex + 1) uses none of the listed ingredients.") }
        let lines = used.map { line(session.recipe.ingredients[$0], session, c) }
        return Answer("For step \(session.stepIndex + 1): \(SpokenText.list(lines)).")
    }

    func scale(_ session: CookingSession, _ c: Context) -> Answer {
        if let servings = c.number("servings") { return run([.rescaleServings(servings)], session, c) }
        guard let text = c.text("factor"), let factor = Rational(exactString: text) else {
            return Answer("Say how many servings, or double it or halve it.")
        }
        return run([.rescale(factor)], session, c)
    }

    /// A swap from the knowledge base; with a named replacement and a session, applied to it.
    func substitute(_ c: Context) -> Answer {
        let replacement = c.text("replacement")
        guard let ingredient = c.text("ingredient") ?? previousIngredient(c) else {
            return Answer("Which ingredient do you want to replace? Say, for example, substitute for eggs.")
        }
        let options = knowledge.substitutions(for: ingredient)
        guard let replacement else {
            guard let best = options.first else {
                return Answer("I do not know a good swap for \(ingredient). Use something with a similar taste and texture, and taste as you go.")
            }
            let others = options.dropFirst().map(\.replacement)
            let more = others.isEmpty ? best.note : "You could also use \(SpokenText.list(others))."
            let display = "Instead of \(ingredient), use \(best.replacement): \(best.amount). \(best.note)"
                + (others.isEmpty ? "" : " Also: \(others.joined(separator: ", ")).")
            return Answer(display, spoken: "Instead of \(ingredient), use \(best.replacement): \(best.amount). \(more)")
        }
        let known = knowledge.substitution(for: ingredient, with: replacement)
        let advice = known.map { "\($0.amount). \($0.note)" } ?? "I have no ratio for that swap, so start with the same amount and taste as you go."
        if let session = c.session, !session.ingredientIndices(matching: ingredient).isEmpty {
            let applied = run([.applySubstitution(ingredient: ingredient, replacement: replacement, amount: known?.amount)], session, c)
            let note = known.map { $0.note } ?? "I have no ratio for that swap, so start with the same amount and taste as you go."
            return Answer(applied.display + " " + note, commands: applied.commands)
        }
        return Answer("You can use \(replacement) instead of \(ingredient): " + advice)
    }

    /// "Can I use butter instead?" right after "I'm out of margarine" means margarine.
    func previousIngredient(_ c: Context) -> String? {
        guard let session = c.session, session.workstate.lastIntent == "substituteIngredient",
              let query = session.workstate.lastQuery else { return nil }
        let match = parser.parse(query, context: session.parseContext)
        if case .text(let name) = match.slots["ingredient"] { return name }
        return nil
    }
}
