extension KeyEvent: CustomStringConvertible {
    /// The key as a person would write it in a hint or a bug report ("Down", "Ctrl-C", "F5").
    public var description: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let c): return String(c)
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .pageUp: return "PageUp"
        case .pageDown: return "PageDown"
        case .home: return "Home"
        case .end: return "End"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .insert: return "Insert"
        case .function(let n): return "F\(n)"
        case .ctrl(let c): return "Ctrl-\(c.uppercased())"
        case .resize: return "Resize"
        }
    }
}
