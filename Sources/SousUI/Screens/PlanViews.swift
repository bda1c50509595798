import Foundation
import SousApp
import SousCore

/// The week of the meal plan: each day, then its entries by meal, with servings and cooked marks.
/// Wide screens (a column per meal fits) get a grid of days × meals; narrow ones a list by day.
enum WeekView {
    /// A drawn row of the list layout: pieces of text and the entry it shows (nil: a heading).
    struct Line {
        var pieces: [(String, StyleRole)]
        var entry: Int?
    }

    static func render(_ week: WeekState, today: PlanDay, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        guard area.height >= 3, area.width >= 10 else { return }
        let (headerRow, rest) = area.splitTop(1)
        let last = week.start.adding(days: 6)
        let planned = week.entries.count, cooked = week.entries.filter { $0.entry.cookedAt != nil }.count
        var header = "Week of \(short(week.start)) – \(short(last))"
        if week.start == today.weekStart { header += " (this week)" }
        buffer.put(" " + TextWidth.truncated(header, to: headerRow.width - 2), at: Point(x: headerRow.x, y: headerRow.y), role: .title, clip: headerRow)
        let (countRow, body) = rest.splitTop(1)
        var count = planned == 0 ? "nothing planned" : "\(planned) planned \(glyphs.separator) \(cooked) cooked"
        // The selected day's estimate, with what it rests on (never shown as exact).
        if let day = week.selected?.entry.day, let estimate = week.nutrition(on: day) {
            count += " \(glyphs.separator) \(day.weekdayShort) about \(kcal(estimate.perPerson)) a person, from \(estimate.matched) of \(estimate.measured) ingredients"
        }
        buffer.put(" " + TextWidth.truncated(count, to: countRow.width - 2), at: Point(x: countRow.x, y: countRow.y), role: .muted, clip: countRow)
        guard week.isLoaded else { return }
        if planned == 0 {
            let text = "Nothing planned this week. Open a recipe and press p to plan it; [ and ] move between weeks."
            for (i, line) in TextWrap.lines(text, width: body.width - 4).enumerated() {
                buffer.put(line, at: Point(x: body.x + 2, y: body.y + 1 + i), role: .muted, clip: body)
            }
            return
        }
        let columns = gridColumns(week, width: body.width)
        if columns > 0, body.height >= 1 + 7 * 2 {
            renderGrid(week, today: today, columnWidth: columns, glyphs: glyphs, into: &buffer, area: body)
        } else {
            renderList(week, today: today, glyphs: glyphs, into: &buffer, area: body)
        }
    }

    /// "1,850 kcal", rounded to tens: an estimate reads as one.
    static func kcal(_ facts: NutritionFacts) -> String {
        let tens = Int((facts.kcal / 10).rounded()) * 10
        let text = tens >= 1000 ? "\(tens / 1000),\(String(format: "%03d", tens % 1000))" : "\(tens)"
        return text + " kcal"
    }

