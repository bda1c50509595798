import SousApp
import SousCore

/// The collections list over Home: each collection with how many recipes it holds.
enum CollectionsView {
    static func render(_ list: CollectionsState, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        guard area.height >= 3, area.width >= 10 else { return }
        let (headerRow, rest) = area.splitTop(1)
        let (countRow, body) = rest.splitTop(1)
        buffer.put(" Collections", at: Point(x: headerRow.x, y: headerRow.y), role: .title, clip: headerRow)
        guard list.isLoaded else { return }
        let count = list.collections.count
        let summary = "\(count) collection\(count == 1 ? "" : "s") \(glyphs.separator) Enter shows its recipes"
        buffer.putFitted(" " + summary, at: Point(x: countRow.x, y: countRow.y), role: .muted, clip: countRow, ellipsis: glyphs.ellipsis)
        guard !list.collections.isEmpty else {
            let text = "No collections yet. Press a to make one, then L on a recipe puts it in."
            for (i, line) in TextWrap.lines(text, width: body.width - 4, rows: body.height - 1, ellipsis: glyphs.ellipsis).enumerated() {
                buffer.put(line, at: Point(x: body.x + 2, y: body.y + 1 + i), role: .muted, clip: body)
            }
            return
        }
        let top = max(0, min(list.selection - body.height / 2, count - body.height))
        // Names in one column, descriptions lined up after them when the screen is wide enough.
        let nameColumn = min(list.collections.map { TextWidth.width(of: $0.name) }.max() ?? 0, max(8, body.width / 2 - 4))
        for row in 0..<min(body.height, count - top) {
            let index = top + row
            let collection = list.collections[index]
            let y = body.y + row
            let selected = index == list.selection
            let base: StyleRole = selected ? .listSelected : .listItem
            buffer.fill(Rect(x: body.x, y: y, width: body.width, height: 1), role: base)
            buffer.put(selected ? glyphs.cursor : " ", at: Point(x: body.x, y: y), role: selected ? .listCursor : base, clip: body)
            let recipes = collection.recipeIds.count
            let right = "\(recipes) recipe\(recipes == 1 ? "" : "s")"
            let rightWidth = TextWidth.width(of: right)
            let room = body.width - rightWidth - nameColumn - 8
            let described = !collection.description.isEmpty && room >= 12
            let nameWidth = described ? nameColumn : max(1, body.width - rightWidth - 5)
            buffer.put(TextWidth.truncated(collection.name, to: nameWidth), at: Point(x: body.x + 2, y: y), role: base, clip: body)
            if described {
                let text = TextWidth.truncated(collection.description, to: room)
                buffer.put(text, at: Point(x: body.x + 2 + nameColumn + 3, y: y), role: selected ? base : .muted, clip: body)
            }
            buffer.put(right, at: Point(x: body.maxX - rightWidth - 1, y: y), role: selected ? base : .muted, clip: body)
        }
    }
}

/// The `L` picker over a recipe: every collection with a tick where the recipe is in it.
enum CollectionPickerView {
    static func render(_ picker: CollectionPicker, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        let width = min(area.width - 2, 52)
        let rows = max(1, picker.collections.count)
        let height = min(area.height, rows + 5)
        guard width >= 24, height >= 6 else { return }
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        buffer.box(box, glyphs: glyphs.box, border: .dialogBorder, fill: .dialog)
        let clip = box.inset(by: 1)
        let title = TextWidth.truncated("Collections for \(picker.recipeTitle)", to: width - 6)
        buffer.put(" \(title) ", at: Point(x: box.x + 2, y: box.y), role: .dialogTitle, clip: box)
        let list = Rect(x: box.x + 2, y: box.y + 2, width: width - 4, height: height - 5)
        if picker.isLoaded, picker.collections.isEmpty {
            buffer.put(TextWidth.truncated("No collections yet: n makes one.", to: list.width), at: Point(x: list.x, y: list.y), role: .muted, clip: clip)
        }
        let top = max(0, min(picker.selection - list.height / 2, picker.collections.count - list.height))
        for row in 0..<max(0, min(list.height, picker.collections.count - top)) {
            let index = top + row
            let collection = picker.collections[index]
            let y = list.y + row
            let focused = index == picker.selection
            let mark = picker.contains(collection) ? glyphs.checkboxOn : glyphs.checkboxOff
            let name = TextWidth.truncated(collection.name, to: max(1, list.width - TextWidth.width(of: mark) - 1))
            let line = Rect(x: list.x, y: y, width: list.width, height: 1)
            if focused { buffer.fill(line, role: .fieldFocused) }
            buffer.put("\(mark) \(name)", at: Point(x: list.x, y: y), role: focused ? .fieldFocused : .dialog, clip: line)
        }
        let keys = width >= 44 ? "Space in / out  ↑↓ move  n new  Esc done" : "Space  n new  Esc"
        buffer.put(TextWidth.truncated(keys, to: width - 4), at: Point(x: box.x + 2, y: box.maxY - 2), role: .keyHintLabel, clip: clip)
    }
}
