import Foundation
import SousCore
import SousStore

/// The list as plain text or Markdown, for printing and for the clipboard.
enum ShoppingText {
    static func render(_ list: ShoppingList, ticked: Set<String>, extras: [ShoppingExtra], heading: String, markdown: Bool) -> String {
        var out: [String] = [markdown ? "# " + heading : heading]
        let box = { (done: Bool) in markdown ? (done ? "- [x]" : "- [ ]") : (done ? "  [x]" : "  [ ]") }
        if list.items.isEmpty && extras.isEmpty {
            out.append("")
            out.append("Nothing to buy: plan some meals (`sous plan add`) or name recipes (`sous shop --recipe`).")
        }
        for group in list.toBuy {
            out.append("")
            out.append(markdown ? "## " + group.aisle.title : group.aisle.title)
            for item in group.items {
                out.append(box(ticked.contains(item.key)) + " " + line(item))
            }
        }
        if !extras.isEmpty {
            out.append("")
            out.append(markdown ? "## Added by hand" : "Added by hand")
            for extra in extras { out.append(box(extra.ticked) + " " + extra.text + " (#\(extra.id))") }
        }
        let pantry = list.fromPantry
        if !pantry.isEmpty {
            out.append("")
            let names = pantry.map { item -> String in
                if case .enough(let have) = item.pantry { return "\(item.name) (have \(have))" }
                return item.name
            }
            out.append((markdown ? "*From the pantry:* " : "From the pantry: ") + names.joined(separator: ", "))
        }
        return out.joined(separator: "\n")
    }

    /// "onions — 3 + 1/2 cup (diced; Soup, Stew)".
    static func line(_ item: ShoppingItem) -> String {
        var text = item.name
        let amount = item.amountText
        if !amount.isEmpty { text += " — " + amount }
        var notes: [String] = []
        if !item.hints.isEmpty { notes.append(item.hints.prefix(3).joined(separator: ", ")) }
        notes.append(item.recipes.joined(separator: ", "))
        if case .partly(let have) = item.pantry { notes.append("after the \(have) you have") }
        // Which lines were converted, and how, so a weighed-in cup can be checked.
        notes += item.converted
        text += " (" + notes.joined(separator: "; ") + ")"
        if let why = item.unreconciled { text += " — " + why }
        return text
    }
}

/// The list as `sous shop --json` prints it.
struct ShoppingOutput: Encodable {
    struct Item: Encodable {
        var name: String
        var key: String
        var quantity: Quantity?
        var unit: String?
        var amount: String
        var amounts: [Amount]
        var aisle: String
        var recipes: [String]
        var lines: [ShoppingLine]
        var converted: [String]
        var hints: [String]
        var unreconciled: String?
        var pantry: Bool
        var pantryHave: String?
        var ticked: Bool
    }
    struct Amount: Encodable {
        var quantity: Quantity
        var unit: String?
        var text: String
        /// The exact sum when `quantity` was rounded up to whole ones.
        var needed: Quantity?
    }
    struct Extra: Encodable {
        var id: Int64
        var text: String
        var ticked: Bool
    }
    var items: [Item]
    var extras: [Extra]

    /// As `sous shop --json` prints it, ending in a newline.
    static func encoded(_ output: ShoppingOutput) throws -> Data {
        var data = try Output.encoder.encode(output)
        data.append(0x0A)
        return data
    }

    init(list: ShoppingList, ticked: Set<String>, extras: [ShoppingExtra]) {
        items = list.items.map { item in
            var have: String?
            switch item.pantry {
            case .enough(let h), .partly(let h): have = h
            default: have = nil
            }
            return Item(name: item.name, key: item.key, quantity: item.amounts.first?.quantity, unit: item.amounts.first?.unit,
                        amount: item.amountText, amounts: item.amounts.map { Amount(quantity: $0.quantity, unit: $0.unit, text: $0.text, needed: $0.needed) },
                        aisle: item.aisle.rawValue, recipes: item.recipes, lines: item.lines, converted: item.converted,
                        hints: item.hints, unreconciled: item.unreconciled, pantry: item.isCovered, pantryHave: have,
                        ticked: ticked.contains(item.key))
        }
        self.extras = extras.map { Extra(id: $0.id, text: $0.text, ticked: $0.ticked) }
    }
}
