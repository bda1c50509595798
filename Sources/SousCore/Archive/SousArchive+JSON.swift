import Foundation

extension SousArchive {
    /// The archive as pretty, key-sorted JSON; recipe ids are left out (they are per database).
    public func jsonData() throws -> Data {
        var copy = self
        for i in copy.recipes.indices { copy.recipes[i].id = nil }
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
                throw ArchiveError(reason: "is not valid JSON (\(detail))")
            }
            if case .typeMismatch(_, let context) = error, context.codingPath.isEmpty {
                throw ArchiveError(reason: "is not a Sous export (the top level is not a JSON object)")
            }
            throw ArchiveError(reason: describe(error))
        } catch {
            throw ArchiveError(reason: firstLine(error))
        }
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
            return "\(path(context.codingPath)): expected \(typeName(type))"
        case .dataCorrupted(let context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
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
