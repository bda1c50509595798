import Foundation
import SousCore

/// Small hand-made recipes for store and command tests.
public enum Fixtures {
    public static let day = Date(timeIntervalSince1970: 1_790_000_000)

    public static func recipe(
        _ title: String,
        category: String = "dinner",
        difficulty: Difficulty = .easy,
        minutes: (prep: Int?, cook: Int?) = (10, 20),
        ingredients: [String] = ["flour", "butter"],
        tags: [String] = [],
        description: String = "",
        memory: FamilyMemory? = nil,
        created: Date = day
    ) -> Recipe {
        Recipe(
            title: title,
            description: description,
            category: category,
            difficulty: difficulty,
            prepMinutes: minutes.prep,
            cookMinutes: minutes.cook,
            servings: 4,
            ingredients: ingredients.map { Ingredient(quantity: .exact(Rational(1)), unit: "cup", name: $0, text: "1 cup \($0)") },
            instructions: [Instruction(step: 1, text: "Mix everything.", duration: DurationRange(seconds: 300)), Instruction(step: 2, text: "Bake.")],
            tags: tags,
            familyMemory: memory,
            createdAt: created,
            updatedAt: created
        )
    }
}
