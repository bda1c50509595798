/// A key the user pressed, as the app sees it, whatever terminal library decoded it.
///
/// Only what Sous reacts to is named; everything else (mouse reports, unknown escape
/// sequences) is dropped at the edge, so key maps never have to handle terminal noise.
public enum KeyEvent: Hashable, Sendable {
    /// A printable character, including space; never a control character.
    case character(Character)
    case enter
    case escape
    case tab
    /// Shift-Tab: moves focus backwards.
    case backTab
    case up, down, left, right
    case pageUp, pageDown
    case home, end
    case backspace
    case delete
    case insert
    /// F1 to F63, numbered as printed on the key.
    case function(Int)
    /// A control chord, by its lower-case letter: Ctrl-C is `.ctrl("c")`.
    case ctrl(Character)
    /// The terminal changed size; the surface's `size` already reports the new one.
    case resize
}
