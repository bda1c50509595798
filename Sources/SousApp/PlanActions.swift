import SousCore

/// The meal plan: the week view (`w` on Home) and adding a recipe to it (`p` on a recipe).
public enum PlanAction: Equatable, Sendable {
    /// `w` on Home: this week's plan.
    case weekRequested
    /// `[` / `]` (PgUp / PgDn): the week before (-1) or after (+1).
    case weekMoved(by: Int)
    /// `x` / Delete on an entry: off the plan (`z` puts it back).
    case removeRequested
    /// `z` in the week view: the entry taken off last goes back.
    case undoRequested
    /// `c` on an entry: cooked or not.
    case cookedToggled
    /// `<` / `>` a day earlier or later, `m` the next meal of the day.
    case entryMoved(days: Int, meals: Int)
    /// `C`: this week's entries onto the next week.
    case copyWeekRequested
    /// `X`: every entry of the week off, after asking.
    case clearWeekRequested
    case weekCopied(count: Int, to: PlanDay)
    /// `p` on a recipe: the day / meal / servings dialog.
    case pickerRequested
    /// ↑↓ (Tab) in the dialog: the next (+1) or previous (-1) field.
    case pickerFieldMoved(by: Int)
    /// ←→ (and + / -) in the dialog: the field's value moves on or back.
    case pickerValueChanged(by: Int)
    case pickerConfirmed
    case pickerCancelled
    case mealsLoaded([String])
    case weekLoaded(start: PlanDay, meals: [String], entries: [WeekEntry], nutrition: [DayNutrition] = [])
    case planned(title: String, day: PlanDay, meal: String)
}

/// The shopping list (`b` on Home).
public enum ShoppingAction: Equatable, Sendable {
    case requested
    /// Space: ticks or unticks the item under the cursor (stored at once).
    case tickToggled
    /// `a`: a line to buy, typed in a dialog.
    case addRequested
    /// `e`: the list as Markdown to a file.
    case exportRequested
    /// `C`: every tick goes, after asking.
    case clearRequested
    /// `o`: the original lines behind the selected item, shown or hidden.
    case linesToggled
    /// `p`: "I have it": into the pantry (asks what it has), or from the pantry back on the list.
    case pantryToggled
    /// `m`: the selected product goes in another aisle from now on.
    case aisleRequested
    /// `x`: a hand-added line goes.
    case removeRequested
    case loaded(list: ShoppingList, ticked: Set<String>, extras: [ShoppingExtra])
}

extension PlanAction {
    var isUserInput: Bool {
        switch self {
        case .weekRequested, .weekMoved, .removeRequested, .undoRequested, .cookedToggled, .pickerRequested,
             .pickerFieldMoved, .pickerValueChanged, .pickerConfirmed, .pickerCancelled, .entryMoved, .copyWeekRequested,
             .clearWeekRequested: true
        case .mealsLoaded, .weekLoaded, .planned, .weekCopied: false
        }
    }
}

extension ShoppingAction {
    var isUserInput: Bool {
        switch self {
        case .requested, .tickToggled, .addRequested, .exportRequested, .clearRequested, .linesToggled, .pantryToggled, .aisleRequested,
             .removeRequested: true
        case .loaded: false
        }
    }
}
