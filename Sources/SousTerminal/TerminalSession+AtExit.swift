import Foundation

/// The session `exit` must restore: one at a time, registered while the screen is active.
///
/// `nonisolated(unsafe)` because `atexit` handlers are plain C functions; the session is only
/// set and cleared by the thread that owns it, and `exit` runs the handler on the exiting thread.
nonisolated(unsafe) private weak var sessionToRestoreAtExit: TerminalSession?
nonisolated(unsafe) private var atExitRegistered = false

extension TerminalSession {
    /// Makes `exit` (from ArgumentParser, a library or a `fatalError`-free crash path) restore
    /// the terminal; `atexit` is registered once per process.
    static func registerAtExit(_ session: TerminalSession) {
        sessionToRestoreAtExit = session
        guard !atExitRegistered else { return }
        atExitRegistered = true
        atexit {
            sessionToRestoreAtExit?.stop()
        }
    }

    static func unregisterAtExit(_ session: TerminalSession) {
        if sessionToRestoreAtExit === session { sessionToRestoreAtExit = nil }
    }
}
