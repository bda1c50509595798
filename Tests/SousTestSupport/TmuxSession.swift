import Foundation

/// A real terminal for end-to-end tests: a detached tmux server on its own socket.
///
/// Every wait is bounded (`waitFor` polls the pane, five seconds by default) and the server is
/// killed when the session is released, so a failing test cannot leave tmux running.
public final class TmuxSession {
    public let socket: String
    public let target = "main"

    /// Starts `command` in a `width`x`height` pane; the user's tmux config is not read. To read
    /// the screen after the program exits, end `command` with a sleep: the server is killed
    /// (and the sleep with it) when the session is released. (`remain-on-exit` was tried: tmux
    /// 3.3 then lost the first line a quickly exiting command printed.)
    public init(width: Int, height: Int, command: String) throws {
        socket = "sous-test-\(UUID().uuidString.prefix(8))"
        let result = try Self.tmux(["-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", target,
                                    "-x", String(width), "-y", String(height), command])
        guard result.status == 0 else { throw Failure(message: "tmux new-session failed: \(result.output)") }
        socketPath = try? run(["display-message", "-p", "#{socket_path}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Removed with the server: a killed tmux server leaves its socket file behind.
    private var socketPath: String?

    deinit {
        _ = try? Self.tmux(["-L", socket, "kill-server"])
        if let socketPath, !socketPath.isEmpty { unlink(socketPath) }
    }

    /// The pane's text, one string per row (tmux trims trailing spaces).
    public func capture(escapes: Bool = false) throws -> [String] {
        let output = try run(["capture-pane", "-p", "-t", target] + (escapes ? ["-e"] : []))
        var lines = output.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The pane as one string, for failure messages; empty when tmux cannot be asked.
    public var screenText: String {
        ((try? capture()) ?? []).joined(separator: "\n")
    }

    /// Polls until the pane shows `text`; false after `timeout` seconds.
    @discardableResult
    public func waitFor(_ text: String, timeout: TimeInterval = 5) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if try capture().contains(where: { $0.contains(text) }) { return true }
            usleep(50_000)
        } while Date() < deadline
        return false
    }

    /// Sends tmux key names (`Down`, `C-c`, `q`).
    public func sendKeys(_ keys: String...) throws {
        _ = try run(["send-keys", "-t", target] + keys)
    }

    public func resize(width: Int, height: Int) throws {
        _ = try run(["resize-window", "-t", target, "-x", String(width), "-y", String(height)])
    }

    /// A tmux format for the pane, e.g. `#{alternate_on}` or `#{cursor_flag}`.
    public func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func run(_ arguments: [String]) throws -> String {
        let result = try Self.tmux(["-L", socket] + arguments)
        guard result.status == 0 else { throw Failure(message: "tmux \(arguments.first ?? "") failed: \(result.output)") }
        return result.output
    }

    /// Runs the tmux client with `posix_spawn` and `waitpid`, output through a file.
    ///
    /// Foundation's `Process` was seen to hang in `waitUntilExit` here (the client exits, but
    /// the notification never comes once it has forked the server), so it is not used.
    private static func tmux(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("sous-tmux-\(UUID().uuidString).out").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ["tmux"] + arguments
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        // A clean signal state: the test runner's worker threads block most signals, and a
        // tmux server inheriting that mask could neither be killed nor pass SIGTERM on to panes.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, &cArguments, environ)
        guard spawned == 0 else { throw Failure(message: "could not run tmux (error \(spawned)); is it installed?") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let exited = status & 0x7F == 0
        return (exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output)
    }

    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// Quotes `text` for `sh -c`.
    public static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
