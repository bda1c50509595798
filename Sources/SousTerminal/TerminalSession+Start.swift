import CNcurses
import Foundation
import SousCore
import SousUI

extension TerminalSession {
    /// Puts the terminal in full-screen mode, or throws a `TerminalError` a user can act on.
    ///
    /// Uses `newterm`, not `initscr`: `initscr` calls `exit(1)` on an unknown TERM. The terminal
    /// is stdin/stdout when both are terminals, else /dev/tty, so `sous | tee` still works.
    /// Raw mode: Ctrl-C, Ctrl-Z, Ctrl-\ and Ctrl-S arrive as keys the app decides about instead
    /// of signals that would stop it with the screen in curses mode.
    public func start() throws {
        guard !isActive else { return }
        let name = try Self.checkedTerminalName(environment["TERM"])
        Self.selectUnicodeLocale()
        let (input, output) = try Self.openTerminalDescriptors()
        guard let inputFile = sous_fdopen(input, "r"), let outputFile = sous_fdopen(output, "w") else {
            close(input)
            close(output)
            throw TerminalError("not a terminal: could not open the terminal for reading and writing")
        }
        self.inputFile = inputFile
        self.outputFile = outputFile
        inputLost = false
        signalsInstalled = TerminalSignals.install(terminalDescriptor: output, watchdogSeconds: signalWatchdogSeconds)

        guard let screen = name.withCString({ newterm($0, outputFile, inputFile) }) else {
            abandonStart()
            throw TerminalError("the terminal type '\(name)' is unknown (no terminfo entry); try TERM=xterm-256color")
        }
        self.screen = screen
        set_term(screen)
        guard sous_tigetstr("cup") != nil else {
            stop()
            throw TerminalError("the terminal type '\(name)' cannot move the cursor, so it cannot show a full-screen interface")
        }
        terminalName = name
        TerminalSignals.recordEmergencyRestore()
        stderrRedirect.begin(logPath: logPath)
        TerminalSession.registerAtExit(self)
        configureModes()
        configureColors()
        refreshSize()
        previousFrame = nil
        needsFullRedraw = true
    }

    /// TERM must name a terminal that can address the cursor; `dumb` "succeeds" in ncurses and
    /// then paints nothing useful, so it is refused up front.
    static func checkedTerminalName(_ term: String?) throws -> String {
        guard let term, !term.isEmpty else {
            throw TerminalError("TERM is not set; set it to your terminal type (for example TERM=xterm-256color)")
        }
        if term == "dumb" || term == "unknown" {
            throw TerminalError("the terminal type '\(term)' cannot show a full-screen interface; set TERM to your terminal (for example xterm-256color)")
        }
        return term
    }

    /// ncurses encodes wide characters with the C library's locale, so it must be UTF-8 before
    /// `newterm`. The user's locale comes first; when it is not UTF-8 (LANG unset, or C, as under
    /// cron, ssh without AcceptEnv or a bare container) C.UTF-8 is used for characters only,
    /// because every terminal Sous supports speaks UTF-8 and the alternative is blank cells.
    static func selectUnicodeLocale() {
        setlocale(LC_ALL, "")
        if isUTF8(nl_langinfo(nl_item(CODESET))) { return }
        for candidate in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, candidate) != nil {
            if isUTF8(nl_langinfo(nl_item(CODESET))) { return }
        }
    }

    private static func isUTF8(_ codeset: UnsafeMutablePointer<CChar>?) -> Bool {
        guard let codeset else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// Duplicates of the descriptors to use, so closing our streams never closes stdin or stdout.
    static func openTerminalDescriptors() throws -> (input: Int32, output: Int32) {
        if isatty(0) == 1, isatty(1) == 1 { return (dup(0), dup(1)) }
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard tty >= 0 else {
            throw TerminalError("not a terminal: sous needs an interactive terminal for its full-screen interface")
        }
        return (tty, dup(tty))
    }

    /// Undoes a start that failed before curses took over the screen.
    private func abandonStart() {
        if let outputFile { fclose(outputFile) }
        if let inputFile { fclose(inputFile) }
        outputFile = nil
        inputFile = nil
        if signalsInstalled { TerminalSignals.uninstall() }
        signalsInstalled = false
    }

    private func configureModes() {
        window = sous_stdscr()
        raw()
        noecho()
        nonl()
        keypad(window, true)
        meta(window, true)
        intrflush(window, false)
        leaveok(window, true)
        set_escdelay(25)
        curs_set(0)
    }

    /// Colours per the terminfo entry, capped by `NO_COLOR` (then colour is never started at all).
    private func configureColors() {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        guard !noColor, has_colors() else {
            colorDepth = .mono
            colorNumbering = ColorNumbering(colorCount: 0, directColor: false, defaultColors: true)
            pairCache = ColorPairCache(pairCount: 1, defaultColors: true)
            return
        }
        start_color()
        let defaultColors = use_default_colors() == OK
        let colors = Int(sous_colors())
        let direct = sous_has_direct_color() != 0
        colorDepth = ColorDepth.detect(environment: environment, colorCount: colors, directColor: direct)
        colorNumbering = ColorNumbering(colorCount: colors, directColor: direct, defaultColors: defaultColors)
        pairCache = ColorPairCache(pairCount: Int(sous_color_pairs()), defaultColors: defaultColors)
    }

    func refreshSize() {
        guard let window else { return }
        size = Size(width: Int(sous_max_x(window)), height: Int(sous_max_y(window)))
    }
}
