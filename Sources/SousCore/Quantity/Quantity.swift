/// How much of an ingredient: an exact amount or a range ("2-3 cloves").
public enum Quantity: Hashable, Sendable {
    case exact(Rational)
    case range(Rational, Rational)

    /// The lower (or only) bound.
    public var low: Rational {
        switch self {
        case .exact(let v): v
        case .range(let lo, _): lo
        }
    }

    /// The upper bound (equal to `low` for an exact amount).
    public var high: Rational {
        switch self {
        case .exact(let v): v
        case .range(_, let hi): hi
        }
    }

    /// The quantity multiplied by `factor`, bounds kept in order; never traps on overflow.
    public func scaled(by factor: Rational) -> Quantity {
        switch self {
        case .exact(let v): .exact(v.multipliedSafely(by: factor))
        case .range(let lo, let hi): .range(lo.multipliedSafely(by: factor), hi.multipliedSafely(by: factor))
        }
    }
}

extension Quantity: Codable {
    private enum CodingKeys: String, CodingKey { case value, from, to }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let v = try c.decodeIfPresent(Rational.self, forKey: .value) {
            self = .exact(v)
        } else {
            self = .range(try c.decode(Rational.self, forKey: .from), try c.decode(Rational.self, forKey: .to))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .exact(let v): try c.encode(v, forKey: .value)
        case .range(let lo, let hi):
            try c.encode(lo, forKey: .from)
            try c.encode(hi, forKey: .to)
        }
    }
}
