import SousCore
import Testing

@Suite struct NounNumberTests {
    @Test(arguments: [
        ("egg", "eggs"), ("lemon", "lemons"), ("leaf", "leaves"), ("loaf", "loaves"), ("tomato", "tomatoes"),
        ("potato", "potatoes"), ("berry", "berries"), ("anchovy", "anchovies"), ("peach", "peaches"),
        ("radish", "radishes"), ("chilli", "chillies"), ("jalapeño", "jalapeños"), ("avocado", "avocados"),
        ("Egg", "Eggs"), ("Leaf", "Leaves"), ("day", "days"), ("eggs", "eggs"), ("fruit", "fruit"), ("salt", "salt"),
    ])
    func plurals(singular: String, plural: String) {
        #expect(NounNumber.pluralized(singular) == plural)
    }

    @Test(arguments: [
        ("eggs", "egg"), ("leaves", "leaf"), ("tomatoes", "tomato"), ("mangoes", "mango"), ("berries", "berry"),
        ("cookies", "cookie"), ("peaches", "peach"), ("fillets", "fillet"), ("slices", "slice"), ("olives", "olive"),
        ("couscous", "couscous"), ("hummus", "hummus"), ("glass", "glass"), ("egg", "egg"),
    ])
    func singulars(plural: String, singular: String) {
        #expect(NounNumber.singularized(plural) == singular)
    }

    @Test(arguments: [
        ("large egg", true, "large eggs"),
        ("large eggs", false, "large egg"),
        ("large egg yolk", true, "large egg yolks"),
        ("makrut lime leaves", false, "makrut lime leaf"),
        ("thumb of ginger", true, "thumbs of ginger"),
        ("lemon, zested", true, "lemons, zested"),
        ("tomatoes (ripe)", false, "tomato (ripe)"),
        ("bouquet garni", true, "bouquet garni"),
        ("passion fruit", true, "passion fruit"),
        ("bone-in chicken thighs and drumsticks", false, "bone-in chicken thighs and drumsticks"),
        ("salt", true, "salt"),
        ("", true, ""),
    ])
    func headNounAgrees(name: String, plural: Bool, expected: String) {
        #expect(NounNumber.agreeing(name, plural: plural) == expected)
    }
}
