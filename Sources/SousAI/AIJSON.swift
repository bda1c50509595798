import Foundation
import SousCore

/// A JSON value for request bodies, schemas and answers: `Codable`, `Sendable`, and with
/// object members kept in order so a schema reads as written.
public enum AIJSON: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([AIJSON])
    case object([(String, AIJSON)])

    public static func == (lhs: AIJSON, rhs: AIJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let v): hasher.combine(v)
        case .number(let v): hasher.combine(v)
        case .string(let v): hasher.combine(v)
        case .array(let v): hasher.combine(v)
        case .object(let members):
            for (key, value) in members {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }

    public subscript(key: String) -> AIJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    public subscript(index: Int) -> AIJSON? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var array: [AIJSON]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// A copy with `key` set (replaced in place, or appended).
    public func setting(_ key: String, _ value: AIJSON) -> AIJSON {
        guard case .object(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.0 == key }) {
            members[index].1 = value
        } else {
            members.append((key, value))
        }
        return .object(members)
    }

    // MARK: Codable

    private struct MemberKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var items: [AIJSON] = []
            while !array.isAtEnd { items.append(try array.decode(AIJSON.self)) }
            self = .array(items)
        } else if let object = try? decoder.container(keyedBy: MemberKey.self) {
            // JSONDecoder does not keep member order; sorting keeps the value deterministic.
            self = .object(try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map { ($0.stringValue, try object.decode(AIJSON.self, forKey: $0)) })
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let bool = try? single.decode(Bool.self) {
                self = .bool(bool)
            } else if let number = try? single.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var c = encoder.singleValueContainer()
            try c.encodeNil()
        case .bool(let v):
            var c = encoder.singleValueContainer()
            try c.encode(v)
        case .number(let v):
            var c = encoder.singleValueContainer()
            if v.rounded() == v, abs(v) < 1e15 { try c.encode(Int64(v)) } else { try c.encode(v) }
        case .string(let v):
            var c = encoder.singleValueContainer()
            try c.encode(v)
        case .array(let items):
            var c = encoder.unkeyedContainer()
            for item in items { try c.encode(item) }
        case .object(let members):
            var c = encoder.container(keyedBy: MemberKey.self)
            for (key, value) in members { try c.encode(value, forKey: MemberKey(key)) }
        }
    }

    /// Compact JSON text.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("null".utf8)
    }

    /// Parses JSON text; nil when it is not JSON.
    public static func parse(_ data: Data) -> AIJSON? {
        try? JSONDecoder().decode(AIJSON.self, from: data)
    }

    public static func parse(_ text: String) -> AIJSON? { parse(Data(text.utf8)) }
}

extension AIJSON: ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral
{
    public typealias Key = String
    public typealias Value = AIJSON
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: AIJSON...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, AIJSON)...) { self = .object(elements) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