    /// "Mon 23 Nov".
    static func short(_ day: PlanDay) -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(day.weekdayShort) \(day.day) \(months[day.month - 1])"
    }

    /// "Lemon Tart ×4 ✓": the entry's label, its servings when set, and the cooked mark.
    static func label(_ entry: WeekEntry, glyphs: Glyphs, width: Int) -> String {
        var tail = ""
        if let servings = entry.entry.servings { tail += " ×\(servings)" }
        if entry.entry.cookedAt != nil { tail += " " + glyphs.checkboxOn }
        if entry.entry.recipeUID != nil, entry.recipeId == nil { tail += " (deleted)" }
        let room = max(1, width - TextWidth.width(of: tail))
        return TextWidth.truncated(entry.entry.label, to: room) + tail
    }

    /// The list layout: a heading per day, then a row per entry ("dinner  Lemon Tart ×4").
    static func layout(_ week: WeekState, today: PlanDay, glyphs: Glyphs, width: Int) -> [Line] {
        var lines: [Line] = []
        let mealWidth = min(10, (week.meals.map { TextWidth.width(of: $0) }.max() ?? 6) + 1)
        for day in week.days {
            let heading = day == today ? "\(day.longName) (today)" : day.longName
            var pieces: [(String, StyleRole)] = [(TextWidth.truncated(heading, to: width), day == today ? .title : .heading)]
            if let estimate = week.nutrition(on: day) {
                let text = "  ~" + kcal(estimate.perPerson)
                if TextWidth.width(of: heading) + TextWidth.width(of: text) <= width { pieces.append((text, .muted)) }
            }
            lines.append(Line(pieces: pieces, entry: nil))
            let here = week.entries.indices.filter { week.entries[$0].entry.day == day }
            if here.isEmpty { lines.append(Line(pieces: [("   —", .muted)], entry: nil)) }
            for index in here {
                let entry = week.entries[index]
                let meal = RecipeListView.pad(entry.entry.meal, mealWidth)
                let room = width - 3 - mealWidth
                let role: StyleRole = entry.entry.cookedAt != nil ? .ingredientChecked : .listItem
                lines.append(Line(pieces: [("   ", .listItem), (meal, .recipeMeta), (label(entry, glyphs: glyphs, width: room), role)], entry: index))
            }
        }
        return lines
    }

    static func renderList(_ week: WeekState, today: PlanDay, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        let lines = layout(week, today: today, glyphs: glyphs, width: area.width - 1)
        let cursor = lines.firstIndex { $0.entry == week.selection } ?? 0
        // The cursor's day heading stays in sight when it fits.
        var top = max(0, min(cursor - area.height / 2, lines.count - area.height))
        if let heading = lines[..<cursor].lastIndex(where: { $0.entry == nil && $0.pieces.first?.1 != .muted }),
           cursor - heading < area.height, heading < top { top = heading }
        for row in 0..<max(0, min(area.height, lines.count - top)) {
            let line = lines[top + row]
            let y = area.y + row
            let selected = line.entry == week.selection
            if selected { buffer.fill(Rect(x: area.x, y: y, width: area.width, height: 1), role: .listSelected) }
            buffer.put(selected ? glyphs.cursor : " ", at: Point(x: area.x, y: y), role: selected ? .listCursor : .listItem, clip: area)
            var x = area.x + 1
            for (text, role) in line.pieces {
                x += buffer.put(text, at: Point(x: x, y: y), role: selected ? .listSelected : role, clip: area)
            }
        }
    }

    /// The width of a meal column in the grid, or 0 when the grid does not fit (under 20 a column
    /// most titles are cut to a word or two, and the list by day reads better).
    static func gridColumns(_ week: WeekState, width: Int) -> Int {
        let meals = max(week.meals.count, 1)
        let column = (width - dayColumn - 1) / meals
        return column >= 20 ? min(column, 40) : 0
    }

    static let dayColumn = 12

    /// Days down, meals across; each cell lists its entries (as many as its rows hold, then "+N").
    static func renderGrid(_ week: WeekState, today: PlanDay, columnWidth: Int, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        let (mealRow, grid) = area.splitTop(1)
        for (i, meal) in week.meals.enumerated() {
            buffer.put(TextWidth.truncated(meal.capitalized, to: columnWidth - 2), at: Point(x: area.x + dayColumn + 1 + i * columnWidth, y: mealRow.y),
                       role: .heading, clip: mealRow)
        }
        let rowsPerDay = max(2, min(6, grid.height / 7))
        for (d, day) in week.days.enumerated() {
            let y = grid.y + d * rowsPerDay
            guard y < grid.maxY else { break }
            let dayRole: StyleRole = day == today ? .title : .heading
            buffer.put(short(day), at: Point(x: area.x + 1, y: y), role: dayRole, clip: grid)
            if day == today { buffer.put("today", at: Point(x: area.x + 1, y: y + 1), role: .muted, clip: grid) }
            for (m, meal) in week.meals.enumerated() {
                let here = week.entries.indices.filter { week.entries[$0].entry.day == day && week.entries[$0].entry.meal == meal }
                let x = area.x + dayColumn + 1 + m * columnWidth
                for (k, index) in here.enumerated() {
                    let cellY = y + k
                    guard cellY < min(grid.maxY, y + rowsPerDay) else { break }
                    if k == rowsPerDay - 1, here.count > rowsPerDay {
                        buffer.put("+\(here.count - k) more", at: Point(x: x + 2, y: cellY), role: .muted, clip: grid)
                        break
                    }
                    let entry = week.entries[index]
                    let selected = index == week.selection
                    let cell = Rect(x: x, y: cellY, width: columnWidth - 1, height: 1)
                    if selected { buffer.fill(cell, role: .listSelected) }
                    buffer.put(selected ? glyphs.cursor : " ", at: Point(x: x, y: cellY), role: selected ? .listCursor : .listItem, clip: cell)
                    let role: StyleRole = selected ? .listSelected : (entry.entry.cookedAt != nil ? .ingredientChecked : .listItem)
                    buffer.put(label(entry, glyphs: glyphs, width: columnWidth - 3), at: Point(x: x + 2, y: cellY), role: role, clip: cell)
                }
            }
        }
        // Entries of a meal the household no longer has still show, under the list below the grid.
        let others = week.entries.filter { entry in !week.meals.contains(entry.entry.meal) }
        if !others.isEmpty, grid.y + 7 * rowsPerDay < grid.maxY {
            buffer.put("Also: " + others.map { "\($0.entry.label) (\($0.entry.meal), \(short($0.entry.day)))" }.joined(separator: ", "),
                       at: Point(x: area.x + 1, y: grid.y + 7 * rowsPerDay), role: .muted, clip: grid)
        }
    }
}

