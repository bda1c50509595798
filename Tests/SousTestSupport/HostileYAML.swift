/// YAML written to hurt a parser, for the limits on users' files.
public enum HostileYAML {
    /// A theme whose aliases repeat aliases: 9 levels of 9, 387 million values once expanded
    /// (the "billion laughs").
    public static let aliasBomb: String = {
        var lines = ["name: vintage", "a0: &a0 [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]"]
        for level in 1...9 {
            lines.append("a\(level): &a\(level) [\(Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", "))]")
        }
        return lines.joined(separator: "\n") + "\npalette: {accent: \"#ff0000\"}\n"
    }()
}
