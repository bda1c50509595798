import Foundation
import Yams

/// What a user's YAML file may hold before anything builds values from it.
///
/// A theme is a few hundred values in under 1 KB. A file far bigger, nested far deeper, or whose
/// aliases repeat aliases (9 levels of 9 expand to 387 million values: the "billion laughs")
/// would stop the app from ever drawing, so it is refused with a reason and the built-in theme
/// is used. Aliases themselves are allowed: only what they expand to counts. Reasons are short,
/// so the banner fits one line of 100 columns.
enum UserYAMLLimits {
    static let maxBytes = 64 * 1024
    /// Values (scalars, lists, maps) after aliases are expanded.
    static let maxValues = 10_000
    /// Lists and maps inside each other, in the text and once expanded.
    static let maxDepth = 32

    /// Throws when `text` is too big, too deep or expands to too much.
    static func check(_ text: String, file: String) throws(ContractError) {
        guard text.utf8.count <= maxBytes else {
            throw ContractError(file: file, reason: "is over \(maxBytes / 1024) KB")
        }
        guard flowDepth(text) <= maxDepth else {
            throw ContractError(file: file, reason: "nests over \(maxDepth) deep")
        }
        // Composing keeps an alias as the node it names (shared, not copied), so this is cheap
        // however far the aliases would expand; the walk below stops at the limit.
        guard let root = try? Yams.compose(yaml: text) else { return }
        var count = 0
        guard fits(root, depth: 0, count: &count) else {
            throw ContractError(file: file, reason: "expands too far (aliases in aliases?)")
        }
    }

    /// Walks the expanded tree, stopping as soon as it is too big or too deep.
    static func fits(_ node: Node, depth: Int, count: inout Int) -> Bool {
        count += 1
        guard count <= maxValues, depth <= maxDepth else { return false }
        switch node {
        case .scalar, .alias:
            return true
        case .sequence(let sequence):
            return sequence.allSatisfy { fits($0, depth: depth + 1, count: &count) }
        case .mapping(let mapping):
            return mapping.allSatisfy { fits($0.key, depth: depth + 1, count: &count) && fits($0.value, depth: depth + 1, count: &count) }
        }
    }

    /// How deep `[` and `{` nest outside quotes: the parser recurses on them, so a file of
    /// brackets alone could exhaust the stack before any other limit is seen.
    static func flowDepth(_ text: String) -> Int {
        var depth = 0, deepest = 0
        var quote: Character?
        var comment = false
        for character in text {
            if comment { if character == "\n" { comment = false }; continue }
            if let open = quote { if character == open || character == "\n" { quote = nil }; continue }
            switch character {
            case "\"", "'": quote = character
            case "#": comment = true
            case "[", "{": depth += 1; deepest = max(deepest, depth)
            case "]", "}": depth = max(0, depth - 1)
            default: break
            }
        }
        return deepest
    }
}
