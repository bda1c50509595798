import Testing
@testable import SousCore

@Suite struct RationalTests {
    @Test func reducesAndNormalisesSign() {
        #expect(Rational(6, 4) == Rational(3, 2))
        #expect(Rational(1, -2).numerator == -1)
        #expect(Rational(1, -2).denominator == 2)
    }

    @Test func arithmeticStaysExact() {
        #expect(Rational(1, 3) * Rational(3) == .one)
        #expect(Rational(1, 2) + Rational(1, 3) == Rational(5, 6))
        #expect(Rational(3, 4) / Rational(1, 4) == Rational(3))
    }

    @Test func losslessStringForm() {
        #expect(Rational(3, 2).description == "3/2")
        #expect(Rational(exactString: "3/2") == Rational(3, 2))
        #expect(Rational(exactString: "x") == nil)
        #expect(Rational(exactString: "1/0") == nil)
    }

    @Test func approximatesDecimals() {
        #expect(Rational.approximating(0.75) == Rational(3, 4))
        #expect(Rational.approximating(0.3333333333, maxDenominator: 16) == Rational(1, 3))
    }
}
