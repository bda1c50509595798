/// One terminal cell: a grapheme and its style role.
///
/// A wide character (CJK, emoji) sits in its first cell; the cell to its right is a
/// continuation that draws nothing, so columns stay aligned with the terminal's.
public struct Cell: Hashable, Sendable {
    public var character: Character
    public var role: StyleRole
    public var isContinuation: Bool

    public init(_ character: Character = " ", role: StyleRole = .body, isContinuation: Bool = false) {
        self.character = character
        self.role = role
        self.isContinuation = isContinuation
    }

    public static let blank = Cell()
}
