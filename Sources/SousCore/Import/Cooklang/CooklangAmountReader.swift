/// Reads what is inside a component's braces: `quantity%units`, and whether the quantity is a number.
enum CooklangAmountReader {
    /// The component named `name` with the amount written in `braces` (without the braces).
    static func component(name: String, braces: [Character]) -> CooklangComponent {
        var percent: Int?
        var i = 0
        while i < braces.count {
            if braces[i] == "\\", i + 1 < braces.count {
                i += 2
                continue
            }
            if braces[i] == "%" {
                percent = i
                break
            }
            i += 1
        }
        let quantityChars = percent.map { Array(braces[..<$0]) } ?? braces
        let unitChars = percent.map { Array(braces[($0 + 1)...]) } ?? []
        let quantityText = CooklangText.unescaped(CooklangText.trimmed(quantityChars))
        let units = CooklangText.unescaped(CooklangText.trimmed(unitChars))
        let quantity = quantityText.isEmpty ? nil : CooklangQuantity(text: quantityText, number: number(quantityText))
        return CooklangComponent(name: name, quantity: quantity, units: units)
    }

    /// The value of a Cooklang number, or nil when the spec reads the text as words.
    ///
    /// Numbers are whole ("3"), decimal ("1.5"), fractions ("1/2", "1 / 2") and, beyond the
    /// canonical tests, mixed ("1 1/2"). A fraction part with a leading zero ("01/2") is text, as
    /// the canonical tests require; so is anything too large to hold exactly.
    static func number(_ text: String) -> Rational? {
        let chars = Array(text)
        if let whole = digits(chars[...]) { return whole.value.map { Rational($0) } }
        if let decimal = decimal(chars) { return decimal }
        if let fraction = fraction(chars[...]) { return fraction }
        guard let space = chars.firstIndex(where: { $0.isWhitespace }),
              let whole = digits(chars[..<space])?.value,
              let fraction = fraction(chars[(space + 1)...]) else { return nil }
        return sum(Rational(whole), fraction)
    }

    /// ASCII digits only; `value` is nil when they do not fit in an `Int`.
    private static func digits(_ chars: ArraySlice<Character>) -> (text: String, value: Int?)? {
        guard !chars.isEmpty, chars.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let text = String(chars)
        guard let value = Int(text) else { return (text, nil) }
        return (text, value)
    }

    /// "1.5", ".5" and "2." read exactly; nil when not a decimal or too long to hold exactly.
    private static func decimal(_ chars: [Character]) -> Rational? {
        guard let dot = chars.firstIndex(of: ".") else { return nil }
        let wholeChars = chars[..<dot]
        let fractionChars = chars[(dot + 1)...]
        guard !(wholeChars.isEmpty && fractionChars.isEmpty) else { return nil }
        let whole = wholeChars.isEmpty ? 0 : digits(wholeChars)?.value
        let fractionDigits = fractionChars.isEmpty ? 0 : digits(fractionChars)?.value
        guard let whole, let fractionDigits, fractionChars.count <= 12 else { return nil }
        var scale = 1
        for _ in 0..<fractionChars.count { scale *= 10 }
        let (scaledWhole, overflow) = whole.multipliedReportingOverflow(by: scale)
        guard !overflow else { return nil }
        let (numerator, overflow2) = scaledWhole.addingReportingOverflow(fractionDigits)
        return overflow2 ? nil : Rational(numerator, scale)
    }

    /// "1/2" or "1 / 2", without leading zeros and with a non-zero denominator.
    private static func fraction(_ chars: ArraySlice<Character>) -> Rational? {
        guard let slash = chars.firstIndex(of: "/") else { return nil }
        let top = trimmed(chars[..<slash])
        let bottom = trimmed(chars[(slash + 1)...])
        guard let n = digits(top)?.value, let d = digits(bottom)?.value, d != 0,
              top.first != "0", bottom.first != "0" else { return nil }
        return Rational(n, d)
    }

    private static func trimmed(_ chars: ArraySlice<Character>) -> ArraySlice<Character> {
        var slice = chars
        while slice.first?.isWhitespace == true { slice = slice.dropFirst() }
        while slice.last?.isWhitespace == true { slice = slice.dropLast() }
        return slice
    }

    private static func sum(_ a: Rational, _ b: Rational) -> Rational? {
        let (scaled, o1) = a.numerator.multipliedReportingOverflow(by: b.denominator)
        let (total, o2) = scaled.addingReportingOverflow(b.numerator)
        return o1 || o2 ? nil : Rational(total, b.denominator)
    }
}
