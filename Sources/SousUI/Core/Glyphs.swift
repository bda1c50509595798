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

    public init(favoriteOn: String, favoriteOff: String, checkboxOn: String, checkboxOff: String, cursor: String,
                bullet: String, separator: String, ellipsis: String, timer: String, memory: String) {
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
    }

    public static let unicode = Glyphs(favoriteOn: "★", favoriteOff: "☆", checkboxOn: "☑", checkboxOff: "☐", cursor: "›",
                                       bullet: "•", separator: "·", ellipsis: "…", timer: "⏱", memory: "❦")
    public static let ascii = Glyphs(favoriteOn: "*", favoriteOff: " ", checkboxOn: "[x]", checkboxOff: "[ ]", cursor: ">",
                                     bullet: "*", separator: "|", ellipsis: "...", timer: "@", memory: "<3")
}
