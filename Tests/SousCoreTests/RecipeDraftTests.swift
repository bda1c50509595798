import Foundation
import Testing
@testable import SousCore

@Suite struct RecipeDraftTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test(arguments: [
        ("", Int??.some(nil)), ("45", 45), (" 45 ", 45), ("45 min", 45), ("45 minutes", 45), ("1 h", 60),
        ("1 h 30 min", 90), ("1 hour 30 minutes", 90), ("1h30", 90), ("1 h 5", 65), ("1:30", 90), ("0", 0),
        ("2 hours", 120), ("90 seconds", 2),
    ] as [(String, Int??)])
    func timeFieldsReadAsMinutes(text: String, expected: Int??) {
        #expect(RecipeDraft.minutes(in: text) == expected, "\(text)")
    }

    @Test(arguments: ["soon", "45 apples", "1:75", "-5", "abc 10 min", "99999", "8 days"])
    func unreadableTimesAreRefused(text: String) {
        #expect(RecipeDraft.minutes(in: text) == nil, "\(text)")
    }

    @Test func aBlankFormHasATitleProblemOnly() {
        let problems = RecipeDraft().problems
        #expect(Set(problems.keys) == [.title])
    }

    @Test func everyBadFieldIsNamed() {
        let draft = RecipeDraft(title: "  ", category: " ", difficulty: "impossible", prepTime: "soon", cookTime: "1 h 30", servings: "0")
        #expect(Set(draft.problems.keys) == [.title, .category, .difficulty, .prepTime, .servings])
        #expect(draft.problems[.servings] == "A whole number from 1 to 1000.")
        #expect(RecipeDraft(title: String(repeating: "x", count: 201)).problems[.title] != nil)
        #expect(RecipeDraft(title: "T", servings: "12.5").problems[.servings] != nil)
    }

    @Test func aDraftBecomesARecipe() {
        let draft = RecipeDraft(
            title: " Nana's Scones ", description: "Light.", category: "Baking", difficulty: "Medium",
            prepTime: "20", cookTime: "1 h 5", servings: "8", tags: "Tea, quick,  , tea",
            ingredients: "Dry:\n2 cups flour, sifted\n\n1 pinch salt\nWet:\n1 egg", steps: "Heat the oven for 10 minutes.\n\n  Bake 12-15 minutes.  ",
            memory: "Every Sunday.", memoryFrom: "Nana"
        )
        #expect(draft.problems.isEmpty)
        let recipe = draft.recipe(updating: nil, now: Self.now)
        #expect(recipe.title == "Nana's Scones")
        #expect(recipe.category == "baking")
        #expect(recipe.difficulty == .medium)
        #expect(recipe.prepMinutes == 20 && recipe.cookMinutes == 65)
        #expect(recipe.servings == 8)
        #expect(recipe.tags == ["tea", "quick"])
        #expect(recipe.ingredients.map(\.name) == ["flour", "salt", "egg"])
        #expect(recipe.ingredients.map(\.section) == ["Dry", "Dry", "Wet"])
        #expect(recipe.ingredients[0].notes == "sifted")
        #expect(recipe.instructions.map(\.text) == ["Heat the oven for 10 minutes.", "Bake 12-15 minutes."])
        #expect(recipe.instructions.map(\.step) == [1, 2])
        #expect(recipe.instructions[1].duration == DurationRange(low: 720, high: 900))
        #expect(recipe.familyMemory == FamilyMemory(story: "Every Sunday.", from: "Nana"))
        #expect(recipe.createdAt == Self.now && recipe.updatedAt == Self.now)
    }

    @Test func editingKeepsIdentityDatesAndTips() {
        let base = Recipe(id: 7, uid: "u-7", title: "Tart", servings: 6,
                          ingredients: [Ingredient(quantity: .exact(Rational(200)), unit: "g", name: "flour", section: "Pastry", text: "200 g flour")],
                          instructions: [Instruction(step: 1, text: "Rest the dough 30 minutes.", tip: "Cold hands."), Instruction(step: 2, text: "Bake.")],
                          familyMemory: FamilyMemory(story: "Old.", from: "Rose", year: 1961),
                          createdAt: Date(timeIntervalSince1970: 1), updatedAt: Date(timeIntervalSince1970: 2))
        var draft = RecipeDraft(recipe: base)
        #expect(draft.recipeId == 7)
        #expect(draft.ingredients == "Pastry:\n200 g flour")
        #expect(draft.servings == "6")
        #expect(draft.problems.isEmpty)
        // Unchanged, the recipe comes back as it was (but for the update time).
        var same = draft.recipe(updating: base, now: Self.now)
        same.updatedAt = base.updatedAt
        #expect(same == base)
        draft.steps = "Bake.\nRest the dough 30 minutes."
        draft.memory = "Older."
        let edited = draft.recipe(updating: base, now: Self.now)
        #expect(edited.id == 7 && edited.uid == "u-7" && edited.createdAt == base.createdAt)
        #expect(edited.instructions.map(\.tip) == [nil, "Cold hands."])
        #expect(edited.familyMemory?.year == 1961)
    }

    @Test func timesWrittenBackReadTheSame() {
        for minutes in [0, 5, 45, 60, 65, 90, 600] {
            #expect(RecipeDraft.minutes(in: RecipeDraft.minutesText(minutes)) == .some(minutes))
        }
    }

    @Test func blankMeansUntouched() {
        #expect(RecipeDraft().isBlank)
        #expect(RecipeDraft(recipeId: 3).isBlank)
        #expect(!RecipeDraft(title: "x").isBlank)
    }
}
