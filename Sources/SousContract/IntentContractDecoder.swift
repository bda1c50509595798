import SousCore
import Yams

/// Walks the YAML node tree by hand, so every error can name its line.
struct IntentContractDecoder {
    let file: String
    /// Lines of decoded parts, looked up when validation reports a problem.
    var lines: [GrammarError.Location: Int] = [:]

    /// Slot types from the grammar underneath, so a user's samples can use built-in types.
    var knownTypes: [String: SlotType]

    /// Slots of the grammar underneath's intents, so a user's samples can fill built-in slots.
    let baseSlots: [String: [String: String]]

    init(file: String, base: IntentGrammar? = nil) {
        self.file = file
        self.knownTypes = base?.slotTypes ?? [:]
        self.baseSlots = Dictionary((base?.intents ?? []).map { ($0.name, $0.slots) }, uniquingKeysWith: { first, _ in first })
    }

    func line(for location: GrammarError.Location) -> Int? {
        lines[location]
    }

    /// Renumbers this file's patterns and samples as they will sit after merging onto `base`.
    mutating func shiftLines(over base: IntentGrammar) {
        var shifted: [GrammarError.Location: Int] = [:]
        for (location, line) in lines {
            switch location {
            case .pattern(let intent, let i):
                shifted[.pattern(intent: intent, index: i + (base.intent(named: intent)?.patterns.count ?? 0))] = line
            case .sample(let intent, let i):
                shifted[.sample(intent: intent, index: i + (base.intent(named: intent)?.samples.count ?? 0))] = line
            default:
                shifted[location] = line
            }
        }
        lines = shifted
    }

    func fail(_ reason: String, at node: Node?) -> ContractError {
        ContractError(file: file, reason: reason, line: node?.mark?.line)
    }

    mutating func decode(_ yaml: String) throws(ContractError) -> IntentGrammar {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw Self.syntaxError(error, file: file)
        } catch {
            throw ContractError(file: file, reason: "YAML: \(error)")
        }
        guard let root else { return IntentGrammar() }
        let top = try mapping(root, "the file")
        try checkKeys(top, allowed: ["version", "fillers", "skippable", "requests", "normalize", "rules", "slotTypes", "intents"], in: "the file")
        var grammar = IntentGrammar()
        if let node = top["fillers"] { grammar.fillers = try strings(node, "fillers") }
        if let node = top["skippable"] { grammar.skippable = try strings(node, "skippable") }
        if let node = top["requests"] {
            let map = try mapping(node, "requests")
            try checkKeys(map, allowed: ["openings", "closings", "verbs"], in: "requests")
            if let list = map["openings"] { grammar.requests.openings = try strings(list, "requests.openings") }
            if let list = map["closings"] { grammar.requests.closings = try strings(list, "requests.closings") }
            if let list = map["verbs"] { grammar.requests.verbs = try strings(list, "requests.verbs") }
        }
        if let node = top["normalize"] {
            for (key, value) in try pairs(node, "normalize") { grammar.normalize[key] = try string(value, "normalize.\(key)") }
        }
        if let node = top["rules"] {
            for (name, value) in try pairs(node, "rules") {
                lines[.rule(name)] = value.mark?.line
                grammar.rules[name] = try pattern(value, "rule <\(name)>")
            }
        }
        if let node = top["slotTypes"] {
            for (name, value) in try pairs(node, "slotTypes") {
                lines[.slotType(name)] = value.mark?.line
                grammar.slotTypes[name] = try slotType(value, name)
                if knownTypes[name] == nil { knownTypes[name] = grammar.slotTypes[name] }
            }
        }
        if let node = top["intents"] {
            guard case .sequence(let items) = node else { throw fail("intents must be a list", at: node) }
            for item in items { grammar.intents.append(try intent(item)) }
        }
        return grammar
    }

    /// Yams errors carry a mark; the line goes into the error, the problem into the reason.
    static func syntaxError(_ error: YamlError, file: String) -> ContractError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return ContractError(file: file, reason: "YAML syntax: \(problem)", line: mark.line)
        default:
            return ContractError(file: file, reason: "YAML: \(error)")
        }
    }
}
