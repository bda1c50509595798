import Foundation

/// A statement with its values kept apart from the text: each interpolated value becomes a
/// parameter (`$1`, `$2`, …) with its PostgreSQL type, so no value is ever spliced into SQL.
struct PGQuery: ExpressibleByStringInterpolation, Sendable {
    /// One parameter: its type OID, and its value as text (or bytes, for `bytea`).
    struct Parameter: Sendable {
        var type: UInt32
        var value: Data
        var binary: Bool
    }

    var sql: String
    var parameters: [Parameter]

    init(stringLiteral value: String) {
        sql = value
        parameters = []
    }

    /// SQL written by Sous itself (DDL from `ServerSchema`), with no parameters.
    init(unsafeSQL sql: String) {
        self.sql = sql
        parameters = []
    }

    init(stringInterpolation: StringInterpolation) {
        sql = stringInterpolation.sql
        parameters = stringInterpolation.parameters
    }

    struct StringInterpolation: StringInterpolationProtocol {
        var sql = ""
        var parameters: [Parameter] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            sql.reserveCapacity(literalCapacity + interpolationCount * 3)
        }

        mutating func appendLiteral(_ literal: String) { sql += literal }

        private mutating func bind(_ type: UInt32, _ text: String) {
            parameters.append(Parameter(type: type, value: Data(text.utf8), binary: false))
            sql += "$\(parameters.count)"
        }

        mutating func appendInterpolation(_ value: String) { bind(PGType.text, value) }
        mutating func appendInterpolation(_ value: Int) { bind(PGType.int8, String(value)) }
        mutating func appendInterpolation(_ value: Int64) { bind(PGType.int8, String(value)) }
        mutating func appendInterpolation(_ value: Double) { bind(PGType.float8, String(value)) }
        mutating func appendInterpolation(_ value: Bool) { bind(PGType.bool, value ? "t" : "f") }
        mutating func appendInterpolation(_ value: UUID) { bind(PGType.uuid, value.uuidString.lowercased()) }
        mutating func appendInterpolation(_ value: [String]) { bind(PGType.textArray, PGQuery.arrayLiteral(value)) }
        mutating func appendInterpolation(_ value: [Int64]) { bind(PGType.int8Array, "{" + value.map(String.init).joined(separator: ",") + "}") }

        mutating func appendInterpolation(_ value: Data) {
            parameters.append(Parameter(type: PGType.bytea, value: value, binary: true))
            sql += "$\(parameters.count)"
        }
    }

    /// `{"a","b\"c"}`: every element quoted, backslashes and quotes escaped.
    static func arrayLiteral(_ values: [String]) -> String {
        let elements = values.map { value -> String in
            var escaped = ""
            for character in value {
                if character == "\\" || character == "\"" { escaped.append("\\") }
                escaped.append(character)
            }
            return "\"" + escaped + "\""
        }
        return "{" + elements.joined(separator: ",") + "}"
    }
}

/// The type OIDs Sous sends and reads (PostgreSQL's `pg_type`, stable across versions).
enum PGType {
    static let bool: UInt32 = 16
    static let bytea: UInt32 = 17
    static let int8: UInt32 = 20
    static let int2: UInt32 = 21
    static let int4: UInt32 = 23
    static let text: UInt32 = 25
    static let float8: UInt32 = 701
    static let varchar: UInt32 = 1043
    static let name: UInt32 = 19
    static let timestamp: UInt32 = 1114
    static let timestamptz: UInt32 = 1184
    static let uuid: UInt32 = 2950
    static let textArray: UInt32 = 1009
    static let int8Array: UInt32 = 1016
}

/// One result row, its values in PostgreSQL's binary format with each column's type.
struct PGRow: Sendable {
    var values: [Data?]
    var types: [UInt32]

    struct DecodingError: Error, CustomStringConvertible {
        var description: String
    }

    private func raw(_ column: Int, _ wanted: String) throws -> (Data, UInt32) {
        guard column < values.count else { throw DecodingError(description: "no column \(column) in the server's answer") }
        guard let value = values[column] else { throw DecodingError(description: "column \(column) is null, expected \(wanted)") }
        return (value, types[column])
    }

    /// A big-endian signed integer of 2, 4 or 8 bytes.
    private static func integer(_ data: Data) -> Int64 {
        let unsigned = data.reduce(UInt64(0)) { ($0 << 8) | UInt64($1) }
        let unused = UInt64(64 - 8 * data.count)
        return Int64(bitPattern: unsigned << unused) >> unused  // shifts back with the sign
    }

    func int(_ column: Int) throws -> Int64 {
        let (data, type) = try raw(column, "an integer")
        guard [PGType.int2, PGType.int4, PGType.int8].contains(type), [2, 4, 8].contains(data.count) else {
            throw DecodingError(description: "column \(column) is type \(type), expected an integer")
        }
        return Self.integer(data)
    }

    func bool(_ column: Int) throws -> Bool {
        let (data, type) = try raw(column, "a boolean")
        guard type == PGType.bool, data.count == 1 else { throw DecodingError(description: "column \(column) is type \(type), expected a boolean") }
        return data.first != 0
    }

    func string(_ column: Int) throws -> String {
        let (data, type) = try raw(column, "text")
        guard [PGType.text, PGType.varchar, PGType.name].contains(type) else {
            throw DecodingError(description: "column \(column) is type \(type), expected text")
        }
        return String(decoding: data, as: UTF8.self)
    }

    func uuid(_ column: Int) throws -> UUID {
        let (data, type) = try raw(column, "a uuid")
        guard type == PGType.uuid, data.count == 16 else { throw DecodingError(description: "column \(column) is type \(type), expected a uuid") }
        let b = Array(data)
        return UUID(uuid: (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]))
    }

    /// A `timestamptz`: microseconds since 2000-01-01 UTC.
    func date(_ column: Int) throws -> Date {
        let (data, type) = try raw(column, "a timestamp")
        guard [PGType.timestamptz, PGType.timestamp].contains(type), data.count == 8 else {
            throw DecodingError(description: "column \(column) is type \(type), expected a timestamp")
        }
        return Date(timeIntervalSince1970: 946_684_800 + Double(Self.integer(data)) / 1_000_000)
    }

    func data(_ column: Int) throws -> Data {
        let (data, type) = try raw(column, "bytes")
        guard type == PGType.bytea else { throw DecodingError(description: "column \(column) is type \(type), expected bytea") }
        return data
    }
}
