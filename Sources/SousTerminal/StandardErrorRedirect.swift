import Foundation

/// Points file descriptor 2 at a log file while the screen is in curses mode, and back after.
///
/// ALSA, PulseAudio, PocketSphinx and Swift's own runtime warnings write straight to fd 2; on a
/// curses screen that text lands between cells and corrupts the frame. Redirecting the descriptor
/// (not just Swift's `stderr` stream) catches all of them. If the log cannot be opened, output
/// goes to /dev/null: a missing log must never stop the app from starting.
struct StandardErrorRedirect {
    private var savedDescriptor: Int32 = -1

    /// The log in the XDG state folder: `$XDG_STATE_HOME/sous/sous.log`, else
    /// `~/.local/state/sous/sous.log`; nil when neither variable is usable.
    static func defaultLogPath(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/sous/sous.log"
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return home + "/.local/state/sous/sous.log"
        }
        return nil
    }

    /// Redirects fd 2 to `path` (appending), creating its folder; nil sends it to /dev/null.
    mutating func begin(logPath: String?) {
        guard savedDescriptor < 0 else { return }
        var target: Int32 = -1
        if let logPath {
            let folder = (logPath as NSString).deletingLastPathComponent
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            target = open(logPath, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        }
        if target < 0 { target = open("/dev/null", O_WRONLY | O_CLOEXEC) }
        guard target >= 0 else { return }
        savedDescriptor = dup(2)
        dup2(target, 2)
        close(target)
        let stamp = ISO8601DateFormatter().string(from: Date())
        let header = "--- sous \(stamp) pid \(getpid()): terminal session started\n"
        _ = header.withCString { write(2, $0, strlen($0)) }
    }

    /// Puts the original fd 2 back; safe to call when `begin` was not.
    mutating func end() {
        guard savedDescriptor >= 0 else { return }
        dup2(savedDescriptor, 2)
        close(savedDescriptor)
        savedDescriptor = -1
    }
}
