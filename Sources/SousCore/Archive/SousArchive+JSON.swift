import Foundation

extension SousArchive {
    /// The archive as pretty, key-sorted JSON; recipe ids are left out (they are per database).
    public func jsonData() throws -> Data {
        var copy = self
        for i in copy.recipes.indices { copy.recipes[i].id = nil }
        if var planning = copy.planning {
            for i in planning.entries.indices { planning.entries[i].id = nil }
            copy.planning = planning
        }
        var data = try Self.encoder.encode(copy)
        data.append(0x0A)
        return data
    }

    /// Reads an archive, explaining in one line what is wrong with a file that is not one.
    ///
    /// One pass over the data: the format and version are checked first inside
    /// `init(from:)`, so a large file is parsed once.
    public static func decode(_ data: Data) throws(ArchiveError) -> SousArchive {
        do {
            return try decoder.decode(SousArchive.self, from: data)
        } catch let error as ArchiveError {
            throw error
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                let detail = context.underlyingError.map(firstLine) ?? context.debugDescription
                throw ArchiveError(reason: jsonProblem(data) ?? "is not valid JSON (\(detail))")
            }
            if case .valueNotFound(_, let context) = error, context.codingPath.isEmpty {
                throw ArchiveError(reason: "holds only null, not a Sous export or a recipe")
            }
            if case .typeMismatch(_, let context) = error, context.codingPath.isEmpty {
                throw ArchiveError(reason: "is not a Sous export (the top level is not a JSON object)")
            }
            throw ArchiveError(reason: describe(error))
        } catch {
            throw ArchiveError(reason: firstLine(error))
        }
    }

    /// Foundation's decoder says only "The given data was not valid JSON.", also for a number
    /// too large for its field: the JSON is read again to say where it breaks (line and
    /// column), or which number is out of range.
    static func jsonProblem(_ data: Data) -> String? {
        let text = String(decoding: data, as: UTF8.self)
        let root: JSONValue
        do throws(TolerantJSONParser.Failure) {
            root = try TolerantJSONParser.parse(text, lenient: false)
        } catch {
            return "is not valid JSON (\(error.message) at \(error.position(in: text)))"
        }
        guard let (path, number) = outOfRange(root, path: "") else { return nil }
        return "\(path): \(JSONValue.format(number)) is out of range"
    }

    /// The first number no Sous field can hold (beyond a 64-bit integer), with its path.
    static func outOfRange(_ value: JSONValue, path: String) -> (String, Double)? {
        switch value {
        case .number(let number) where !(abs(number) < 9.2e18): return (path, number)
        case .array(let items):
            for (index, item) in items.enumerated() {
                if let found = outOfRange(item, path: "\(path)[\(index)]") { return found }
            }
        case .object(let members):
            for member in members {
                if let found = outOfRange(member.value, path: path.isEmpty ? member.key : "\(path).\(member.key)") { return found }
            }
        default: break
        }
        return nil
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var c = encoder.singleValueContainer()
            try c.encode(ISO8601.string(date))
        }
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let c = try decoder.singleValueContainer()
            let text = try c.decode(String.self)
            if let date = ISO8601.date(text) { return date }
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "not an ISO 8601 date: \(text)")
        }
        return decoder
    }()

    /// "recipes[3].servings: expected a number" from a DecodingError.
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [CodingKey]) -> String {
            keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
                .trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        switch error {
        case .keyNotFound(let key, let context):
            let at = path(context.codingPath)
            return "\(at.isEmpty ? "" : at + ": ")missing \"\(key.stringValue)\""
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let at = path(context.codingPath)
            return "\(at.isEmpty ? "the top level" : at): expected \(typeName(type))"
        case .dataCorrupted(let context):
            let at = path(context.codingPath)
            return "\(at.isEmpty ? "the top level" : at): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Int.Type, is Int64.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: "\(type)".contains("Array") ? "a list" : "an object"
        }
    }

    static func firstLine(_ error: Error) -> String {
        String(("\(error)".split(separator: "\n").first ?? "unreadable").prefix(200))
    }
}

/// Why a file could not be read as a Sous archive.
public struct ArchiveError: Error, Equatable, CustomStringConvertible {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}
