import CNcurses
import Foundation
import SousUI

extension TerminalSession {
    /// Waits up to `timeoutMilliseconds` for a key (negative: forever, 0: just poll).
    ///
    /// A resize is reported as `.resize` once ncurses has resized its screen, and `size` already
    /// holds the new size; the next `present` redraws everything. A signal interrupts the wait,
    /// so the loop sees `pendingSignal` promptly. Keys Sous does not use read as nil.
    ///
    /// A terminal that went away without a hangup signal (its emulator killed while Sous runs
    /// under `sudo` or `runuser`, which keep SIGHUP from it) makes every read fail at once; that
    /// is taken as the hangup it should have been (`inputLost`), or the loop would spin.
    public func readKey(timeoutMilliseconds: Int) -> KeyEvent? {
        guard let window else { return nil }
        wtimeout(window, Int32(clamping: timeoutMilliseconds))
        var code: wint_t = 0
        let status = wget_wch(window, &code)
        let key: KeyEvent?
        switch status {
        case OK: key = KeyDecoder.decode(.character(UInt32(code)))
        case KEY_CODE_YES: key = KeyDecoder.decode(.functionKey(Int32(bitPattern: UInt32(code))))
        default:
            key = nil
            if inputHungUp() { inputLost = true }
        }
        if key == .resize {
            refreshSize()
            needsFullRedraw = true
        }
        return key
    }
}

extension TerminalSession {
    /// Whether the terminal's input has gone: hung up, in error or closed (a read would fail).
    func inputHungUp() -> Bool {
        guard let inputFile else { return false }
        var descriptor = pollfd(fd: fileno(inputFile), events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, 0)
        if ready < 0 { return errno != EINTR && errno != EAGAIN }
        return Int32(descriptor.revents) & (POLLHUP | POLLERR | POLLNVAL) != 0
    }
}
