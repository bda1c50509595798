/// The single-character fractions of Unicode ("½", "⅓", "⅞") and their values.
enum VulgarFraction {
    static let values: [Character: Rational] = [
        "½": Rational(1, 2), "⅓": Rational(1, 3), "⅔": Rational(2, 3), "¼": Rational(1, 4),
        "¾": Rational(3, 4), "⅕": Rational(1, 5), "⅖": Rational(2, 5), "⅗": Rational(3, 5),
        "⅘": Rational(4, 5), "⅙": Rational(1, 6), "⅚": Rational(5, 6), "⅐": Rational(1, 7),
        "⅛": Rational(1, 8), "⅜": Rational(3, 8), "⅝": Rational(5, 8), "⅞": Rational(7, 8),
        "⅑": Rational(1, 9), "⅒": Rational(1, 10), "↉": Rational(0, 3),
    ]

    /// The value of `character` when it is a vulgar fraction.
    static func value(of character: Character) -> Rational? { values[character] }
}
