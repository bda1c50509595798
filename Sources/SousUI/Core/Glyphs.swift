/// The symbols screens draw, in Unicode or plain ASCII (a non-UTF-8 terminal).
///
/// Themes will supply their own sets from `contract/design-tokens.yaml`; these are the defaults.
public struct Glyphs: Equatable, Sendable {
    public var favoriteOn: String
    public var favoriteOff: String
    public var checkboxOn: String
    public var checkboxOff: String
    public var cursor: String
    public var bullet: String
    public var separator: String
    public var ellipsis: String
    public var timer: String
    public var memory: String
    /// The theme's frame for dialogs, help and panels.
    public var box: BoxGlyphs

    public init(favoriteOn: String, favoriteOff: String, checkboxOn: String, checkboxOff: String, cursor: String,
                bullet: String, separator: String, ellipsis: String, timer: String, memory: String, box: BoxGlyphs = .single) {
        self.favoriteOn = favoriteOn
        self.favoriteOff = favoriteOff
        self.checkboxOn = checkboxOn
        self.checkboxOff = checkboxOff
        self.cursor = cursor
        self.bullet = bullet
        self.separator = separator
        self.ellipsis = ellipsis
        self.timer = timer
        self.memory = memory
        self.box = box
    }

    /// Every symbol is plain ASCII (no UTF-8 locale): big letters are then drawn with "#".
    public var isASCII: Bool {
        [favoriteOn, favoriteOff, checkboxOn, checkboxOff, cursor, bullet, separator, ellipsis, timer, memory]
            .allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) } && box == .ascii
    }

    public static let unicode = Glyphs(favoriteOn: "★", favoriteOff: "☆", checkboxOn: "☑", checkboxOff: "☐", cursor: "›",
                                       bullet: "•", separator: "·", ellipsis: "…", timer: "⏱", memory: "❦")
    public static let ascii = Glyphs(favoriteOn: "*", favoriteOff: " ", checkboxOn: "[x]", checkboxOff: "[ ]", cursor: ">",
                                     bullet: "*", separator: "|", ellipsis: "...", timer: "@", memory: "<3", box: .ascii)
}

/// The six characters of a frame.
public struct BoxGlyphs: Hashable, Sendable {
    public var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character

    public init(topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character, horizontal: Character, vertical: Character) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let single = BoxGlyphs(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    public static let ascii = BoxGlyphs(topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")
}

extension Buffer {
    /// Draws a frame on the edge of `rect` and fills its inside with `fill`.
    public mutating func box(_ rect: Rect, glyphs: BoxGlyphs, border: StyleRole, fill: StyleRole) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        self.fill(rect, role: fill)
        let h = String(repeating: glyphs.horizontal, count: rect.width - 2)
        put(String(glyphs.topLeft) + h + String(glyphs.topRight), at: Point(x: rect.x, y: rect.y), role: border)
        put(String(glyphs.bottomLeft) + h + String(glyphs.bottomRight), at: Point(x: rect.x, y: rect.maxY - 1), role: border)
        for y in rect.y + 1..<rect.maxY - 1 {
            put(String(glyphs.vertical), at: Point(x: rect.x, y: y), role: border)
            put(String(glyphs.vertical), at: Point(x: rect.maxX - 1, y: y), role: border)
        }
    }
}
