import SousApp
import SousCore

/// A key, or a family of keys, that a binding answers to.
public enum KeyPattern: Hashable, Sendable {
    case key(KeyEvent)
    /// Any digit (tabs, steps); the binding's action reads which one.
    case digit
    /// Any printable character, digits included (typing into a box or a form).
    case printable

    public func matches(_ event: KeyEvent) -> Bool {
        switch (self, event) {
        case (.key(let key), _): key == event
        case (.digit, .character(let c)): c.isNumber
        case (.printable, .character): true
        default: false
        }
    }
}

/// How much a footer hint matters: a narrow footer keeps the most important ones.
public enum Importance: Int, Comparable, Sendable {
    case low, normal, high
    /// The screen's main action: kept at every width.
    case main
    /// Something that needs the cook now (an alarm ringing): before everything else.
    case urgent

    public static func < (a: Importance, b: Importance) -> Bool { a.rawValue < b.rawValue }
}

/// One hint in the footer: the key as written there and what it does.
public struct KeyHint: Equatable, Sendable {
    public var key: String
    public var text: String
    public var importance: Importance
}

/// A key pressed with what the binding may need to decide: the state and the screen's size.
public struct KeyPress: Sendable {
    public let key: KeyEvent
    public let state: AppState
    public let screen: Size?
}

/// One line of the key table: the keys, what help says, the footer's hint, and the action.
///
/// The key map, the help overlay and the footer all read these (`KeyBindings`), so a key shown is
/// a key that works. One binding is one line of help; keys that do one thing in two directions
/// (`+` / `-`) share a binding whose action reads the key.
public struct KeyBinding: Sendable {
    public let keys: [KeyPattern]
    /// The keys as help writes them ("↑↓ j k, PgUp PgDn").
    public let label: String
    /// What help says they do.
    public let help: String
    let perform: @Sendable (KeyPress) -> AppAction?
    /// The footer's hint in a state, nil when it is not shown there (or not now).
    let footer: @Sendable (AppState) -> KeyHint?
    /// Common to many screens (moving, tabs, help): help lists it under the current screen only.
    public private(set) var isShared = false

    init(_ keys: [KeyPattern], _ label: String, _ help: String,
         perform: @escaping @Sendable (KeyPress) -> AppAction?, footer: @escaping @Sendable (AppState) -> KeyHint? = { _ in nil }) {
        self.keys = keys
        self.label = label
        self.help = help
        self.perform = perform
        self.footer = footer
    }

    /// A binding to one action whatever the key.
    static func bind(_ keys: [KeyEvent], _ label: String, _ help: String, _ action: AppAction) -> KeyBinding {
        KeyBinding(keys.map(KeyPattern.key), label, help, perform: { _ in action })
    }

    /// A binding whose action depends on the key or the state.
    static func bind(_ keys: [KeyEvent], _ label: String, _ help: String, _ perform: @escaping @Sendable (KeyPress) -> AppAction?) -> KeyBinding {
        KeyBinding(keys.map(KeyPattern.key), label, help, perform: perform)
    }

    static func bind(patterns: [KeyPattern], _ label: String, _ help: String, _ perform: @escaping @Sendable (KeyPress) -> AppAction?) -> KeyBinding {
        KeyBinding(patterns, label, help, perform: perform)
    }

    /// The same binding with a footer hint; `key` defaults to the help's label, and `when` says
    /// in which states it is shown (always, by default).
    func hint(_ text: String, _ importance: Importance = .normal, key: String? = nil,
              when shown: @escaping @Sendable (AppState) -> Bool = { _ in true }) -> KeyBinding {
        let made = KeyHint(key: key ?? label, text: text, importance: importance)
        return hint { shown($0) ? made : nil }
    }

    /// The same binding with a hint that reads the state (a dialog's own words).
    func hint(_ make: @escaping @Sendable (AppState) -> KeyHint?) -> KeyBinding {
        var binding = KeyBinding(keys, label, help, perform: perform, footer: make)
        binding.isShared = isShared
        return binding
    }

    /// The same binding, marked as one many screens share.
    func shared() -> KeyBinding {
        var binding = self
        binding.isShared = true
        return binding
    }

    public func matches(_ key: KeyEvent) -> Bool {
        keys.contains { $0.matches(key) }
    }

    /// The action for a key this binding matches, in a state; nil when it does nothing there.
    public func action(for key: KeyEvent, in state: AppState, screen: Size? = nil) -> AppAction? {
        perform(KeyPress(key: key, state: state, screen: screen))
    }

    public func hint(in state: AppState) -> KeyHint? {
        footer(state)
    }
}
