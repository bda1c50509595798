import SousCore
import Yams

extension IntentContractDecoder {
    mutating func intent(_ node: Node) throws(ContractError) -> IntentDefinition {
        let map = try mapping(node, "an intent")
        guard let nameNode = map["name"] else { throw fail("an intent needs a name", at: node) }
        let name = try string(nameNode, "intent name")
        try checkKeys(map, allowed: ["name", "description", "slots", "patterns", "typed", "samples", "confirm", "answer"], in: "intent \(name)")
        lines[.intent(name)] = node.mark?.line
        var intent = IntentDefinition(name: name)
        if let d = map["description"] { intent.description = try string(d, "\(name).description") }
        if let c = map["confirm"] {
            guard let flag = c.bool else { throw fail("\(name).confirm must be true or false", at: c) }
            intent.confirm = flag
        }
        if let a = map["answer"] {
            guard let flag = a.bool else { throw fail("\(name).answer must be true or false", at: a) }
            intent.answer = flag
        }
        if let s = map["slots"] {
            for (slot, type) in try pairs(s, "\(name).slots") { intent.slots[slot] = try string(type, "\(name).slots.\(slot)") }
        }
        if let p = map["patterns"] {
            guard case .sequence(let items) = p else { throw fail("\(name).patterns must be a list", at: p) }
            for (i, item) in items.enumerated() {
                lines[.pattern(intent: name, index: i)] = item.mark?.line
                intent.patterns.append(try pattern(item, "intent \(name), pattern \(i + 1)"))
            }
        }
        if let t = map["typed"] {
            guard case .sequence(let items) = t else { throw fail("\(name).typed must be a list", at: t) }
            for (i, item) in items.enumerated() {
                lines[.pattern(intent: name, index: intent.patterns.count + i)] = item.mark?.line
                intent.typedPatterns.append(try pattern(item, "intent \(name), typed pattern \(i + 1)"))
            }
        }
        if let s = map["samples"] {
            guard case .sequence(let items) = s else { throw fail("\(name).samples must be a list", at: s) }
            for (i, item) in items.enumerated() {
                lines[.sample(intent: name, index: i)] = item.mark?.line
                intent.samples.append(try sample(item, intent: intent))
            }
        }
        return intent
    }

    func sample(_ node: Node, intent: IntentDefinition) throws(ContractError) -> IntentSample {
        let map = try mapping(node, "a sample")
        try checkKeys(map, allowed: ["say", "slots", "context"], in: "a sample of \(intent.name)")
        guard let say = map["say"] else { throw fail("a sample needs `say`", at: node) }
        var sample = IntentSample(say: try string(say, "say"), line: node.mark?.line)
        if let slots = map["slots"] {
            for (slot, value) in try pairs(slots, "sample slots") {
                guard let typeName = intent.slots[slot] ?? baseSlots[intent.name]?[slot] else {
                    throw fail("sample slot \(slot) is not declared in \(intent.name).slots", at: value)
                }
                sample.slots[slot] = try slotValue(value, typeName: typeName, slot: slot)
            }
        }
        if let context = map["context"] {
            let c = try mapping(context, "a sample context")
            try checkKeys(c, allowed: ["ingredients", "timers", "steps"], in: "a sample context")
            if let n = c["ingredients"] { sample.context.ingredientNames = try strings(n, "context.ingredients") }
            if let n = c["timers"] { sample.context.timerNames = try strings(n, "context.timers") }
            if let n = c["steps"] {
                guard let steps = n.int else { throw fail("context.steps must be a number", at: n) }
                sample.context.stepCount = steps
            }
        }
        return sample
    }

    /// Expected values are written plainly; the slot's declared type says how to read them.
    func slotValue(_ node: Node, typeName: String, slot: String) throws(ContractError) -> SlotValue {
        let text = try string(node, "slot \(slot)")
        guard let kind = knownTypes[typeName]?.kind else {
            throw fail("slot \(slot) has unknown type '\(typeName)'", at: node)
        }
        switch kind {
        case .duration:
            guard let seconds = Double(text) else { throw fail("slot \(slot) expects seconds, got '\(text)'", at: node) }
            return .duration(seconds)
        case .number:
            guard let n = Int(text) else { throw fail("slot \(slot) expects a whole number, got '\(text)'", at: node) }
            return .number(n)
        case .ingredient, .timerName, .text:
            return .text(text)
        case .values:
            return .value(text)
        }
    }

    func slotType(_ node: Node, _ name: String) throws(ContractError) -> SlotType {
        let map = try mapping(node, "slot type \(name)")
        try checkKeys(map, allowed: ["kind", "min", "max", "values"], in: "slot type \(name)")
        guard let kindNode = map["kind"] else { throw fail("slot type \(name) needs a kind", at: node) }
        let kindName = try string(kindNode, "kind")
        guard let kind = SlotType.Kind(rawValue: kindName) else {
            let known = SlotType.Kind.allCases.map(\.rawValue).joined(separator: ", ")
            throw fail("slot type \(name) has unknown kind '\(kindName)' (known: \(known))", at: kindNode)
        }
        var type = SlotType(kind: kind)
        if let n = map["min"] { type.min = n.int }
        if let n = map["max"] { type.max = n.int }
        if let values = map["values"] {
            switch values {
            case .sequence(let items):
                for item in items { type.values.append(SlotType.Value(try string(item, "\(name) value"))) }
            case .mapping:
                for (canonical, synonyms) in try pairs(values, "\(name).values") {
                    let list = synonyms.null != nil ? [] : try strings(synonyms, "\(name).\(canonical)")
                    type.values.append(SlotType.Value(canonical, synonyms: list))
                }
            default:
                throw fail("\(name).values must be a list or a map of value to synonyms", at: values)
            }
        }
        return type
    }

    func pattern(_ node: Node, _ what: String) throws(ContractError) -> GrammarExpression {
        let text = try string(node, what)
        do {
            return try PatternParser.parse(text)
        } catch {
            throw fail("\(what): \(error)", at: node)
        }
    }
}
