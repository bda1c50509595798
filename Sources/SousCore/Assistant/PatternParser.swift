/// Reads the pattern syntax: words, `( a | b )`, `[ optional ]`, `<rule>`, `{slot}` and `{slot:type}`.
///
/// A bare `a | b` at the top level is allowed and means `( a | b )`.
public struct PatternParser {
    private let source: String
    private let chars: [Character]
    private var index = 0

    private init(_ source: String) {
        self.source = source
        self.chars = Array(source)
    }

    /// Parses one pattern or rule body.
    public static func parse(_ pattern: String) throws(GrammarSyntaxError) -> GrammarExpression {
        var parser = PatternParser(pattern)
        let expression = try parser.alternatives(closing: nil)
        if parser.index < parser.chars.count {
            throw parser.error("unexpected '\(parser.chars[parser.index])'")
        }
        if case .sequence(let items) = expression, items.isEmpty {
            throw parser.error("empty pattern", at: 0)
        }
        return expression
    }

    private func error(_ message: String, at position: Int? = nil) -> GrammarSyntaxError {
        GrammarSyntaxError(pattern: source, position: position ?? index, message: message)
    }

    private mutating func skipSpaces() {
        while index < chars.count, chars[index].isWhitespace { index += 1 }
    }

    /// Branches separated by `|`, up to `closing` (or the end when nil).
    private mutating func alternatives(closing: Character?) throws(GrammarSyntaxError) -> GrammarExpression {
        var branches: [GrammarExpression] = []
        let start = index
        while true {
            let branch = try sequence()
            skipSpaces()
            if index < chars.count, chars[index] == "|" {
                if case .sequence(let items) = branch, items.isEmpty { throw error("empty alternative before '|'") }
                branches.append(branch)
                index += 1
                continue
            }
            if !branches.isEmpty, case .sequence(let items) = branch, items.isEmpty {
                throw error("empty alternative after '|'")
            }
            branches.append(branch)
            break
        }
        if let closing {
            guard index < chars.count else { throw error("missing '\(closing)' for the group opened here", at: start - 1) }
            guard chars[index] == closing else { throw error("expected '\(closing)' but found '\(chars[index])'") }
            index += 1
        }
        return branches.count == 1 ? branches[0] : .alternatives(branches)
    }

    /// Items up to a `|`, a closing bracket or the end; a single item is returned unwrapped.
    private mutating func sequence() throws(GrammarSyntaxError) -> GrammarExpression {
        var items: [GrammarExpression] = []
        while true {
            skipSpaces()
            guard index < chars.count else { break }
            let c = chars[index]
            switch c {
            case "|", ")", "]":
                return items.count == 1 ? items[0] : .sequence(items)
            case "(":
                index += 1
                let inner = try alternatives(closing: ")")
                if case .sequence(let xs) = inner, xs.isEmpty { throw error("empty group", at: index - 2) }
                items.append(inner)
            case "[":
                index += 1
                let inner = try alternatives(closing: "]")
                if case .sequence(let xs) = inner, xs.isEmpty { throw error("empty optional", at: index - 2) }
                items.append(.optional(inner))
            case "<":
                items.append(.ruleRef(try name(closing: ">", what: "rule")))
            case "{":
                let body = try name(closing: "}", what: "slot", allowColon: true)
                let parts = body.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty }) else {
                    throw error("a slot is {name} or {name:type}, not {\(body)}", at: index - body.count - 2)
                }
                items.append(.slot(name: parts[0], type: parts.count == 2 ? parts[1] : nil))
            case "}", ">":
                throw error("unexpected '\(c)' without its opening bracket")
            default:
                items.append(.word(word()))
            }
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    /// A rule or slot name between brackets; letters, digits, `_` and `-` only.
    private mutating func name(closing: Character, what: String, allowColon: Bool = false) throws(GrammarSyntaxError) -> String {
        let open = index
        index += 1
        var result = ""
        while index < chars.count, chars[index] != closing {
            let c = chars[index]
            guard c.isLetter || c.isNumber || c == "_" || c == "-" || (allowColon && c == ":") else {
                throw error("unexpected '\(c)' in \(what) name")
            }
            result.append(c)
            index += 1
        }
        guard index < chars.count else { throw error("missing '\(closing)' for the \(what) opened here", at: open) }
        guard !result.isEmpty else { throw error("empty \(what) name", at: open) }
        index += 1
        return result
    }

    /// A literal word: everything up to a space or a syntax character.
    private mutating func word() -> String {
        var result = ""
        while index < chars.count {
            let c = chars[index]
            if c.isWhitespace || "()[]<>{}|".contains(c) { break }
            result.append(c)
            index += 1
        }
        return result.lowercased()
    }
}
