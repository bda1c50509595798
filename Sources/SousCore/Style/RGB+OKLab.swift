import Foundation

/// A colour in OKLab, where straight-line distance tracks how different two colours look.
///
/// OKLab (Björn Ottosson, 2020) was chosen over RGB distance (ranks greys against saturated colours
/// badly), "redmean" (a tuned approximation) and CIEDE2000 (correct but long and slow): it is more
/// uniform than CIE76 Lab, needs no white point and is two small matrix products.
public struct OKLab: Hashable, Sendable {
    public var l: Double
    public var a: Double
    public var b: Double

    /// Squared Euclidean distance; the square root is skipped because only the ordering matters.
    public func distanceSquared(to other: OKLab) -> Double {
        let dl = l - other.l, da = a - other.a, db = b - other.b
        return dl * dl + da * da + db * db
    }
}

extension RGB {
    /// This colour in OKLab, from sRGB with the standard transfer function removed first.
    public var okLab: OKLab {
        let lr = Self.linear(r), lg = Self.linear(g), lb = Self.linear(b)
        let l = cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb)
        let m = cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb)
        let s = cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
        return OKLab(
            l: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        )
    }

    /// sRGB gamma decoding: distances must be measured on light, not on encoded values.
    private static func linear(_ channel: UInt8) -> Double {
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
