import SousCore

/// The shopping list's pantry and aisle keys: what the cook has at home, where a product is
/// found, and hand-added lines taken off. The list itself is read again after each change.
enum ShoppingReducer {
    static func reduce(_ shopping: ShoppingState?, _ action: ShoppingAction) -> Reduction {
        guard let shopping, let row = shopping.selectedRow else { return [.terminal(.ringBell)] }
        let span = shopping.span
        switch action {
        case .pantryToggled:
            switch row {
            case .item(let item):
                let example = item.amountText.isEmpty ? "500 g \(item.name)" : "\(item.amountText) \(item.name)"
                return Reduction(ask: Dialog(.addToPantry, title: "Have it at home",
                                             message: "What the pantry has: the name alone means always in the house; an amount covers that much (“\(example)”).",
                                             input: item.name, yes: "keep in the pantry"))
            case .covered(let item):
                return Reduction([.store(.removeFromPantry(name: item.name, span))],
                                 banner: Banner(.success, "\(capitalized(item.name)) is back on the list, out of the pantry."))
            case .extra:
                return Reduction(banner: Banner(.info, "A line added by hand is not a product Sous knows: x takes it off the list."))
            }
        case .aisleRequested:
            guard let name = product(of: row) else {
                return Reduction(banner: Banner(.info, "A line added by hand stays under “Added by hand”."))
            }
            let current: Aisle? = if case .item(let item) = row { item.aisle } else if case .covered(let item) = row { item.aisle } else { nil }
            let choices = Aisle.allCases.enumerated().map { Dialog.Choice(Character(String($0.offset + 1)), $0.element.title) }
            let listed = choices.map { "\($0.key) \($0.does)" }.joined(separator: " · ")
            return Reduction(ask: Dialog(.chooseAisle(name: name), title: "Where is \(name)?",
                                         message: "Now in \(current?.title ?? "its aisle"). \(listed)",
                                         yes: "Sous's own aisle", no: "keep", choices: choices))
        case .removeRequested:
            guard case .extra(let extra) = row else {
                return Reduction(banner: Banner(.info, "Only lines added by hand are taken off; p if you have it at home."))
            }
            return Reduction([.store(.removeShoppingExtra(id: extra.id, span))], banner: Banner(.success, "Took “\(extra.text)” off the list."))
        default:
            return .none
        }
    }

    /// The aisle a digit chooses in the `m` dialog (1 is the first in walking order).
    static func aisle(forKey key: Character) -> Aisle? {
        guard let digit = key.wholeNumberValue, (1...Aisle.allCases.count).contains(digit) else { return nil }
        return Aisle.allCases[digit - 1]
    }

    /// The product a row is about (a hand-added line is not one).
    static func product(of row: ShoppingState.Row) -> String? {
        switch row {
        case .item(let item), .covered(let item): item.name
        case .extra: nil
        }
    }

    static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
