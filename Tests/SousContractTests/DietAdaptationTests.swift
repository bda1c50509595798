import SousContract
import SousCore
import Testing

/// Diets in the kitchen knowledge: what breaks each, and the swaps that keep them.
@Suite struct DietAdaptationTests {
    let knowledge: KitchenKnowledge

    init() throws {
        knowledge = try KitchenKnowledgeContract.builtIn()
    }

    func recipe(_ lines: [String]) -> Recipe {
        let ingredients = IngredientLineParser.parse(lines: lines).compactMap { parsed -> Ingredient? in
            if case .ingredient(let ingredient) = parsed { return ingredient }
            return nil
        }
        return Recipe(title: "Test", ingredients: ingredients)
    }

    @Test func namesBreakADietByTheirLastWordsUnlessAllowed() throws {
        let vegan = try #require(knowledge.diet(named: "Vegan"))
        #expect(vegan.breakingName("cold unsalted butter") == "butter")
        #expect(vegan.breakingName("eggs") == "egg")
        #expect(vegan.breakingName("peanut butter") == nil)
        #expect(vegan.breakingName("coconut milk") == nil)
        #expect(vegan.breakingName("eggplant") == nil)
        let dairyFree = try #require(knowledge.diet(named: "dairy free"))
        #expect(dairyFree.breakingName("cream of tartar") == nil)
        let glutenFree = try #require(knowledge.diet(named: "coeliac"))
        #expect(glutenFree.name == "gluten-free")
        #expect(glutenFree.breakingName("spaghetti") == "spaghetti")
        #expect(glutenFree.breakingName("gluten-free pasta") == nil)
        #expect(glutenFree.breakingName("rice flour") == nil)
        #expect(knowledge.diet(named: "paleo") == nil)
    }

    @Test func aVeganVersionSwapsWhatItCanAndSaysWhatItCannot() throws {
        let vegan = try #require(knowledge.diet(named: "vegan"))
        let adapted = DietAdaptation.adapt(recipe([
            "300 g spaghetti", "50 g unsalted butter", "2 eggs", "200 ml double cream", "1 tbsp peanut butter", "100 g pancetta, diced",
        ]), to: vegan, knowledge: knowledge)
        #expect(adapted.changes.map(\.line) == ["50 g unsalted butter", "2 eggs", "200 ml double cream", "100 g pancetta, diced"])
        #expect(adapted.changes[0].replacement == "olive oil")
        #expect(adapted.changes[0].replacementLine == "olive oil: three quarters of the amount of butter")
        #expect(adapted.changes[1].replacement == "applesauce")
        #expect(adapted.changes[2].replacementLine == "200 ml coconut cream" || adapted.changes[2].replacement == "coconut cream")
        #expect(adapted.changes[3].replacement == nil, "no swap for pancetta is known")
    }

    /// Oil instead of butter ruins pastry: a baked recipe gets the baking swap, a sauté keeps oil.
    @Test func pastrysButterBecomesPlantButterWhileASautesBecomesOil() throws {
        let vegan = try #require(knowledge.diet(named: "vegan"))
        var tart = recipe(["200 g plain flour", "100 g cold unsalted butter, diced", "3 tbsp ice water"])
        tart.title = "Leek Tart"
        tart.instructions = [Instruction(step: 1, text: "Rub the butter into the flour, add the water and chill the dough."),
                             Instruction(step: 2, text: "Roll out and blind bake for 15 minutes.")]
        #expect(DietAdaptation.context(of: tart) == "baking")
        let pastry = DietAdaptation.adapt(tart, to: vegan, knowledge: knowledge)
        #expect(pastry.changes.map(\.replacement) == ["vegan block butter"])
        let line = try #require(pastry.changes.first?.replacementLine)
        #expect(line.hasPrefix("100 g") && line.contains("vegan block butter") && !line.contains("unsalted"), "\(line)")
        let dairyFree = try #require(knowledge.diet(named: "dairy-free"))
        #expect(DietAdaptation.adapt(tart, to: dairyFree, knowledge: knowledge).changes.first?.replacement == "vegan block butter")
        // The replacement keeps both diets it is tagged with.
        #expect(vegan.breakingName("vegan block butter") == nil)

        var sauté = recipe(["2 tbsp butter", "250 g mushrooms, sliced"])
        sauté.instructions = [Instruction(step: 1, text: "Fry the mushrooms in the butter for 8 minutes.")]
        #expect(DietAdaptation.context(of: sauté) == "cooking")
        #expect(DietAdaptation.adapt(sauté, to: vegan, knowledge: knowledge).changes.first?.replacement == "olive oil")
    }

    /// Meat named by its cut ("boneless chicken thighs", "salmon fillets") still breaks the diet.
    @Test func cutsOfMeatAndFishBreakVegetarian() throws {
        let vegetarian = try #require(knowledge.diet(named: "vegetarian"))
        for name in ["boneless chicken thighs", "bone-in chicken thighs and drumsticks", "boneless skinless chicken breasts",
                     "salmon fillets", "chicken broth", "anchovy fillets"] {
            #expect(vegetarian.breakingName(name) != nil, "\(name)")
        }
        #expect(vegetarian.breakingName("vegetable broth") == nil)
    }

    @Test func aSwapMustKeepTheDietAskedFor() throws {
        let glutenFree = try #require(knowledge.diet(named: "gluten-free"))
        let adapted = DietAdaptation.adapt(recipe(["2 tbsp soy sauce", "300 g spaghetti", "1 tbsp butter"]), to: glutenFree, knowledge: knowledge)
        #expect(adapted.changes.map(\.replacement) == ["tamari", "gluten-free pasta"])
        #expect(adapted.changes[1].replacementLine == "300 g gluten-free pasta")
    }

    @Test func everySwapTaggedWithADietKeepsIt() {
        for swap in knowledge.substitutions {
            for name in swap.diets {
                guard let diet = knowledge.diet(named: name) else {
                    Issue.record("\(swap.ingredient) -> \(swap.replacement): no diet \(name)")
                    continue
                }
                #expect(diet.breakingName(swap.replacement) == nil, "\(swap.replacement) breaks \(name)")
                #expect(diet.breakingName(swap.ingredient) != nil, "\(swap.ingredient) does not break \(name), so the swap is not needed")
            }
        }
    }
}
