import Foundation
import SousCore

/// Printing for commands: terminal-safe text, or JSON.
enum Output {
    /// Prints a line of text with control characters made inert.
    static func line(_ text: String = "") {
        print(TerminalSafe.sanitized(text, keepNewlines: true))
    }

    /// Prints one value as a single line of JSON (one object per line for many inputs).
    static func json<T: Encodable>(_ value: T) throws {
        let data = try encoder.encode(value)
        print(String(decoding: data, as: UTF8.self))
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var c = encoder.singleValueContainer()
            try c.encode(date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
        }
        return encoder
    }()

    /// One line from standard input, asked for on standard error with echo off (a key or a
    /// password: the terminal never shows it); the echo comes back even when reading ends early.
    static func readHidden(prompt: String) -> String {
        FileHandle.standardError.write(Data(prompt.utf8))
        var saved = termios()
        tcgetattr(STDIN_FILENO, &saved)
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
            FileHandle.standardError.write(Data("\n".utf8))
        }
        return readLine(strippingNewline: true) ?? ""
    }

    /// Writes to standard error (messages about what went wrong).
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((TerminalSafe.sanitized(text) + "\n").utf8))
    }

    /// "1 h 10 min", "45 min", "—".
    static func minutes(_ value: Int?) -> String {
        value.map(DurationText.minutes) ?? "—"
    }

    /// Pads or truncates to exactly `width` characters (with an ellipsis when cut).
    static func column(_ text: String, _ width: Int) -> String {
        let safe = TerminalSafe.sanitized(text)
        if safe.count > width { return String(safe.prefix(width - 1)) + "…" }
        return safe + String(repeating: " ", count: width - safe.count)
    }
}

/// A failure a command reports in one line and a non-zero exit code.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
}
