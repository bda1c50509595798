import Yams

/// Decodes a contract or theme file, turning Yams and decoding errors into one readable `ContractError`.
enum ContractYAML {
    /// Decodes `yaml` as `T`; failures name `file` and, where known, the key path that was wrong.
    static func decode<T: Decodable>(_ type: T.Type, from yaml: String, file: String) throws(ContractError) -> T {
        do {
            return try YAMLDecoder().decode(type, from: yaml)
        } catch let error as DecodingError {
            throw ContractError(file: file, reason: describe(error))
        } catch {
            throw ContractError(file: file, reason: "not valid YAML: \(error)")
        }
    }

    /// `roles.tabActive.attrs: unknown attribute 'blink' ...` rather than Swift's debug dump.
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath)): missing '\(key.stringValue)'"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(readable(type)); \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): expected \(readable(type)), found nothing"
        case .dataCorrupted(let context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        let keys = codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        return keys.isEmpty ? "top level" : keys.joined(separator: ".")
    }

    private static func readable(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "text"
        case is Int.Type: return "a whole number"
        case is Bool.Type: return "true or false"
        default: return "\(type)"
        }
    }
}
