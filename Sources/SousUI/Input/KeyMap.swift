import Foundation
import SousApp

/// Turns key presses into actions, given what is on screen, by looking them up in `KeyBindings`.
public enum KeyMap {
    /// `screen` is the terminal's size, so scrolling the help stops where its last line shows.
    public static func action(for key: KeyEvent, in state: AppState, screen: Size? = nil) -> AppAction? {
        binding(for: key, in: state)?.action(for: key, in: state, screen: screen)
    }

    /// The binding a key reaches in a state: the global keys, an alarm's, then the context's.
    public static func binding(for key: KeyEvent, in state: AppState) -> KeyBinding? {
        KeyBindings.active(in: state).first { $0.matches(key) }
    }
}
