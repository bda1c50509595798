import CNcurses
import Foundation
import SousCore
import SousUI

/// The live terminal: ncurses in full-screen mode, behind the `TerminalSurface` protocol.
///
/// Not `Sendable`: ncurses keeps global state and is not thread-safe, so a session is created,
/// used and stopped on one thread (the run loop's). Always pair `start` with `stop`:
///
/// ```swift
/// let session = TerminalSession()
/// try session.start()
/// defer { session.stop() }   // also runs when the loop throws
/// ```
///
/// `stop` also runs from `atexit` (an `exit` deep in a library) and, through the run loop, on
/// SIGINT, SIGTERM, SIGHUP and SIGQUIT (see `pendingSignal` and `TerminalSignals`).
public final class TerminalSession: TerminalSurface {
    /// Where fd 2 goes while the screen is active; nil discards it.
    public let logPath: String?
    /// How long the loop has to notice a termination signal before the handler restores the
    /// terminal itself and exits.
    public let signalWatchdogSeconds: Int32
    let environment: [String: String]

    public internal(set) var size: Size = .zero
    public internal(set) var colorDepth: ColorDepth = .mono
    /// The terminal type in use (TERM), for diagnostics.
    public internal(set) var terminalName = ""

    var screen: OpaquePointer?
    var window: UnsafeMutablePointer<WINDOW>?
    var inputFile: UnsafeMutablePointer<FILE>?
    var outputFile: UnsafeMutablePointer<FILE>?
    var stderrRedirect = StandardErrorRedirect()
    var signalsInstalled = false
    /// The terminal went away without a hangup signal: reads fail at once (see `readKey`).
    var inputLost = false

    var previousFrame: Buffer?
    var needsFullRedraw = true
    var colorNumbering = ColorNumbering(colorCount: 0, directColor: false, defaultColors: false)
    var pairCache = ColorPairCache(pairCount: 1, defaultColors: false)
    var characterScratch: [wchar_t] = []

    /// - Parameters:
    ///   - logPath: the file fd 2 is redirected to while the screen is active; defaults to the
    ///     XDG state folder (`TerminalSession.defaultLogPath`).
    ///   - environment: read for TERM and NO_COLOR; injectable for tests.
    public init(
        logPath: String? = TerminalSession.defaultLogPath(environment: ProcessInfo.processInfo.environment),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        signalWatchdogSeconds: Int32 = 2
    ) {
        self.logPath = logPath
        self.environment = environment
        self.signalWatchdogSeconds = signalWatchdogSeconds
    }

    deinit {
        stop()
    }

    /// `$XDG_STATE_HOME/sous/sous.log`, else `~/.local/state/sous/sous.log` (logs are state, not
    /// configuration or data, in the XDG layout).
    public static func defaultLogPath(environment: [String: String]) -> String? {
        StandardErrorRedirect.defaultLogPath(environment: environment)
    }

    /// Whether the screen is in curses mode.
    public var isActive: Bool { screen != nil }

    /// A termination signal received, or SIGHUP once the terminal's input is gone (`readKey`).
    public var pendingSignal: Int32? {
        if signalsInstalled, let signal = TerminalSignals.pending { return signal }
        return inputLost ? SIGHUP : nil
    }

    /// Restores the terminal: leaves curses mode, shows the cursor, puts back fd 2 and the
    /// signal handlers. Idempotent and cheap, so every exit path may call it.
    public func stop() {
        guard let screen else { return }
        if let window, sous_tigetstr("rmcup") == nil {
            // No alternate screen (TERM=linux, vt100): leave the shell a clean screen, not the last frame.
            sous_set_attributes(window, sous_a_normal(), 0)
            werase(window)
            wrefresh(window)
        }
        endwin()
        delscreen(screen)
        self.screen = nil
        window = nil
        if let outputFile { fclose(outputFile) }
        if let inputFile { fclose(inputFile) }
        outputFile = nil
        inputFile = nil
        stderrRedirect.end()
        if signalsInstalled { TerminalSignals.uninstall() }
        signalsInstalled = false
        TerminalSession.unregisterAtExit(self)
    }

    public func invalidate() {
        needsFullRedraw = true
    }

    public func bell() {
        guard isActive else { return }
        beep()
    }
}
