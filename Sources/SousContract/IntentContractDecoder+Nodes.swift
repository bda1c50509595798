import Yams

extension IntentContractDecoder {
    func mapping(_ node: Node, _ what: String) throws(ContractError) -> Node.Mapping {
        guard case .mapping(let map) = node else { throw fail("\(what) must be a map", at: node) }
        return map
    }

    /// Keys in file order, with their values; keys must be plain strings.
    func pairs(_ node: Node, _ what: String) throws(ContractError) -> [(String, Node)] {
        var result: [(String, Node)] = []
        for (key, value) in try mapping(node, what) {
            result.append((try string(key, "a key in \(what)"), value))
        }
        return result
    }

    func string(_ node: Node, _ what: String) throws(ContractError) -> String {
        guard case .scalar(let scalar) = node else { throw fail("\(what) must be a single value", at: node) }
        return scalar.string
    }

    func strings(_ node: Node, _ what: String) throws(ContractError) -> [String] {
        guard case .sequence(let items) = node else { throw fail("\(what) must be a list", at: node) }
        var result: [String] = []
        for item in items { result.append(try string(item, what)) }
        return result
    }

    /// Misspelt keys are errors, not silently ignored sections.
    func checkKeys(_ map: Node.Mapping, allowed: Set<String>, in what: String) throws(ContractError) {
        for key in map.keys {
            guard let name = key.string, allowed.contains(name) else {
                throw fail("unknown key '\(key.string ?? "?")' in \(what) (allowed: \(allowed.sorted().joined(separator: ", ")))", at: key)
            }
        }
    }
}
