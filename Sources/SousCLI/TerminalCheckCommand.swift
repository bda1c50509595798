import ArgumentParser
import Foundation
import SousTerminal

/// `sous terminal-check`: a hidden screen for trying the terminal layer by hand and under tmux.
struct TerminalCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "terminal-check",
        abstract: "Show what the terminal can do (size, colours, wide characters, keys).",
        shouldDisplay: false
    )

    @Option(help: "Where standard error goes while the screen is active (default: the XDG state folder).")
    var log: String?

    /// Stops reading keys after the first frame, as a hung loop would, so tests can see the
    /// signal watchdog restore the terminal on its own.
    @Flag(help: .hidden)
    var stallAfterFirstFrame = false

    func run() throws {
        let began = DispatchTime.now().uptimeNanoseconds
        let session = TerminalSession(logPath: log ?? TerminalSession.defaultLogPath(environment: ProcessInfo.processInfo.environment))
        try session.start()
        let status: Int32
        do {
            defer { session.stop() }
            var check = TerminalCheck(terminalName: session.terminalName, colorDepth: session.colorDepth)
            status = check.run(on: session) {
                let ms = Double(DispatchTime.now().uptimeNanoseconds - began) / 1_000_000
                FileHandle.standardError.write(Data("terminal-check: first frame \(ms) ms after start\n".utf8))
                if stallAfterFirstFrame { while true { sleep(60) } }
                return ms
            }
        }
        if status != 0 { throw ExitCode(status) }
    }
}
