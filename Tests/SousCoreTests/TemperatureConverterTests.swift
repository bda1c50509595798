import SousCore
import Testing

@Suite struct TemperatureConverterTests {
    @Test(arguments: [
        ("Preheat the oven to 350°F.", UnitSystem.metric, "Preheat the oven to 175°C."),
        ("Preheat the oven to 350 °F.", .metric, "Preheat the oven to 175°C."),
        ("Preheat the oven to 350F and grease a pan.", .metric, "Preheat the oven to 175°C and grease a pan."),
        ("Heat to 350 degrees F.", .metric, "Heat to 175°C."),
        ("Heat to 350 degrees Fahrenheit.", .metric, "Heat to 175°C."),
        ("Bake at 425ºF for 20 minutes.", .metric, "Bake at 220°C for 20 minutes."),
        ("Bake at 180°C.", .us, "Bake at 350°F."),
        ("Bake at 180 C.", .us, "Bake at 350°F."),
        ("Bake at 200°C then 160°C.", .us, "Bake at 400°F then 325°F."),
        ("Warm the milk to 40°C.", .us, "Warm the milk to 104°F."),
        ("Heat the syrup to 225°F.", .metric, "Heat the syrup to 107°C."),
        ("Preheat oven to 425°F (220°C).", .metric, "Preheat oven to 220°C."),
        ("Preheat oven to 350°F/180°C.", .metric, "Preheat oven to 180°C."),
        ("Preheat oven to 350°F/180°C.", .us, "Preheat oven to 350°F."),
        ("Bake at 350-375°F.", .metric, "Bake at 175-190°C."),
        ("Bake at 180°C.", .metric, "Bake at 180°C."),
        ("Bake at 350°F.", .asWritten, "Bake at 350°F."),
        ("Stir in 2 C flour.", .us, "Stir in 2 C flour."),
        ("Stir in 2 C flour.", .metric, "Stir in 2 C flour."),
        ("Bake at 350° for 20 minutes.", .metric, "Bake at 350° for 20 minutes."),
    ])
    func rewrites(text: String, system: UnitSystem, expected: String) {
        #expect(TemperatureConverter.rewrite(text, for: system) == expected)
    }

    @Test(arguments: [(350.0, 175), (400.0, 205), (425.0, 220), (375.0, 190), (212.0, 100), (450.0, 230), (145.0, 63)])
    func celsiusRoundsToFiveForOvenHeat(fahrenheit: Double, celsius: Int) {
        #expect(TemperatureConverter.celsius(fromFahrenheit: fahrenheit) == celsius)
    }

    @Test(arguments: [(180.0, 350), (200.0, 400), (220.0, 425), (160.0, 325), (190.0, 375), (40.0, 104), (0.0, 32), (63.0, 145)])
    func fahrenheitRoundsLikeCookbooks(celsius: Double, fahrenheit: Int) {
        #expect(TemperatureConverter.fahrenheit(fromCelsius: celsius) == fahrenheit)
    }

    @Test func findReportsRangesAndScales() throws {
        let text = "Heat oil to 180°C, bake at 350°F."
        let found = TemperatureConverter.find(in: text)
        #expect(found.map { String(text[$0.range]) } == ["180°C", "350°F"])
        #expect(found.map(\.scale) == [.celsius, .fahrenheit])
        #expect(found.first?.low == 180)
    }
}
