import Foundation
import SousTestSupport
import Testing

/// The app's terminal goes away without a hangup signal (its emulator killed while Sous runs in
/// another session, as under `sudo` or `runuser`): Sous must end as on a hangup, not spin.
@Suite struct TerminalGoneTests {
    /// Runs the binary on a pseudo-terminal it does not own as its controlling terminal, waits for
    /// the first screen, closes the terminal and says how the process ended.
    static let driver = #"""
    import fcntl, os, select, struct, subprocess, sys, termios, time
    binary, folder = sys.argv[1], sys.argv[2]
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    env = {"TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": folder, "PATH": "/usr/bin:/bin",
           "SOUS_DB": folder + "/sous.sqlite", "XDG_STATE_HOME": folder + "/state",
           "PULSE_SERVER": "unix:" + folder + "/no-pulse"}
    app = subprocess.Popen([binary], stdin=slave, stdout=slave, stderr=slave, env=env,
                           start_new_session=True, close_fds=True)
    os.close(slave)
    seen, deadline = b"", time.time() + 60
    while b"recipes" not in seen and time.time() < deadline:
        if select.select([master], [], [], 0.5)[0]:
            try:
                seen += os.read(master, 65536)
            except OSError:
                break
    if b"recipes" not in seen:
        app.kill(); app.wait(); print("NEVER-DREW"); sys.exit(0)
    os.close(master)
    try:
        print("EXIT", app.wait(timeout=5))
    except subprocess.TimeoutExpired:
        app.kill(); app.wait(); print("STILL-RUNNING")
    """#

    @Test func aTerminalGoneWithoutHangupEndsTheAppAsAHangup() throws {
        let folder = TemporaryFolder("sous-terminal-gone")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", Self.driver, CommandRunner.binary.path, folder.url.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // 128 + SIGHUP, within 5 seconds of the terminal closing (before: it kept polling the
        // dead terminal at full speed until killed).
        #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == "EXIT 129")
    }
}
