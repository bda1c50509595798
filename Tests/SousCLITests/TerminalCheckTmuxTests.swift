import Foundation
import SousTestSupport
import SousUI
import Testing
@testable import SousCLI

/// `sous terminal-check` in a real terminal (tmux), driven as a user would.
///
/// Each test has its own tmux server; every wait is bounded. The expected rows come from the
/// check's own renderer, so the pane must show exactly what the buffer holds, wide characters
/// and the bottom-right corner included.
@Suite(.serialized) struct TerminalCheckTmuxTests {
    let temporary = TemporaryFolder("sous-tmux")
    var folder: URL { temporary.url }

    /// `sh -c` text that runs the check, then prints its exit status and keeps the pane open.
    /// `NO_COLOR` is cleared unless a test sets it, so colours are exercised.
    func command(environment: String = "", background: Bool = false, arguments: String = "") -> String {
        let binary = TmuxSession.quoted(CommandRunner.binary.path)
        let log = TmuxSession.quoted(folder.appendingPathComponent("sous.log").path)
        let pidFile = TmuxSession.quoted(folder.appendingPathComponent("pid").path)
        let run = "env -u NO_COLOR \(environment) \(binary) terminal-check --log \(log) \(arguments)"
        if background {
            // A background job's stdin is /dev/null, so this also covers opening /dev/tty.
            return "sh -c \(TmuxSession.quoted("\(run) & echo $! > \(pidFile); wait $!; echo EXIT=$?; exec sleep 60"))"
        }
        return "sh -c \(TmuxSession.quoted("\(run); echo EXIT=$?; exec sleep 60"))"
    }

    func requireBinary() throws {
        try #require(FileManager.default.isExecutableFile(atPath: CommandRunner.binary.path), "run `swift build` first")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The terminal is back in its ordinary state: main screen, cursor shown, nothing left over.
    func expectRestored(_ tmux: TmuxSession, leaving expected: [String]) throws {
        #expect(try tmux.display("#{alternate_on}") == "0")
        #expect(try tmux.display("#{cursor_flag}") == "1")
        #expect(try tmux.capture().filter { !$0.isEmpty } == expected)
    }

    @Test func drawsSizeWideCharactersAndKeysRedrawsOnResizeAndQuitsOnQ() throws {
        try requireBinary()
        let tmux = try TmuxSession(width: 100, height: 30, command: command())
        try #require(try tmux.waitFor("size 100x30"), "first frame: \(tmux.screenText)")
        let expected = TerminalCheck(terminalName: "", colorDepth: .mono).render(size: Size(width: 100, height: 30)).lines
        let pane = try tmux.capture()
        #expect(pane.first == expected.first)
        #expect(pane.last == expected.last, "the bottom-right corner is drawn without scrolling")
        let wideRow = try #require(expected.firstIndex { $0.contains(TerminalCheck.wideSample) })
        #expect(pane[wideRow] == expected[wideRow])
        #expect(pane[wideRow + 1] == expected[wideRow + 1])
        #expect(!pane.contains { $0.contains("colours mono") })
        #expect(try tmux.capture(escapes: true).joined().contains("\u{1B}[38;"), "roles are drawn in colour")

        try tmux.sendKeys("Down")
        #expect(try tmux.waitFor("last key: Down"))
        try tmux.sendKeys("BTab")
        #expect(try tmux.waitFor("last key: Shift-Tab"))

        try tmux.resize(width: 40, height: 12)
        #expect(try tmux.waitFor("size 40x12"))
        let small = try tmux.capture()
        #expect(small.count == 12)
        #expect(small.last == "└" + String(repeating: "─", count: 38) + "┘")

        try tmux.sendKeys("q")
        try #require(try tmux.waitFor("EXIT=0"), "\(tmux.screenText)")
        try expectRestored(tmux, leaving: ["EXIT=0"])
        let log = try String(contentsOf: folder.appendingPathComponent("sous.log"), encoding: .utf8)
        #expect(log.contains("first frame"), "the log took what the check wrote to fd 2")
    }

    @Test func ctrlCRestoresTheTerminalAndExitsWith130() throws {
        try requireBinary()
        let tmux = try TmuxSession(width: 100, height: 30, command: command())
        try #require(try tmux.waitFor("size 100x30"))
        try tmux.sendKeys("C-c")
        try #require(try tmux.waitFor("EXIT=130"), "\(tmux.screenText)")
        try expectRestored(tmux, leaving: ["EXIT=130"])
    }

    @Test func sigtermRestoresTheTerminalFromAProcessReadingDevTty() throws {
        try requireBinary()
        let tmux = try TmuxSession(width: 80, height: 20, command: command(background: true))
        try #require(try tmux.waitFor("size 80x20"), "\(tmux.screenText)")
        let pidText = try String(contentsOf: folder.appendingPathComponent("pid"), encoding: .utf8)
        let pid = try #require(Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, SIGTERM) == 0)
        try #require(try tmux.waitFor("EXIT=143"), "\(tmux.screenText)")
        try expectRestored(tmux, leaving: ["EXIT=143"])
    }

    /// A loop that never reads keys again: the watchdog restores the terminal from the handler.
    @Test func aStuckLoopIsRestoredByTheSignalWatchdog() throws {
        try requireBinary()
        let tmux = try TmuxSession(width: 80, height: 20, command: command(background: true, arguments: "--stall-after-first-frame"))
        try #require(try tmux.waitFor("size 80x20"), "\(tmux.screenText)")
        let pidText = try String(contentsOf: folder.appendingPathComponent("pid"), encoding: .utf8)
        let pid = try #require(Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, SIGTERM) == 0)
        try #require(try tmux.waitFor("EXIT=143", timeout: 6), "\(tmux.screenText)")
        try expectRestored(tmux, leaving: ["EXIT=143"])
    }

    @Test func noColorDrawsWithAttributesOnly() throws {
        try requireBinary()
        let tmux = try TmuxSession(width: 100, height: 30, command: command(environment: "NO_COLOR=1"))
        try #require(try tmux.waitFor("colours mono"), "\(tmux.screenText)")
        let painted = try tmux.capture(escapes: true).joined()
        #expect(!painted.contains("\u{1B}[38;") && !painted.contains("\u{1B}[48;"))
        #expect(painted.contains("\u{1B}[7m"), "reverse video keeps the selected tab visible")
        try tmux.sendKeys("q")
        #expect(try tmux.waitFor("EXIT=0"))
    }

    @Test(arguments: [
        ("dumb", "Error: the terminal type 'dumb' cannot show a full-screen interface"),
        ("nonexistent-term", "Error: the terminal type 'nonexistent-term' is unknown"),
    ])
    func unusableTerminalTypesPrintOneLineAndFail(term: String, message: String) throws {
        try requireBinary()
        let tmux = try TmuxSession(width: 200, height: 10, command: command(environment: "TERM=\(term)"))
        try #require(try tmux.waitFor("EXIT=1"), "\(tmux.screenText)")
        let lines = try tmux.capture().filter { !$0.isEmpty }
        #expect(lines.count == 2, "one error line, then the exit status: \(lines)")
        #expect(lines.first?.hasPrefix(message) == true)
        #expect(try !tmux.capture(escapes: true).joined().contains("\u{1B}"), "no escape sequences reached the screen")
        #expect(try tmux.display("#{alternate_on}") == "0")
    }
}
