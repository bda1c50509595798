import Foundation
import SousCore
import SousTestSupport

/// One case of the shared parse-ingredient table and the adapter that checks our parser against it.
struct SharedIngredientCase {
    struct Expected {
        var quantity: Double?
        var quantity2: Double?
        var unitID: String?
        var description: String
        var isGroupHeader: Bool
    }

    var name: String
    var lines: [String]
    var expected: [Expected]
    var hasOptions: Bool

    struct MalformedTable: Error {}

    /// Their custom unit ids (declared in a case's options) mapped to our symbols.
    static let customUnitIDs: [String: String] = [
        "tl": "tsp", "tablespoon_de": "tbsp", "tasse": "cup", "taza": "cup", "paeckchen": "package", "slice": "slice",
    ]

    static func loadAll() throws -> [SharedIngredientCase] {
        let data = try TestData.fixture("ingredients/parse-ingredient-tests.json")
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw MalformedTable()
        }
        return root.keys.sorted().compactMap { name in
            guard let entry = root[name] as? [Any], entry.count >= 2 else { return nil }
            let lines: [String]
            if let text = entry[0] as? String {
                lines = text.components(separatedBy: "\n")
            } else {
                lines = entry[0] as? [String] ?? []
            }
            let expected = (entry[1] as? [[String: Any]] ?? []).map { e in
                Expected(
                    quantity: e["quantity"] as? Double,
                    quantity2: e["quantity2"] as? Double,
                    unitID: e["unitOfMeasureID"] as? String,
                    description: e["description"] as? String ?? "",
                    isGroupHeader: e["isGroupHeader"] as? Bool ?? false
                )
            }
            let hasOptions = entry.count > 2 && !(entry[2] is NSNull)
            return SharedIngredientCase(name: name, lines: lines, expected: expected, hasOptions: hasOptions)
        }
    }

    /// Our results for the case's lines, blank lines dropped as the table does.
    func actual() -> [ParsedIngredientLine] {
        lines.map { IngredientLineParser.parse($0) }.filter { $0 != .blank }
    }

    func passes() -> Bool {
        let results = actual()
        guard results.count == expected.count else { return false }
        return zip(results, expected).allSatisfy(Self.matches)
    }

    func describeActual() -> String {
        actual().map { "\($0)" }.joined(separator: " | ")
    }

    static func matches(_ result: ParsedIngredientLine, _ e: Expected) -> Bool {
        switch result {
        case .blank:
            return false
        case .section(let title):
            let wanted = e.description.hasSuffix(":") ? String(e.description.dropLast()) : e.description
            return e.isGroupHeader && title == wanted.trimmingCharacters(in: .whitespaces)
        case .ingredient(let ingredient):
            guard !e.isGroupHeader, quantityMatches(ingredient.quantity, e) else { return false }
            let wantedUnit = e.unitID.map { customUnitIDs[$0] ?? Units.unit(named: $0)?.symbol ?? "?\($0)" }
            let description = [ingredient.name, ingredient.notes].compactMap { $0 }.joined(separator: ", ")
            return ingredient.unit == wantedUnit && description == e.description
        }
    }

    static func quantityMatches(_ quantity: Quantity?, _ e: Expected) -> Bool {
        func near(_ r: Rational, _ d: Double?) -> Bool { d.map { abs(r.doubleValue - $0) < 0.001 } ?? false }
        switch quantity {
        case nil: return e.quantity == nil && e.quantity2 == nil
        case .exact(let v)?: return near(v, e.quantity) && e.quantity2 == nil
        case .range(let lo, let hi)?: return near(lo, e.quantity) && near(hi, e.quantity2)
        }
    }
}
