/// Whole numbers and ordinals written as the words a person says ("twenty five", "third").
///
/// The inverse of `NumberWords` for the range a speech grammar enumerates (0 to 999).
public enum SpokenNumber {
    static let small = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    static let smallOrdinals = [
        "zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
        "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
        "eighteenth", "nineteenth",
    ]
    static let tensOrdinals = ["", "", "twentieth", "thirtieth", "fortieth", "fiftieth", "sixtieth", "seventieth", "eightieth", "ninetieth"]

    /// "0" -> "zero", 42 -> "forty two", 110 -> "one hundred ten"; nil outside 0...999.
    public static func words(_ n: Int) -> String? {
        guard (0...999).contains(n) else { return nil }
        if n < 20 { return small[n] }
        if n < 100 { return n % 10 == 0 ? tens[n / 10] : "\(tens[n / 10]) \(small[n % 10])" }
        let rest = n % 100
        return "\(small[n / 100]) hundred" + (rest == 0 ? "" : " \(words(rest)!)")
    }

    /// 3 -> "third", 21 -> "twenty first"; nil outside 1...99 (the parser reads no more).
    public static func ordinal(_ n: Int) -> String? {
        guard (1...99).contains(n) else { return nil }
        if n < 20 { return smallOrdinals[n] }
        return n % 10 == 0 ? tensOrdinals[n / 10] : "\(tens[n / 10]) \(smallOrdinals[n % 10])"
    }
}
