/// The ingredient line as shown on screen or spoken: "1 1/2 cups flour, sifted".
public enum IngredientFormatter {
    /// The line for `system` at `scale`; the ingredient itself is never changed.
    ///
    /// An amount found after "of"/"from" is put back where it was written ("Juice of 2 lemons").
    /// A counted name agrees with the amount shown: "1 egg" at 3x reads "3 eggs", and a
    /// fraction of one thing stays singular ("1/2 large egg yolk"). Amounts of the line in its
    /// notes scale with it ("about 4 lemons", `NoteScaler`).
    public static func display(_ ingredient: Ingredient, system: UnitSystem, scale: Rational = .one) -> String {
        var tail = ""
        if let notes = ingredient.notes, !notes.isEmpty { tail += ", " + NoteScaler.scaled(notes, by: scale) }
        if ingredient.optional { tail += " (optional)" }
        guard let stored = ingredient.quantity else { return ingredient.name + tail }
        let rescaled = scale != .one
        let scaled = RecipeScaler.scale(stored, by: scale)
        let amount = amountText(scaled, unitSymbol: ingredient.unit, system: system, rescaled: rescaled,
                                ingredientName: ingredient.name)
        let agreeing: (String) -> String = { words in
            guard ingredient.unit == nil else { return words }
            let shownPlural = counted(scaled, rescaled: rescaled).high.doubleValue > 1
            return shownPlural == (stored.high.doubleValue > 1) ? words : NounNumber.agreeing(words, plural: shownPlural)
        }
        if let (head, rest) = embeddedSplit(ingredient) {
            return [head, amount, agreeing(rest)].filter { !$0.isEmpty }.joined(separator: " ") + tail
        }
        // A measure by feel reads as a cook says it: "a pinch of salt", "2 splashes of milk".
        if let unit = ingredient.unit, AmountPresenter.byFeel.contains(unit), !ingredient.name.isEmpty {
            let one = amount.hasPrefix("1 ") ? "a " + amount.dropFirst(2) : Substring(amount)
            return one + " of " + ingredient.name + tail
        }
        return [amount, agreeing(ingredient.name)].filter { !$0.isEmpty }.joined(separator: " ") + tail
    }

    /// The amount and unit alone ("1 1/2 cups", "190 g", "2-3 cloves").
    ///
    /// `ingredientName` lets a known dry ingredient be weighed in metric mode, or grams be
    /// measured in cups in US mode (`IngredientDensity`); without it volumes convert only to
    /// volumes and masses to masses.
    public static func amountText(_ quantity: Quantity, unitSymbol: String?, system: UnitSystem, rescaled: Bool,
                                  ingredientName: String = "") -> String {
        guard let symbol = unitSymbol else {
            return QuantityFormatter.string(counted(quantity, rescaled: rescaled), style: .kitchenFraction)
        }
        guard let unit = Units.unit(symbol: symbol) else {
            return QuantityFormatter.string(quantity, style: .kitchenFraction) + " " + symbol
        }
        let shown = AmountPresenter.present(quantity, unit: unit, ingredientName: ingredientName, system: system,
                                            rescaled: rescaled)
        let number: String
        let roundedHigh: Double
        switch (shown.isRounded, QuantityFormatter.style(for: shown.unit)) {
        case (true, .significantFigures):
            number = decimal(shown.quantity)
            roundedHigh = shown.quantity.high.doubleValue
        case (_, .kitchenFraction):
            number = QuantityFormatter.string(shown.quantity, style: .kitchenFraction)
            roundedHigh = QuantityFormatter.roundedToKitchenFraction(shown.quantity.high).doubleValue
        case (false, .significantFigures):
            number = writtenMetric(shown.quantity)
            roundedHigh = shown.quantity.high.doubleValue
        }
        // A length describes the thing after it ("a 2 1/4 inch piece of ginger"), so it stays singular.
        let unitName = shown.unit.kind == .length ? shown.unit.singular : shown.unit.displayName(for: roundedHigh)
        let more = shown.more.map { " + " + QuantityFormatter.kitchenFraction($0.amount) + " " + $0.unit.displayName(for: $0.amount.doubleValue) }
        return number + " " + unitName + more.joined()
    }

    /// A count as shown: as written, or rounded to quarters and halves when scaled.
    static func counted(_ quantity: Quantity, rescaled: Bool) -> Quantity {
        AmountPresenter.counted(quantity, unit: AmountPresenter.countedStick, rescaled: rescaled).quantity
    }

    /// An already rounded metric amount without trailing zeros ("175", "1.15", "2.5").
    static func decimal(_ quantity: Quantity) -> String {
        let one: (Rational) -> String = { QuantityFormatter.significant($0.doubleValue, digits: 6) }
        switch quantity {
        case .exact(let v): return one(v)
        case .range(let lo, let hi): return one(lo) + "-" + one(hi)
        }
    }

    /// A metric amount as the author wrote it: whole numbers in full ("1234 g"), others to three figures.
    static func writtenMetric(_ quantity: Quantity) -> String {
        let one: (Rational) -> String = { value in
            value.isInteger ? "\(value.numerator)" : QuantityFormatter.significant(value.doubleValue, digits: 3)
        }
        switch quantity {
        case .exact(let v): return one(v)
        case .range(let lo, let hi): return one(lo) + "-" + one(hi)
        }
    }

    /// For "Juice of 1 lemon" stored as name "Juice of lemon": the words before and after the amount.
    static func embeddedSplit(_ ingredient: Ingredient) -> (String, String)? {
        let chars = Array(CharacterClass.normalized(ingredient.text))
        let scanner = QuantityScanner(chars)
        guard scanner.quantity(at: 0) == nil, IngredientLineParser.trailing(chars, scanner) == nil,
              let (wordEnd, _) = IngredientLineParser.embeddedAmount(chars, scanner) else { return nil }
        let head = String(chars[..<wordEnd])
        guard ingredient.name.hasPrefix(head + " ") else { return nil }
        return (head, String(ingredient.name.dropFirst(head.count + 1)))
    }
}
