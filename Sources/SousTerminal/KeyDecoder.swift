import SousUI

/// What `wget_wch` handed back: a character code, or a `KEY_*` function-key code.
public enum RawKey: Hashable, Sendable {
    case character(UInt32)
    case functionKey(Int32)
}

/// Turns ncurses key codes into `KeyEvent`s: a pure table, testable without a terminal.
///
/// Control characters arrive as characters in raw mode (Ctrl-C is 3), so they are decoded here,
/// not left to signals. Codes Sous does not use (mouse, keypad corners, C1 controls) decode to nil.
public enum KeyDecoder {
    /// ncurses' values for the keys Sous names (stable since SVr4; curses.h gives them in octal).
    enum Code {
        static let down: Int32 = 0o402, up: Int32 = 0o403, left: Int32 = 0o404, right: Int32 = 0o405
        static let home: Int32 = 0o406, backspace: Int32 = 0o407, f0: Int32 = 0o410
        static let delete: Int32 = 0o512, insert: Int32 = 0o513
        static let pageDown: Int32 = 0o522, pageUp: Int32 = 0o523, enter: Int32 = 0o527
        static let backTab: Int32 = 0o541, end: Int32 = 0o550, resize: Int32 = 0o632
    }

    public static func decode(_ key: RawKey) -> KeyEvent? {
        switch key {
        case .character(let code): return decodeCharacter(code)
        case .functionKey(let code): return decodeFunctionKey(code)
        }
    }

    static func decodeCharacter(_ code: UInt32) -> KeyEvent? {
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 0: return .ctrl(" ")
        case 1...26: return .ctrl(Character(Unicode.Scalar(UInt8(0x60 + code))))
        case 28: return .ctrl("\\")
        case 29: return .ctrl("]")
        case 30: return .ctrl("^")
        case 31: return .ctrl("_")
        case 0x80..<0xA0: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }

    static func decodeFunctionKey(_ code: Int32) -> KeyEvent? {
        switch code {
        case Code.up: return .up
        case Code.down: return .down
        case Code.left: return .left
        case Code.right: return .right
        case Code.home: return .home
        case Code.end: return .end
        case Code.pageUp: return .pageUp
        case Code.pageDown: return .pageDown
        case Code.backspace: return .backspace
        case Code.delete: return .delete
        case Code.insert: return .insert
        case Code.enter: return .enter
        case Code.backTab: return .backTab
        case Code.resize: return .resize
        case (Code.f0 + 1)...(Code.f0 + 63): return .function(Int(code - Code.f0))
        default: return nil
        }
    }
}
