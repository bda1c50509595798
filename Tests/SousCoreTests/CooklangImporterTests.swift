import SousCore
import Testing

/// How a `.cook` file becomes a `Recipe`, and what the report says about it.
@Suite struct CooklangImporterTests {
    func recipe(_ text: String) -> ImportedRecipe {
        CooklangImporter.importRecipe(text: text, source: "pancakes.cook", title: "Pancakes")
    }

    @Test func stepsBecomePlainWordsWithTimersAsDurations() {
        let imported = recipe("Add the @salt and cook for ~{25%minutes}.\n\nLet it ~rest, then boil ~eggs{3%minutes} and ~{1/2%hour}.")
        let steps = imported.recipe.instructions
        #expect(steps.map(\.text) == ["Add the salt and cook for 25 minutes.", "Let it rest, then boil 3 minutes and 1/2 hour."])
        #expect(steps[0].duration == DurationRange(seconds: 1500))
        #expect(steps[1].duration == DurationRange(seconds: 1800))
    }

    @Test func timerRangeAndStepWithoutTimer() {
        let steps = recipe("Bake ~{25-30%minutes}.\n\nSimmer for 10 minutes.").recipe.instructions
        #expect(steps[0].duration == DurationRange(low: 1500, high: 1800))
        #expect(steps[1].duration == DurationRange(seconds: 600))
    }

    @Test func ingredientsMergeInOrderOfFirstMention() {
        let text = "Mix @flour{200%grams}, @salt and @milk{1/2%cup}.\n\nAdd more @flour{100%g}, the @salt{1%pinch} and @thyme{few%sprigs} and @x{2%handfulz}."
        let imported = recipe(text)
        let ingredients = imported.recipe.ingredients
        #expect(ingredients.map(\.name) == ["flour", "salt", "milk", "thyme", "x"])
        #expect(ingredients[0].quantity == .exact(Rational(300)))
        #expect(ingredients[0].unit == "g")
        #expect(ingredients[1].quantity == .exact(Rational(1)))
        #expect(ingredients[1].unit == "pinch")
        #expect(ingredients[2].quantity == .exact(Rational(1, 2)))
        #expect(ingredients[2].text == "1/2 cup milk")
        #expect(ingredients[3].quantity == nil)
        #expect(ingredients[3].notes == "few sprigs")
        #expect(ingredients[4].unit == "handfulz")
        #expect(imported.report.notes.contains { $0.contains("few") })
    }

    @Test func textAmountsAreReadByTheQuantityParser() {
        let ingredients = recipe("Add @eggs{2-3} and @sugar{½%cup}.").recipe.ingredients
        #expect(ingredients[0].quantity == .range(Rational(2), Rational(3)))
        #expect(ingredients[1].quantity == .exact(Rational(1, 2)))
    }

    @Test func metadataFillsTheRecipe() {
        let text = """
        ---
        title: Sunday Pancakes
        servings: 2-3
        prep time: 1 hour 30 minutes
        cook time: 45 min
        tags: [breakfast, sweet]
        source:
          url: https://example.com/p
        course: Breakfast
        difficulty: moderate
        description: Fluffy.
        cuisine: American
        ---
        Mix @flour{1%cup}.
        """
        let imported = recipe(text)
        let r = imported.recipe
        #expect(r.title == "Sunday Pancakes")
        #expect(r.servings == 2)
        #expect(r.prepMinutes == 90)
        #expect(r.cookMinutes == 45)
        #expect(r.tags == ["breakfast", "sweet"])
        #expect(r.source == "https://example.com/p")
        #expect(r.category == "breakfast")
        #expect(r.difficulty == .medium)
        #expect(r.description == "Fluffy.")
        #expect(imported.report.missingFields.isEmpty)
        #expect(imported.report.notes.contains("servings '2-3' read as 2"))
        #expect(imported.report.notes.contains("metadata not used: cuisine"))
    }

    @Test func missingFieldsAreReported() {
        let imported = recipe("Mix.")
        #expect(imported.recipe.title == "Pancakes")
        #expect(imported.recipe.servings == 4)
        for field in ["title", "servings", "prepMinutes", "cookMinutes", "category", "description", "ingredients"] {
            #expect(imported.report.missingFields.contains(field), "\(field)")
        }
    }

    @Test func totalTimeFillsCookTime() {
        let r = recipe(">> time: 1h30min\n>> prep time: 20 minutes\n\nMix.").recipe
        #expect(r.prepMinutes == 20)
        #expect(r.cookMinutes == 70)
    }

    @Test func sectionsNotesAndCookware() {
        let text = "> A weekday favourite.\n\n= Dough =\n\nMix @flour{200%g} in a #bowl.\n\n> Do not overwork.\n\nKnead in the #bowl{}.\n\n= Filling =\n\nAdd @flour{1%tbsp} and @jam."
        let r = recipe(text).recipe
        #expect(r.instructions.map(\.text) == ["Dough: Mix flour in a bowl.", "Knead in the bowl.", "Filling: Add flour and jam."])
        #expect(r.instructions[0].tip == "Do not overwork.")
        #expect(r.ingredients.map(\.section) == ["Dough", "Filling", "Filling"])
        #expect(r.description == "A weekday favourite.\n\nCookware: bowl.")
    }

    @Test func aStepOfOnlyIngredientsIsTheList() {
        let imported = recipe("@flour{1%cup}\n@sugar{2%tbsp}, and @salt{}\n\nMix everything.")
        #expect(imported.recipe.ingredients.count == 3)
        #expect(imported.recipe.instructions.map(\.text) == ["Mix everything."])
    }

    @Test func optionalAndNotesFromThePreparation() {
        let ingredient = recipe("Add @chives{1%tbsp}(chopped, optional).").recipe.ingredients[0]
        #expect(ingredient.optional)
        #expect(ingredient.notes == "chopped")
    }

    @Test func sameTextGivesTheSameUid() {
        #expect(recipe("Mix.").recipe.uid == recipe("Mix.").recipe.uid)
        #expect(recipe("Mix.").recipe.uid != recipe("Stir.").recipe.uid)
    }
}
