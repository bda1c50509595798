import Testing
@testable import SousTerminal

/// What the session decides before touching the terminal.
@Suite struct TerminalSessionTests {
    @Test func theLogLivesInTheXDGStateFolder() {
        #expect(TerminalSession.defaultLogPath(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/sous/sous.log")
        #expect(TerminalSession.defaultLogPath(environment: ["HOME": "/h"]) == "/h/.local/state/sous/sous.log")
        #expect(TerminalSession.defaultLogPath(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]) == "/h/.local/state/sous/sous.log")
        #expect(TerminalSession.defaultLogPath(environment: [:]) == nil)
    }

    @Test(arguments: [nil, "", "dumb", "unknown"])
    func unusableTerminalTypesAreRefusedWithAReason(term: String?) {
        #expect(throws: TerminalError.self) { try TerminalSession.checkedTerminalName(term) }
    }

    @Test func ordinaryTerminalTypesPass() throws {
        #expect(try TerminalSession.checkedTerminalName("xterm-256color") == "xterm-256color")
    }

    @Test func stopWithoutStartIsHarmless() {
        let session = TerminalSession(logPath: nil, environment: [:])
        session.stop()
        session.stop()
        #expect(!session.isActive)
        #expect(session.pendingSignal == nil)
    }
}
