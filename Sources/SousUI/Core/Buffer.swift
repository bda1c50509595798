import SousCore

/// An in-memory grid of cells that screens draw into; the terminal shows it last.
///
/// Drawing is clipped to the buffer, so a widget given more text than room, or a
/// 1x1 terminal, can never write out of bounds. Text is made terminal-safe on the way in.
public struct Buffer: Hashable, Sendable {
    public private(set) var size: Size
    private var cells: [Cell]

    public init(size: Size, fill: Cell = .blank) {
        self.size = size
        cells = Array(repeating: fill, count: size.width * size.height)
    }

    public var area: Rect { Rect(size: size) }

    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x, y) ? cells[y * size.width + x] : .blank }
        set {
            guard contains(x, y) else { return }
            cells[y * size.width + x] = newValue
        }
    }

    func contains(_ x: Int, _ y: Int) -> Bool {
        x >= 0 && y >= 0 && x < size.width && y < size.height
    }

    /// Fills `rect` with blanks (or `character`) in `role`.
    public mutating func fill(_ rect: Rect, role: StyleRole, character: Character = " ") {
        let r = rect.intersection(area)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { self[x, y] = Cell(character, role: role) }
        }
    }

    /// Changes the role of every cell in `rect`, keeping the characters.
    public mutating func restyle(_ rect: Rect, role: StyleRole) {
        let r = rect.intersection(area)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { cells[y * size.width + x].role = role }
        }
    }

    /// Writes `text` on one row from `point`, clipped to `clip` (default: the whole buffer);
    /// returns the number of columns used. Control characters are shown inert.
    @discardableResult
    public mutating func put(_ text: String, at point: Point, role: StyleRole, clip: Rect? = nil) -> Int {
        let bounds = (clip ?? area).intersection(area)
        guard point.y >= bounds.y, point.y < bounds.maxY else { return 0 }
        var x = point.x
        for character in TerminalSafe.sanitized(text) {
            let w = TextWidth.width(of: character)
            if w == 0 { continue }
            if x + w > bounds.maxX { break }
            if x >= bounds.x {
                setCell(x: x, y: point.y, character: character, width: w, role: role)
            }
            x += w
        }
        return max(0, x - point.x)
    }

    /// Writes `text` like `put`, but text that would run past the clip's right edge is cut at a
    /// word and ends in `ellipsis`, so nothing is cut off silently mid-word.
    @discardableResult
    public mutating func putFitted(_ text: String, at point: Point, role: StyleRole, clip: Rect? = nil, ellipsis: String = "…") -> Int {
        let bounds = (clip ?? area).intersection(area)
        let room = bounds.maxX - max(point.x, bounds.x)
        return put(TextWidth.truncated(text, to: max(0, room), ellipsis: ellipsis), at: point, role: role, clip: clip)
    }

    /// Places one character of width `width` at (x, y), repairing any wide character it cuts.
    private mutating func setCell(x: Int, y: Int, character: Character, width: Int, role: StyleRole) {
        for column in x..<(x + width) {
            let old = self[column, y]
            if old.isContinuation, column - 1 >= 0, column == x {
                self[column - 1, y] = Cell(" ", role: self[column - 1, y].role)
            }
            if !old.isContinuation, TextWidth.width(of: old.character) == 2, column == x + width - 1 {
                self[column + 1, y] = Cell(" ", role: self[column + 1, y].role)
            }
        }
        self[x, y] = Cell(character, role: role)
        if width == 2 { self[x + 1, y] = Cell(" ", role: role, isContinuation: true) }
    }

    /// The text of each row, wide characters once, continuations skipped.
    public var lines: [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width where !self[x, y].isContinuation { line.append(self[x, y].character) }
            return line
        }
    }

    /// The cells that differ from `previous` (all of them when the size changed), row by row.
    public func changes(since previous: Buffer?) -> [Point] {
        guard let previous, previous.size == size else {
            return (0..<size.height).flatMap { y in (0..<size.width).map { Point(x: $0, y: y) } }
        }
        var result: [Point] = []
        for index in cells.indices where cells[index] != previous.cells[index] {
            result.append(Point(x: index % size.width, y: index / size.width))
        }
        return result
    }
}
