import CNcurses
import SousCore
import SousUI

extension TerminalSession {
    /// Draws the cells that changed since the last frame, then one `refresh`.
    ///
    /// The first frame and the first after a resize are drawn whole, with the physical screen
    /// cleared so nothing the terminal kept (or reflowed) survives. Cells are written with
    /// `wadd_wchnstr`, which never advances the cursor, so the bottom-right cell cannot scroll.
    /// A buffer rendered for another size is drawn clipped; the next `.resize` fixes it.
    public func present(_ buffer: Buffer, style: (StyleRole) -> TerminalStyle) {
        guard let window else { return }
        let full = needsFullRedraw || previousFrame?.size != buffer.size
        if full {
            sous_set_attributes(window, sous_a_normal(), 0)
            werase(window)
            clearok(window, true)
        }
        var looks: [StyleRole: (attributes: attr_t, pair: Int32)] = [:]
        var lastDrawn = Point(x: -1, y: -1)
        for var point in buffer.changes(since: full ? nil : previousFrame) {
            guard point.x < size.width, point.y < size.height else { continue }
            if buffer[point.x, point.y].isContinuation {
                guard point.x > 0, !buffer[point.x - 1, point.y].isContinuation else { continue }
                point.x -= 1
            }
            if point == lastDrawn { continue }
            lastDrawn = point
            let cell = buffer[point.x, point.y]
            let look = looks[cell.role] ?? {
                let computed = self.look(for: style(cell.role))
                looks[cell.role] = computed
                return computed
            }()
            draw(cell.character, at: point, attributes: look.attributes, pair: look.pair, in: window)
        }
        wrefresh(window)
        previousFrame = buffer
        needsFullRedraw = false
    }

    /// Writes one character; a cluster ncurses refuses (several spacing characters, as in
    /// emoji ZWJ sequences) falls back to its first scalar, then to "?".
    private func draw(_ character: Character, at point: Point, attributes: attr_t, pair: Int32, in window: UnsafeMutablePointer<WINDOW>) {
        characterScratch.removeAll(keepingCapacity: true)
        for scalar in character.unicodeScalars.prefix(Int(CCHARW_MAX)) {
            characterScratch.append(wchar_t(bitPattern: scalar.value))
        }
        characterScratch.append(0)
        let y = Int32(point.y), x = Int32(point.x)
        if sous_put_cell(window, y, x, characterScratch, attributes, pair) == OK { return }
        let first = character.unicodeScalars.first.map { wchar_t(bitPattern: $0.value) } ?? 0x3F
        if sous_put_cell(window, y, x, [first, 0], attributes, pair) == OK { return }
        _ = sous_put_cell(window, y, x, [0x3F, 0], attributes, pair)
    }

    /// The ncurses attributes and colour pair for a style; colours are dropped at mono depth
    /// and when the terminal has run out of pairs (attributes still carry the meaning).
    func look(for style: TerminalStyle) -> (attributes: attr_t, pair: Int32) {
        let attributes = Self.cursesAttributes(style.attributes)
        guard colorDepth != .mono else { return (attributes, 0) }
        let foreground = colorNumbering.number(for: style.foreground, isForeground: true)
        let background = colorNumbering.number(for: style.background, isForeground: false)
        guard let allocation = pairCache.pair(foreground: foreground, background: background) else {
            return (attributes, 0)
        }
        if allocation.isNew, init_extended_pair(allocation.number, foreground, background) != OK {
            pairCache.discard(foreground: foreground, background: background)
            return (attributes, 0)
        }
        return (attributes, allocation.number)
    }

    static func cursesAttributes(_ attributes: TextAttributes) -> attr_t {
        var result = sous_a_normal()
        if attributes.contains(.bold) { result |= sous_a_bold() }
        if attributes.contains(.dim) { result |= sous_a_dim() }
        if attributes.contains(.underline) { result |= sous_a_underline() }
        if attributes.contains(.reverse) { result |= sous_a_reverse() }
        if attributes.contains(.italic) { result |= sous_a_italic() }
        return result
    }
}
