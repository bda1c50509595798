import SousCore
/// Checks a JSON value against the part of JSON Schema that Sous's schemas use (`type`,
/// including `["integer", "null"]`, `properties`, `required`, `additionalProperties: false`,
/// `items`, `minItems`, `maxItems`, `minimum`, `maximum`, `minLength`, `enum`), naming each
/// problem by its path so a repair request can say exactly what was wrong.
public enum SchemaCheck {
    public static func problems(_ value: AIJSON, against schema: AIJSON, path: String = "") -> [String] {
        var problems: [String] = []
        let at = path.isEmpty ? "the answer" : path
        if let types = typeNames(schema["type"]), !types.contains(where: { matches(value, $0) }) {
            return ["\(at): expected \(types.joined(separator: " or ")), got \(describe(value))"]
        }
        if let allowed = schema["enum"]?.array, !allowed.contains(value) {
            problems.append("\(at): \(describe(value)) is not one of \(allowed.compactMap(\.string).joined(separator: ", "))")
        }
        switch value {
        case .object(let members):
            let properties = schema["properties"]
            for name in schema["required"]?.array?.compactMap(\.string) ?? [] where !members.contains(where: { $0.0 == name }) {
                problems.append("\(join(path, name)): missing")
            }
            for (name, member) in members {
                if let sub = properties?[name] {
                    problems += Self.problems(member, against: sub, path: join(path, name))
                } else if schema["additionalProperties"] == .bool(false) {
                    problems.append("\(join(path, name)): not in the schema")
                }
            }
        case .array(let items):
            if case .number(let min)? = schema["minItems"], Double(items.count) < min {
                problems.append("\(at): \(items.count) item\(items.count == 1 ? "" : "s"), at least \(Int(min)) needed")
            }
            if case .number(let max)? = schema["maxItems"], Double(items.count) > max {
                problems.append("\(at): \(items.count) items, at most \(Int(max)) allowed")
            }
            if let itemSchema = schema["items"] {
                for (index, item) in items.enumerated() {
                    problems += Self.problems(item, against: itemSchema, path: "\(path)[\(index)]")
                }
            }
        case .number(let number):
            if case .number(let min)? = schema["minimum"], number < min { problems.append("\(at): \(format(number)) is below \(format(min))") }
            if case .number(let max)? = schema["maximum"], number > max { problems.append("\(at): \(format(number)) is above \(format(max))") }
        case .string(let text):
            if case .number(let min)? = schema["minLength"], Double(text.count) < min { problems.append("\(at): empty") }
        default: break
        }
        return problems
    }

    private static func join(_ path: String, _ name: String) -> String { path.isEmpty ? name : "\(path).\(name)" }

    private static func typeNames(_ type: AIJSON?) -> [String]? {
        switch type {
        case .string(let name)?: [name]
        case .array(let names)?: names.compactMap(\.string)
        default: nil
        }
    }

    private static func matches(_ value: AIJSON, _ type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object), ("number", .number): true
        case ("integer", .number(let n)): n == n.rounded()
        default: false
        }
    }

    static func describe(_ value: AIJSON) -> String {
        switch value {
        case .null: "null"
        case .bool(let b): "\(b)"
        case .number(let n): format(n)
        case .string(let s): "the text \"\(s.prefix(30))\""
        case .array: "a list"
        case .object: "an object"
        }
    }

    static func format(_ n: Double) -> String { n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n) }
}
