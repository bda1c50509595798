import CNcurses
import SousUI

extension TerminalSession {
    /// Waits up to `timeoutMilliseconds` for a key (negative: forever, 0: just poll).
    ///
    /// A resize is reported as `.resize` once ncurses has resized its screen, and `size` already
    /// holds the new size; the next `present` redraws everything. A signal interrupts the wait,
    /// so the loop sees `pendingSignal` promptly. Keys Sous does not use read as nil.
    public func readKey(timeoutMilliseconds: Int) -> KeyEvent? {
        guard let window else { return nil }
        wtimeout(window, Int32(clamping: timeoutMilliseconds))
        var code: wint_t = 0
        let status = wget_wch(window, &code)
        let key: KeyEvent?
        switch status {
        case OK: key = KeyDecoder.decode(.character(UInt32(code)))
        case KEY_CODE_YES: key = KeyDecoder.decode(.functionKey(Int32(bitPattern: UInt32(code))))
        default: key = nil
        }
        if key == .resize {
            refreshSize()
            needsFullRedraw = true
        }
        return key
    }
}
