/// A cell position: column `x`, row `y`, from the top left.
public struct Point: Hashable, Sendable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// A size in cells.
public struct Size: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public static let zero = Size(width: 0, height: 0)
}

/// A rectangle of cells; empty when either side is zero.
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public init(size: Size) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    public var isEmpty: Bool { width == 0 || height == 0 }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }

    /// The part of this rectangle inside `other`.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// This rectangle shrunk by `margin` cells on every side (never negative).
    public func inset(by margin: Int) -> Rect {
        Rect(x: x + margin, y: y + margin, width: width - 2 * margin, height: height - 2 * margin)
    }

    /// Splits off `rows` rows at the top: (top part, the rest).
    public func splitTop(_ rows: Int) -> (Rect, Rect) {
        let h = min(max(rows, 0), height)
        return (Rect(x: x, y: y, width: width, height: h), Rect(x: x, y: y + h, width: width, height: height - h))
    }

    /// Splits off `rows` rows at the bottom: (the rest, bottom part).
    public func splitBottom(_ rows: Int) -> (Rect, Rect) {
        let h = min(max(rows, 0), height)
        return (Rect(x: x, y: y, width: width, height: height - h), Rect(x: x, y: maxY - h, width: width, height: h))
    }

    /// Splits off `columns` columns at the left: (left part, the rest).
    public func splitLeft(_ columns: Int) -> (Rect, Rect) {
        let w = min(max(columns, 0), width)
        return (Rect(x: x, y: y, width: w, height: height), Rect(x: x + w, y: y, width: width - w, height: height))
    }
}
