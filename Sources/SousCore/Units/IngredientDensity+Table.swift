extension IngredientDensity {
    /// Grams per US cup of everyday ingredients, spooned and levelled (brown sugar packed).
    ///
    /// Written for Sous from common kitchen knowledge and rounded to what a scale shows; a test
    /// compares it with Open Tandoor Data's conversions, which are never shipped.
    public static let table: [IngredientDensity] = [
        IngredientDensity(id: "plain-flour", gramsPerCup: 125, form: .dry, aliases: [
            "flour", "plain flour", "all purpose flour", "white flour", "self raising flour", "self rising flour",
            "cake flour", "pastry flour", "00 flour", "spelt flour",
        ]),
        IngredientDensity(id: "bread-flour", gramsPerCup: 130, form: .dry, aliases: [
            "bread flour", "strong flour", "strong white flour",
        ]),
        IngredientDensity(id: "wholemeal-flour", gramsPerCup: 120, form: .dry, aliases: [
            "wholemeal flour", "whole wheat flour", "wholewheat flour", "whole grain flour", "brown flour",
        ]),
        IngredientDensity(id: "cornflour", gramsPerCup: 120, form: .dry, aliases: ["cornflour", "cornstarch", "corn starch"]),
        IngredientDensity(id: "semolina", gramsPerCup: 165, form: .dry, aliases: ["semolina"]),
        IngredientDensity(id: "cornmeal", gramsPerCup: 140, form: .dry, aliases: ["cornmeal"]),
        IngredientDensity(id: "ground-almonds", gramsPerCup: 96, form: .dry, aliases: [
            "ground almonds", "almond flour", "almond meal",
        ]),
        IngredientDensity(id: "sugar", gramsPerCup: 200, form: .dry, aliases: [
            "sugar", "granulated sugar", "white sugar", "caster sugar", "castor sugar", "superfine sugar",
        ]),
        IngredientDensity(id: "brown-sugar", gramsPerCup: 220, form: .dry, aliases: ["brown sugar", "muscovado sugar", "muscovado"]),
        IngredientDensity(id: "icing-sugar", gramsPerCup: 120, form: .dry, aliases: [
            "icing sugar", "powdered sugar", "confectioners sugar", "confectioner sugar",
        ]),
        IngredientDensity(id: "cocoa", gramsPerCup: 85, form: .dry, aliases: ["cocoa", "cocoa powder"]),
        IngredientDensity(id: "baking-powder", gramsPerCup: 230, form: .dry, aliases: ["baking powder"]),
        IngredientDensity(id: "baking-soda", gramsPerCup: 275, form: .dry, aliases: [
            "baking soda", "bicarbonate of soda", "bicarb", "bicarbonate soda",
        ]),
        IngredientDensity(id: "salt", gramsPerCup: 290, form: .dry, aliases: ["salt", "fine salt", "table salt", "sea salt"]),
        IngredientDensity(id: "rice", gramsPerCup: 185, form: .dry, aliases: ["rice"]),
        IngredientDensity(id: "rolled-oats", gramsPerCup: 90, form: .dry, aliases: [
            "oats", "rolled oats", "porridge oats", "oatmeal",
        ]),
        IngredientDensity(id: "quinoa", gramsPerCup: 170, form: .dry, aliases: ["quinoa"]),
        IngredientDensity(id: "couscous", gramsPerCup: 175, form: .dry, aliases: ["couscous"]),
        IngredientDensity(id: "lentils", gramsPerCup: 190, form: .dry, aliases: ["lentils"]),
        IngredientDensity(id: "breadcrumbs", gramsPerCup: 110, form: .dry, aliases: [
            "breadcrumbs", "bread crumbs", "dried breadcrumbs", "dry breadcrumbs",
        ]),
        IngredientDensity(id: "panko", gramsPerCup: 60, form: .dry, aliases: ["panko", "panko breadcrumbs", "fresh breadcrumbs"]),
        IngredientDensity(id: "chocolate-chips", gramsPerCup: 170, form: .dry, aliases: ["chocolate chips", "choc chips"]),
        IngredientDensity(id: "raisins", gramsPerCup: 150, form: .dry, aliases: [
            "raisins", "sultanas", "dried currants", "dried cranberries",
        ]),
        IngredientDensity(id: "desiccated-coconut", gramsPerCup: 85, form: .dry, aliases: [
            "desiccated coconut", "shredded coconut", "coconut flakes",
        ]),
        IngredientDensity(id: "chopped-walnuts", gramsPerCup: 115, form: .dry, aliases: ["walnuts", "walnut pieces"]),
        IngredientDensity(id: "chopped-pecans", gramsPerCup: 110, form: .dry, aliases: ["pecans", "pecan halves"]),
        IngredientDensity(id: "sliced-almonds", gramsPerCup: 90, form: .dry, aliases: [
            "sliced almonds", "flaked almonds", "slivered almonds",
        ]),
        IngredientDensity(id: "grated-parmesan", gramsPerCup: 100, form: .dry, aliases: [
            "parmesan", "parmesan cheese", "parmigiano", "parmigiano reggiano", "pecorino", "pecorino romano",
        ]),
        IngredientDensity(id: "grated-cheese", gramsPerCup: 113, form: .dry, aliases: [
            "grated cheese", "shredded cheese", "cheddar", "cheddar cheese", "gruyère", "gruyere", "monterey jack",
        ]),
        IngredientDensity(id: "butter", gramsPerCup: 227, form: .block, aliases: ["butter", "margarine"]),
        IngredientDensity(id: "ghee", gramsPerCup: 220, form: .paste, aliases: ["ghee"]),
        IngredientDensity(id: "peanut-butter", gramsPerCup: 260, form: .paste, aliases: ["peanut butter"]),
        IngredientDensity(id: "honey", gramsPerCup: 340, form: .liquid, aliases: ["honey"]),
        IngredientDensity(id: "maple-syrup", gramsPerCup: 320, form: .liquid, aliases: ["maple syrup"]),
        IngredientDensity(id: "golden-syrup", gramsPerCup: 340, form: .liquid, aliases: ["golden syrup"]),
        IngredientDensity(id: "molasses", gramsPerCup: 330, form: .liquid, aliases: ["molasses", "treacle", "black treacle"]),
        IngredientDensity(id: "milk", gramsPerCup: 245, form: .liquid, aliases: ["milk"]),
        IngredientDensity(id: "buttermilk", gramsPerCup: 245, form: .liquid, aliases: ["buttermilk"]),
        IngredientDensity(id: "condensed-milk", gramsPerCup: 306, form: .liquid, aliases: ["condensed milk"]),
        IngredientDensity(id: "cream", gramsPerCup: 240, form: .liquid, aliases: ["cream"]),
        IngredientDensity(id: "water", gramsPerCup: 237, form: .liquid, aliases: ["water"]),
        IngredientDensity(id: "oil", gramsPerCup: 218, form: .liquid, aliases: ["oil"]),
        IngredientDensity(id: "stock", gramsPerCup: 240, form: .liquid, aliases: ["stock", "broth"]),
    ]

    /// Names that end like a known ingredient but weigh too differently to convert.
    ///
    /// Kosher and flaky salts vary twofold by brand and crystal; ice cream is mostly air.
    static let unweighable: [String] = [
        "kosher salt", "kosher sea salt", "coarse salt", "coarse sea salt", "flaky salt", "flaky sea salt",
        "salt flakes", "sea salt flakes", "rock salt", "ice cream", "cream cheese", "whipped cream",
    ]
}