/// The shopping list: items by aisle with their amounts and hints, tick boxes, hand-added lines,
/// and what the pantry covers shown apart at the end.
enum ShoppingView {
    struct Line {
        var pieces: [(String, StyleRole)]
        /// Right-aligned amount.
        var amount: String?
        var row: Int?
    }

    static func render(_ shopping: ShoppingState, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        guard area.height >= 3, area.width >= 10 else { return }
        let (headerRow, rest) = area.splitTop(1)
        var (countRow, body) = rest.splitTop(1)
        let span = "\(WeekView.short(shopping.span.from)) – \(WeekView.short(shopping.span.to))"
        buffer.put(" " + TextWidth.truncated("Shopping list \(glyphs.separator) \(span)", to: headerRow.width - 2),
                   at: Point(x: headerRow.x, y: headerRow.y), role: .title, clip: headerRow)
        guard shopping.isLoaded else { return }
        let rows = shopping.rows
        let ticked = rows.filter(shopping.isTicked).count
        let count = "\(shopping.toBuyCount) to buy \(glyphs.separator) \(ticked) ticked"
        buffer.put(" " + TextWidth.truncated(count, to: countRow.width - 2), at: Point(x: countRow.x, y: countRow.y), role: .muted, clip: countRow)
        if rows.isEmpty {
            let text = "Nothing to buy for the coming week. Plan meals with p on a recipe, or press a to add a line."
            for (i, line) in TextWrap.lines(text, width: body.width - 4).enumerated() {
                buffer.put(line, at: Point(x: body.x + 2, y: body.y + 1 + i), role: .muted, clip: body)
            }
            return
        }
        if shopping.showsLines, let row = shopping.selectedRow {
            // The list keeps at least three rows; the lines take the rest, up to half the screen.
            let text = origin(of: row, width: body.width - 4)
            let height = min(text.count + 2, max(3, body.height / 2), body.height - 3)
            if height >= 3 {
                let split = body.splitTop(body.height - height)
                body = split.0
                renderOrigin(text, glyphs: glyphs, into: &buffer, area: split.1)
            }
        }
        let lines = layout(shopping, glyphs: glyphs, width: body.width - 1)
        let cursor = lines.firstIndex { $0.row == shopping.selection } ?? 0
        var top = max(0, min(cursor - body.height / 2, lines.count - body.height))
        // At the start, the first aisle's heading shows.
        if cursor < body.height { top = 0 }
        for r in 0..<max(0, min(body.height, lines.count - top)) {
            let line = lines[top + r]
            let y = body.y + r
            let selected = line.row != nil && line.row == shopping.selection
            if selected { buffer.fill(Rect(x: body.x, y: y, width: body.width, height: 1), role: .listSelected) }
            buffer.put(selected ? glyphs.cursor : " ", at: Point(x: body.x, y: y), role: selected ? .listCursor : .listItem, clip: body)
            var x = body.x + 1
            for (text, role) in line.pieces {
                x += buffer.put(text, at: Point(x: x, y: y), role: selected ? .listSelected : role, clip: body)
            }
            if let amount = line.amount {
                let w = TextWidth.width(of: amount)
                buffer.put(amount, at: Point(x: body.maxX - w - 1, y: y), role: selected ? .listSelected : .recipeMeta, clip: body)
            }
        }
    }

