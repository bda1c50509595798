import Foundation

/// WCAG 2 contrast: how far apart two colours are in lightness, 1:1 (same) to 21:1 (black on white).
extension RGB {
    /// Relative luminance (WCAG 2.x): sRGB channels linearised, weighted 0.2126 / 0.7152 / 0.0722.
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// (L1 + 0.05) / (L2 + 0.05), lighter over darker; AA asks 4.5 for text, 3 for lines and shapes.
    public func contrastRatio(with other: RGB) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
