import Foundation
import SousTestSupport

/// Runs the real binary on a pseudo-terminal (via python3's pty) that is not its controlling
/// terminal, as under `sudo` or `runuser`: waits up to `seconds` for `waitFor` on the screen,
/// then either closes the terminal and reports how the app ended ("EXIT 129",
/// "STILL-RUNNING"), or reports "DREW" with what was seen. "NEVER-DREW" when it did not draw.
enum PseudoTerminalDriver {
    static let script = #"""
    import fcntl, os, select, struct, subprocess, sys, termios, time
    binary, folder, wait_for, seconds, close_after = sys.argv[1], sys.argv[2], sys.argv[3].encode(), float(sys.argv[4]), sys.argv[5] == "close"
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    env = {"TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": folder, "PATH": "/usr/bin:/bin",
           "SOUS_DB": folder + "/sous.sqlite", "XDG_STATE_HOME": folder + "/state",
           "XDG_CONFIG_HOME": folder + "/config", "PULSE_SERVER": "unix:" + folder + "/no-pulse"}
    app = subprocess.Popen([binary], stdin=slave, stdout=slave, stderr=slave, env=env,
                           start_new_session=True, close_fds=True)
    os.close(slave)
    seen, deadline = b"", time.time() + seconds
    while wait_for not in seen and time.time() < deadline:
        if select.select([master], [], [], 0.2)[0]:
            try:
                seen += os.read(master, 65536)
            except OSError:
                break
    if wait_for not in seen:
        app.kill(); app.wait(); print("NEVER-DREW"); sys.exit(0)
    if not close_after:
        time.sleep(0.5)
        while select.select([master], [], [], 0.2)[0]:
            seen += os.read(master, 65536)
        app.kill(); app.wait(); os.close(master)
        print("DREW"); sys.stdout.write(seen.decode("utf-8", "replace")); sys.exit(0)
    os.close(master)
    try:
        print("EXIT", app.wait(timeout=5))
    except subprocess.TimeoutExpired:
        app.kill(); app.wait(); print("STILL-RUNNING")
    """#

    /// The driver's report; `folder` holds the database, the config and the log.
    static func run(in folder: URL, waitFor: String = "recipes", seconds: Double = 60, closeTerminal: Bool) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, CommandRunner.binary.path, folder.path, waitFor, String(seconds), closeTerminal ? "close" : "keep"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }
}
