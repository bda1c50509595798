/// The ingredient line as shown on screen or spoken: "1 1/2 cups flour, sifted".
public enum IngredientFormatter {
    /// The line for `system` at `scale`; the ingredient itself is never changed.
    ///
    /// An amount found after "of"/"from" is put back where it was written ("Juice of 2 lemons").
    public static func display(_ ingredient: Ingredient, system: UnitSystem, scale: Rational = .one) -> String {
        var tail = ""
        if let notes = ingredient.notes, !notes.isEmpty { tail += ", " + notes }
        if ingredient.optional { tail += " (optional)" }
        guard let stored = ingredient.quantity else { return ingredient.name + tail }
        let amount = amountText(RecipeScaler.scale(stored, by: scale), unitSymbol: ingredient.unit,
                                system: system, rescaled: scale != .one)
        if let (head, rest) = embeddedSplit(ingredient) {
            return [head, amount, rest].filter { !$0.isEmpty }.joined(separator: " ") + tail
        }
        return [amount, ingredient.name].filter { !$0.isEmpty }.joined(separator: " ") + tail
    }

    /// The amount and unit alone ("1 1/2 cups", "237 ml", "2-3 cloves").
    public static func amountText(_ quantity: Quantity, unitSymbol: String?, system: UnitSystem, rescaled: Bool) -> String {
        guard let symbol = unitSymbol else {
            return QuantityFormatter.string(quantity, style: .kitchenFraction)
        }
        guard let unit = Units.unit(symbol: symbol) else {
            return QuantityFormatter.string(quantity, style: .kitchenFraction) + " " + symbol
        }
        let (shown, shownUnit) = UnitConverter.displayed(quantity, unit: unit, system: system, rechoose: rescaled)
        let style = QuantityFormatter.style(for: shownUnit)
        let number = QuantityFormatter.string(shown, style: style)
        let roundedHigh: Double
        switch style {
        case .kitchenFraction: roundedHigh = QuantityFormatter.roundedToKitchenFraction(shown.high).doubleValue
        case .significantFigures: roundedHigh = shown.high.doubleValue
        }
        return number + " " + shownUnit.displayName(for: roundedHigh)
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
