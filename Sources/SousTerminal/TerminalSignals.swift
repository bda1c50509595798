import CNcurses

/// Termination signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT) while the screen is in curses mode.
///
/// `endwin` is not async-signal-safe (it takes locks and writes through ncurses' buffers), so the
/// handler does not call it. It records the signal and arms a watchdog alarm; the run loop sees
/// `pending` after its next key timeout, calls `TerminalSession.stop()` and exits with 128 + signal.
/// Only if the loop is stuck (the watchdog fires) or the signal is repeated does the C handler
/// restore the terminal itself, with `write(2)` of precomputed terminfo strings and `tcsetattr`.
///
/// This is the only file that calls the `sous_signal_*` shim functions: their state is `static`
/// in the header, so each object file that used them would get its own copy.
enum TerminalSignals {
    /// Installs the handlers; call before curses changes the terminal modes (they are saved here).
    static func install(terminalDescriptor: Int32, watchdogSeconds: Int32) -> Bool {
        sous_signal_install(terminalDescriptor, watchdogSeconds) == 0
    }

    /// The terminfo strings the emergency path writes, looked up once curses knows the terminal.
    static func recordEmergencyRestore() {
        var bytes: [CChar] = []
        for capability in ["rmcup", "sgr0", "cnorm", "rmkx"] {
            guard let value = sous_tigetstr(capability) else { continue }
            var pointer = value
            while pointer.pointee != 0 {
                bytes.append(pointer.pointee)
                pointer += 1
            }
        }
        bytes.append(contentsOf: "\r\n".utf8CString.dropLast())
        bytes.withUnsafeBufferPointer { sous_signal_set_restore_bytes($0.baseAddress, $0.count) }
    }

    /// The first termination signal received since `install`, if any.
    static var pending: Int32? {
        let number = sous_signal_pending_number()
        return number == 0 ? nil : number
    }

    /// Cancels the watchdog and restores the previous handlers.
    static func uninstall() {
        sous_signal_uninstall()
    }
}
