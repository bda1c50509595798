import Foundation
import SousCore

/// "Importing 120/4000…" on standard error, only when it is a terminal, at most ten times a
/// second, erased before the report is printed.
final class ImportProgress {
    private let enabled: Bool
    private var lastDraw: UInt64 = 0
    private var shown = false

    init(enabled: Bool = isatty(STDERR_FILENO) == 1) {
        self.enabled = enabled
    }

    /// Shows progress within one file of a batch; drawn only every 100 ms.
    func update(done: Int, total: Int, file: Int, files: Int) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now - lastDraw >= 100_000_000 || done == total else { return }
        lastDraw = now
        let which = files > 1 ? " (file \(file) of \(files))" : ""
        draw("Importing \(done)/\(total)…\(which)")
    }

    /// Shows which file is being read or downloaded.
    func reading(_ location: String, file: Int, files: Int) {
        guard enabled else { return }
        draw("Reading \(files > 1 ? "\(file)/\(files) " : "")\(TerminalSafe.sanitized(String(location.prefix(60))))…")
    }

    /// Erases the progress line so the report starts on a clean line.
    func clear() {
        guard enabled, shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        shown = false
    }

    private func draw(_ text: String) {
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
        shown = true
    }
}
