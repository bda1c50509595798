/// Buffers as plain text for golden files and bug reports: the characters, then a grid
/// of one symbol per cell naming its style role, with a legend of the roles used.
extension Buffer {
    static let symbols = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#$%&*+=@")

    /// The symbol of a role in role grids; `.body` is "." so the grid reads at a glance.
    public static func symbol(for role: StyleRole) -> Character {
        if role == .body { return "." }
        let index = StyleRole.allCases.firstIndex(of: role)!
        return symbols[index % symbols.count]
    }

    /// One line per row: the role symbol of each cell (continuations repeat their role).
    public var roleGrid: [String] {
        (0..<size.height).map { y in String((0..<size.width).map { Self.symbol(for: self[$0, y].role) }) }
    }

    /// The full golden text: a framed screen, the role grid, and the legend.
    public var golden: String {
        let border = "+" + String(repeating: "-", count: size.width) + "+"
        var out = [border] + lines.map { "|" + $0 + "|" } + [border, ""]
        out += roleGrid
        let used = Set((0..<size.height).flatMap { y in (0..<size.width).map { self[$0, y].role } })
        out.append("")
        for role in StyleRole.allCases where used.contains(role) {
            out.append("\(Self.symbol(for: role)) \(role.rawValue)")
        }
        return out.joined(separator: "\n") + "\n"
    }
}
