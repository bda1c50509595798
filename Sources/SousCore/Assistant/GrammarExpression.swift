/// One piece of an intent pattern, kept as a tree so other back ends (JSGF) can walk it.
public indirect enum GrammarExpression: Hashable, Sendable {
    /// A literal word, compared after normalisation.
    case word(String)
    /// Items that must follow one another.
    case sequence([GrammarExpression])
    /// Exactly one of the branches.
    case alternatives([GrammarExpression])
    /// The inner expression, or nothing.
    case optional(GrammarExpression)
    /// A named rule from the grammar's `rules` section (`<polite>`).
    case ruleRef(String)
    /// A typed slot (`{duration}` or `{step:number}`); a nil type means the type named like the slot.
    case slot(name: String, type: String?)

    /// Every rule this expression refers to, in order of appearance.
    public var ruleReferences: [String] {
        var names: [String] = []
        visit { if case .ruleRef(let name) = $0 { names.append(name) } }
        return names
    }

    /// Every slot in this expression, in order of appearance.
    public var slots: [(name: String, type: String?)] {
        var found: [(name: String, type: String?)] = []
        visit { if case .slot(let name, let type) = $0 { found.append((name, type)) } }
        return found
    }

    /// Calls `body` on this node and every node below it, depth first.
    public func visit(_ body: (GrammarExpression) -> Void) {
        body(self)
        switch self {
        case .sequence(let items), .alternatives(let items):
            for item in items { item.visit(body) }
        case .optional(let inner):
            inner.visit(body)
        case .word, .ruleRef, .slot:
            break
        }
    }
}

extension GrammarExpression: CustomStringConvertible {
    /// The expression written back in pattern syntax, so error messages and tests read naturally.
    public var description: String {
        switch self {
        case .word(let word): return word
        case .sequence(let items): return items.map(\.description).joined(separator: " ")
        case .alternatives(let items): return "( " + items.map(\.description).joined(separator: " | ") + " )"
        case .optional(let inner): return "[ \(inner) ]"
        case .ruleRef(let name): return "<\(name)>"
        case .slot(let name, let type): return type.map { "{\(name):\($0)}" } ?? "{\(name)}"
        }
    }
}
