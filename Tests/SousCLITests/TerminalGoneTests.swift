import Foundation
import SousTestSupport
import Testing

/// The app's terminal goes away without a hangup signal (its emulator killed while Sous runs in
/// another session, as under `sudo` or `runuser`): Sous must end as on a hangup, not spin.
@Suite struct TerminalGoneTests {
    @Test func aTerminalGoneWithoutHangupEndsTheAppAsAHangup() throws {
        let folder = TemporaryFolder("sous-terminal-gone")
        let report = try PseudoTerminalDriver.run(in: folder.url, closeTerminal: true)
        // 128 + SIGHUP, within 5 seconds of the terminal closing (before: it kept polling the
        // dead terminal at full speed until killed).
        #expect(report.trimmingCharacters(in: .whitespacesAndNewlines) == "EXIT 129")
    }
}