    /// What `o` shows for an item: each recipe line at the planned servings (and as written when
    /// that differs), how units were converted, why amounts stay apart, and the exact need.
    static func origin(of row: ShoppingState.Row, width: Int) -> [(String, StyleRole)] {
        let item: ShoppingItem
        switch row {
        case .item(let it), .covered(let it): item = it
        case .extra: return [("Added by hand; no recipe line behind it.", .muted)]
        }
        var out: [(String, StyleRole)] = [(item.name + (item.amountText.isEmpty ? "" : " — " + item.amountText), .heading)]
        for line in item.lines {
            var text = "\(line.recipe): \(line.scaled)"
            if line.scaled != line.text { text += " (written “\(line.text)”)" }
            out += TextWrap.lines(text, width: max(1, width)).map { ($0, .listItem) }
        }
        for note in item.converted { out += TextWrap.lines("Converted: " + note, width: max(1, width)).map { ($0, .muted) } }
        for amount in item.amounts where amount.needed != nil {
            let needed = QuantityFormatter.string(amount.needed!, style: .kitchenFraction)
            out += TextWrap.lines("Bought whole: \(needed) needed, \(amount.text) to buy.", width: max(1, width)).map { ($0, .muted) }
        }
        if let why = item.unreconciled { out += TextWrap.lines(why, width: max(1, width)).map { ($0, .muted) } }
        return out
    }

    static func renderOrigin(_ text: [(String, StyleRole)], glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        buffer.box(area, glyphs: glyphs.box, border: .dialogBorder, fill: .dialog)
        buffer.put(" lines \(glyphs.separator) o closes ", at: Point(x: area.x + 2, y: area.y), role: .dialogTitle, clip: area)
        let inside = area.inset(by: 1)
        for (i, (line, role)) in text.prefix(inside.height).enumerated() {
            buffer.put(" " + line, at: Point(x: inside.x, y: inside.y + i), role: role, clip: inside)
        }
    }

