/// Digits, decimals, fractions and number words.
extension QuantityScanner {
    /// A number written with digits or fractions: "2", "1.5", ",5", "1 1/2", "1-1/2", "1½", "½", "1,500".
    func number(at start: Int) -> (Rational, Int)? {
        guard start < chars.count else { return nil }
        if let v = VulgarFraction.value(of: chars[start]) { return (v, start + 1) }
        let (intText, intEnd) = digits(from: start)
        if intText.isEmpty {
            guard start + 1 < chars.count, chars[start] == "." || chars[start] == "," else { return nil }
            return decimal(whole: 0, separatorAt: start)
        }
        guard intText.count <= Self.maxIntegerDigits, let whole = Int(intText) else { return nil }
        if let (fraction, end) = fraction(numerator: whole, slashAt: intEnd) { return (fraction, end) }
        if intEnd < chars.count, chars[intEnd] == "." || chars[intEnd] == ",",
           let result = decimal(whole: whole, separatorAt: intEnd) {
            return result
        }
        return mixed(whole: whole, after: intEnd) ?? (Rational(whole), intEnd)
    }

    /// The run of ASCII digits starting at `i` and where it ends.
    func digits(from i: Int) -> (String, Int) {
        var j = i
        var text = ""
        while j < chars.count, CharacterClass.isDigit(chars[j]) {
            text.append(chars[j])
            j += 1
        }
        return (text, j)
    }

    /// "n/d" when a slash follows a numerator; nil when there is no valid denominator.
    private func fraction(numerator: Int, slashAt i: Int) -> (Rational, Int)? {
        guard i < chars.count, chars[i] == "/" || chars[i] == "⁄" else { return nil }
        let (denText, end) = digits(from: i + 1)
        guard !denText.isEmpty, denText.count <= 6, let den = Int(denText), den != 0 else { return nil }
        return (Rational(numerator, den), end)
    }

    /// A decimal; a comma followed by exactly three digits after a non-zero whole reads as thousands.
    private func decimal(whole: Int, separatorAt i: Int) -> (Rational, Int)? {
        let (fracText, end) = digits(from: i + 1)
        guard !fracText.isEmpty else { return nil }
        if chars[i] == ",", whole != 0, fracText.count == 3, let extra = Int(fracText) {
            return (Rational(whole * 1000 + extra), end)
        }
        let kept = String(fracText.prefix(Self.maxFractionDigits))
        guard let n = Int(kept) else { return nil }
        var scale = 1
        for _ in kept { scale *= 10 }
        return (Rational(whole) + Rational(n, scale), end)
    }

    /// A whole number followed by a proper fraction: "1½", "1 ½", "1 1/2", "1-1/2".
    private func mixed(whole: Int, after i: Int) -> (Rational, Int)? {
        guard i < chars.count else { return nil }
        if let v = VulgarFraction.value(of: chars[i]) { return (Rational(whole) + v, i + 1) }
        guard chars[i] == " " || chars[i] == "-", i + 1 < chars.count else { return nil }
        if chars[i] == " ", let v = VulgarFraction.value(of: chars[i + 1]) {
            return (Rational(whole) + v, i + 2)
        }
        let (numText, numEnd) = digits(from: i + 1)
        guard !numText.isEmpty, numText.count <= 6, let n = Int(numText),
              let (f, end) = fraction(numerator: n, slashAt: numEnd), f < .one, !f.isZero else { return nil }
        return (Rational(whole) + f, end)
    }

    /// Number words through `NumberWords`, plus "half" and "a couple" which it does not know.
    func words(at start: Int) -> (Rational, Int, Bool)? {
        var list: [Substring] = []
        var ends: [Int] = []
        var i = start
        while list.count < 8, i < chars.count, chars[i].isLetter {
            var j = i
            while j < chars.count, chars[j].isLetter || (chars[j] == "-" && j + 1 < chars.count && chars[j + 1].isLetter) {
                j += 1
            }
            list.append(Substring(String(lower[i..<j])))
            ends.append(j)
            guard j < chars.count, chars[j] == " " else { break }
            i = j + 1
        }
        guard let first = list.first else { return nil }
        if first == "half" {
            let article = list.count > 1 && (list[1] == "a" || list[1] == "an")
            return (Rational(1, 2), ends[article ? 1 : 0], false)
        }
        if first == "a" || first == "an", list.count > 1 {
            if list[1] == "half" { return (Rational(1, 2), ends[1], false) }
            if list[1] == "couple" { return (Rational(2), ends[1], false) }
        }
        guard let (value, consumed) = NumberWords.parse(prefixOf: list), consumed > 0 else { return nil }
        var result = Rational(value)
        var end = ends[consumed - 1]
        if consumed + 2 < list.count, list[consumed] == "and", list[consumed + 1] == "a", list[consumed + 2] == "half" {
            result = result + Rational(1, 2)
            end = ends[consumed + 2]
        }
        let article = consumed == 1 && (first == "a" || first == "an")
        return (result, end, article)
    }
}
