import Foundation

extension CooklangImporter {
    /// An ingredient of the list, built from its first mention and the mentions merged into it.
    struct MergedIngredient {
        var ingredient: Ingredient
        /// The units as written, to tell apart units `Units` does not know.
        private var writtenUnits: String

        init(_ component: CooklangComponent, section: String?, report: inout RecipeImportReport) {
            writtenUnits = component.units
            var quantity: Quantity?
            var notes: [String] = []
            if let written = component.quantity {
                quantity = written.number.map(Quantity.exact) ?? QuantityParser.parse(written.text)
                if quantity == nil {
                    notes.append([written.text, component.units].filter { !$0.isEmpty }.joined(separator: " "))
                    report.notes.append("\(component.name): amount '\(written.text)' kept as a note")
                }
            }
            let unitKeptInNotes = component.quantity != nil && quantity == nil
            let unit: String? = component.units.isEmpty || unitKeptInNotes ? nil
                : Units.unit(named: component.units)?.symbol ?? component.units
            var optional = false
            for part in (component.note ?? "").split(separator: ",") {
                let trimmed = part.trimmingCharacters(in: .whitespaces)
                if trimmed.lowercased() == "optional" {
                    optional = true
                } else if !trimmed.isEmpty {
                    notes.append(trimmed)
                }
            }
            let amount = [component.quantity?.text ?? "", component.units].filter { !$0.isEmpty }.joined(separator: " ")
            let text = [amount, component.name].filter { !$0.isEmpty }.joined(separator: " ")
                + (component.note.map { ", " + $0 } ?? "")
            ingredient = Ingredient(quantity: quantity, unit: unit, name: component.name,
                                    notes: notes.isEmpty ? nil : notes.joined(separator: ", "),
                                    section: section, optional: optional, text: text)
        }

        /// Whether `other` is the same ingredient mentioned again: same name and section, and an
        /// amount that adds up (same unit) or no amount on one side.
        func canAbsorb(_ other: MergedIngredient) -> Bool {
            guard ingredient.name.lowercased() == other.ingredient.name.lowercased(),
                  ingredient.section == other.ingredient.section else { return false }
            if ingredient.quantity == nil || other.ingredient.quantity == nil { return true }
            return ingredient.unit == other.ingredient.unit
        }

        mutating func absorb(_ other: MergedIngredient) {
            switch (ingredient.quantity, other.ingredient.quantity) {
            case (nil, .some):
                ingredient.quantity = other.ingredient.quantity
                ingredient.unit = other.ingredient.unit
                ingredient.text = other.ingredient.text
            case let (.some(a), .some(b)):
                ingredient.quantity = Self.sum(a, b)
                ingredient.text += " + " + other.ingredient.text
            default:
                break
            }
            if let notes = other.ingredient.notes, ingredient.notes != notes {
                ingredient.notes = [ingredient.notes, notes].compactMap { $0 }.joined(separator: ", ")
            }
        }

        /// Both amounts added, bound by bound; overflow falls back to the nearest safe fraction.
        static func sum(_ a: Quantity, _ b: Quantity) -> Quantity {
            let low = add(a.low, b.low)
            let high = add(a.high, b.high)
            return low == high ? .exact(low) : .range(low, high)
        }

        private static func add(_ a: Rational, _ b: Rational) -> Rational {
            let (x, o1) = a.numerator.multipliedReportingOverflow(by: b.denominator)
            let (y, o2) = b.numerator.multipliedReportingOverflow(by: a.denominator)
            let (n, o3) = x.addingReportingOverflow(y)
            let (d, o4) = a.denominator.multipliedReportingOverflow(by: b.denominator)
            guard !(o1 || o2 || o3 || o4) else { return Rational.clamped(a.doubleValue + b.doubleValue) }
            return Rational(n, d)
        }
    }
}