    static func layout(_ shopping: ShoppingState, glyphs: Glyphs, width: Int) -> [Line] {
        var lines: [Line] = []
        var row = 0
        let amountWidth = width >= 60 ? 18 : (width >= 36 ? 11 : 0)
        func item(_ name: String, hints: String, amount: String?, ticked: Bool) {
            let box = (ticked ? glyphs.checkboxOn : glyphs.checkboxOff) + " "
            let room = width - TextWidth.width(of: box) - (amountWidth > 0 ? amountWidth + 1 : 0) - 1
            let nameText = TextWidth.truncated(name, to: room)
            var pieces: [(String, StyleRole)] = [(box, ticked ? .ingredientChecked : .ingredientUnchecked),
                                                 (nameText, ticked ? .ingredientChecked : .listItem)]
            let left = room - TextWidth.width(of: nameText) - 3
            if !hints.isEmpty, left >= 6 { pieces.append((" \(glyphs.separator) " + TextWidth.truncated(hints, to: left), .muted)) }
            let shown = amount.flatMap { amountWidth > 0 && !$0.isEmpty ? TextWidth.truncated($0, to: amountWidth) : nil }
            lines.append(Line(pieces: pieces, amount: shown, row: row))
            row += 1
        }
        for group in shopping.list.toBuy {
            lines.append(Line(pieces: [(TextWidth.truncated(group.aisle.title, to: width), .heading)], row: nil))
            for entry in group.items {
                var hints = entry.hints.prefix(3).joined(separator: ", ")
                if case .partly(let have) = entry.pantry { hints = [hints, "after the \(have) you have"].filter { !$0.isEmpty }.joined(separator: "; ") }
                if let why = entry.unreconciled { hints = [hints, why].filter { !$0.isEmpty }.joined(separator: "; ") }
                // Narrow screens have no amount column: the amount goes in front of the hints.
                let amount = entry.amountText
                if amountWidth == 0, !amount.isEmpty { hints = [amount, hints].filter { !$0.isEmpty }.joined(separator: ", ") }
                item(entry.name, hints: hints, amount: amount, ticked: shopping.ticked.contains(entry.key))
            }
        }
        if !shopping.extras.isEmpty {
            lines.append(Line(pieces: [("Added by hand", .heading)], row: nil))
            for extra in shopping.extras { item(extra.text, hints: "", amount: nil, ticked: extra.ticked) }
        }
        let pantry = shopping.list.fromPantry
        if !pantry.isEmpty {
            lines.append(Line(pieces: [(TextWidth.truncated("From the pantry (not bought; p puts one back)", to: width), .heading)], row: nil))
            for entry in pantry {
                let have: String = if case .enough(let have) = entry.pantry { "have \(have)" } else { "always in the house" }
                let name = TextWidth.truncated(entry.name, to: max(1, width - 4))
                var pieces: [(String, StyleRole)] = [("  " + name, .muted)]
                let left = width - 2 - TextWidth.width(of: name) - 4
                if left >= 6 { pieces.append((" \(glyphs.separator) " + TextWidth.truncated(have, to: left), .muted)) }
                lines.append(Line(pieces: pieces, amount: nil, row: row))
                row += 1
            }
        }
        return lines
    }
}

/// The `p` dialog: day, meal and servings, each changed with ←→.
enum PlanPickerView {
    static func render(_ picker: PlanPicker, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        let width = min(area.width - 2, 52)
        let height = 8
        guard width >= 30, area.height >= height else { return }
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        buffer.box(box, glyphs: glyphs.box, border: .dialogBorder, fill: .dialog)
        let clip = box.inset(by: 1)
        let title = TextWidth.truncated("Plan \(picker.title)", to: width - 6)
        buffer.put(" \(title) ", at: Point(x: box.x + 2, y: box.y), role: .dialogTitle, clip: box)
        let day = picker.day.longName
        let values: [(PlanPicker.Field, String, String)] = [
            (.day, "Day", picker.dayIndex < 7 ? day : day + " (next week)"),
            (.meal, "Meal", picker.meal),
            (.servings, "Servings", "\(picker.servings)"),
        ]
        for (i, (field, label, value)) in values.enumerated() {
            let y = box.y + 2 + i
            let focused = picker.field == field
            buffer.put(RecipeListView.pad(label, 10), at: Point(x: box.x + 2, y: y), role: .formLabel, clip: clip)
            let text = "‹ " + TextWidth.truncated(value, to: width - 18) + " ›"
            buffer.put(text, at: Point(x: box.x + 12, y: y), role: focused ? .fieldFocused : .field, clip: clip)
        }
        let keys = width >= 46 ? "←→ change  ↑↓ field  Enter plan  Esc cancel" : "←→ ↑↓  Enter plan  Esc"
        buffer.put(TextWidth.truncated(keys, to: width - 4), at: Point(x: box.x + 2, y: box.y + 6), role: .keyHintLabel, clip: clip)
    }
}

extension WeekView {
    /// Today in the cook's time zone, by the app's clock.
    static func today(_ state: AppState) -> PlanDay { PlanDay(state.now) }
}
