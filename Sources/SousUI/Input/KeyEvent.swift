/// A key press, decoded from the terminal, independent of ncurses.
public enum KeyEvent: Hashable, Sendable {
    case character(Character)
    case enter, escape, tab, backTab
    case up, down, left, right
    case pageUp, pageDown, home, end
    case backspace, delete, insert
    case function(Int)
    case ctrl(Character)
    case resize
}
