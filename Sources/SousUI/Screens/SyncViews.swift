import Foundation
import SousApp
import SousCore

/// Sync on screen: the tab bar's status, the recipe's conflicts line and the list of them.
enum SyncViews {
    /// The tab bar's word: nil when this kitchen is in no family.
    static func status(_ sync: SyncState, now: Date) -> (text: String, role: StyleRole)? {
        guard sync.isSetUp else { return nil }
        switch sync.phase {
        case .syncing: return ("syncing…", .tab)
        case .offline: return ("offline", .timerWarning)
        case .failed: return ("sync failed", .fieldError)
        case .idle: break
        }
        if sync.openConflicts > 0 { return ("conflicts \(sync.openConflicts)", .timerWarning) }
        guard let last = sync.last else { return ("not synced yet", .tab) }
        return ("synced \(age(from: last.at, to: now))", .tab)
    }

    /// "just now", "4 min ago", "2 h ago", "3 days ago".
    static func age(from then: Date, to now: Date) -> String {
        let seconds = Int(now.timeIntervalSince(then))
        if seconds < 60 { return "just now" }
        if seconds < 3600 { return "\(seconds / 60) min ago" }
        if seconds < 86_400 { return "\(seconds / 3600) h ago" }
        let days = seconds / 86_400
        return "\(days) day\(days == 1 ? "" : "s") ago"
    }

    /// "2 conflicts (1 to review) · C shows them".
    static func recipeLine(_ conflicts: RecipeConflicts) -> String {
        let count = conflicts.items.count
        return "\(count) sync conflict\(count == 1 ? "" : "s") (\(conflicts.toReview) to review) · C shows them"
    }

    static func when(_ date: Date) -> String {
        date.formatted(.dateTime.day().month(.abbreviated).hour().minute())
    }

    /// The list over the recipe: each conflict's field, both kitchens' values and when.
    static func renderList(_ conflicts: RecipeConflicts, title: String, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        let width = min(area.width - 2, 76)
        let height = min(area.height, conflicts.items.count * 3 + 5)
        guard width >= 30, height >= 8 else { return }
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        buffer.box(box, glyphs: glyphs.box, border: .dialogBorder, fill: .dialog)
        let clip = box.inset(by: 1)
        let heading = TextWidth.truncated("Sync conflicts in \(title)", to: width - 6)
        buffer.put(" \(heading) ", at: Point(x: box.x + 2, y: box.y), role: .dialogTitle, clip: box)
        let list = Rect(x: box.x + 2, y: box.y + 2, width: width - 4, height: height - 5)
        let perItem = 3
        let visible = max(1, list.height / perItem)
        let top = max(0, min(conflicts.selection - visible / 2, conflicts.items.count - visible))
        for (row, index) in (top..<min(conflicts.items.count, top + visible)).enumerated() {
            let item = conflicts.items[index]
            let y = list.y + row * perItem
            let focused = index == conflicts.selection
            let line = Rect(x: list.x, y: y, width: list.width, height: 1)
            if focused { buffer.fill(line, role: .fieldFocused) }
            let field = item.field == "_deleted" ? "deleted in one kitchen, edited in the other" : item.field
            let state = item.restoredAt == nil ? (item.lostFromHere ? "this kitchen's value lost" : "the other kitchen's value lost") : "restored"
            buffer.putFitted("\(field) \(glyphs.separator) \(when(item.at)) \(glyphs.separator) \(state)", at: Point(x: list.x, y: y),
                             role: focused ? .fieldFocused : .dialogTitle, clip: line, ellipsis: glyphs.ellipsis)
            buffer.putFitted("  this kitchen:  \(oneLine(item.here))", at: Point(x: list.x, y: y + 1), role: .dialog,
                             clip: Rect(x: list.x, y: y + 1, width: list.width, height: 1), ellipsis: glyphs.ellipsis)
            buffer.putFitted("  other kitchen: \(oneLine(item.other))", at: Point(x: list.x, y: y + 2), role: .dialog,
                             clip: Rect(x: list.x, y: y + 2, width: list.width, height: 1), ellipsis: glyphs.ellipsis)
        }
        let keys = "r restore the lost value  ↑↓ move  Esc back"
        buffer.put(TextWidth.truncated(keys, to: width - 4), at: Point(x: box.x + 2, y: box.maxY - 2), role: .keyHintLabel, clip: clip)
    }

    /// A stored value on one line: lists (JSON arrays of lines) joined with " / ".
    static func oneLine(_ value: String) -> String {
        if value.hasPrefix("["), let data = value.data(using: .utf8),
           let lines = try? JSONSerialization.jsonObject(with: data) as? [Any] {
            return lines.map { "\($0)" }.joined(separator: " / ")
        }
        if value.hasPrefix("\""), let data = value.data(using: .utf8),
           let text = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? String {
            return text
        }
        return value.replacingOccurrences(of: "\n", with: " ")
    }
}
