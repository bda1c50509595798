import Foundation

/// A recipe as the form holds it: every field as the cook typed it, valid or not.
///
/// The form edits text, so a half-typed time ("1 h 3") or a blank title can live here; it becomes a
/// `Recipe` only through `recipe(updating:now:)` once `problems` is empty. Drafts are saved as they
/// change, so an edit survives a crash or a quit.
public struct RecipeDraft: Hashable, Sendable, Codable {
    /// The stored recipe being edited; nil for a new one.
    public var recipeId: Int64?
    public var title: String
    public var description: String
    public var category: String
    public var difficulty: String
    public var prepTime: String
    public var cookTime: String
    public var servings: String
    /// Comma-separated.
    public var tags: String
    /// One ingredient per line; a line ending in ":" is a section heading.
    public var ingredients: String
    /// One step per line.
    public var steps: String
    public var memory: String
    public var memoryFrom: String
    /// When the stored recipe was last changed as the form opened: a save finds it changed
    /// since (by another Sous) and asks instead of dropping the other change. Nil for a new recipe.
    public var baseUpdatedAt: Date?

    public init(
        recipeId: Int64? = nil, title: String = "", description: String = "", category: String = "dinner",
        difficulty: String = "easy", prepTime: String = "", cookTime: String = "", servings: String = "4",
        tags: String = "", ingredients: String = "", steps: String = "", memory: String = "", memoryFrom: String = ""
    ) {
        self.recipeId = recipeId
        self.title = title
        self.description = description
        self.category = category
        self.difficulty = difficulty
        self.prepTime = prepTime
        self.cookTime = cookTime
        self.servings = servings
        self.tags = tags
        self.ingredients = ingredients
        self.steps = steps
        self.memory = memory
        self.memoryFrom = memoryFrom
    }

    /// The form's fields, top to bottom.
    public enum Field: String, CaseIterable, Hashable, Sendable, Codable {
        case title, description, category, difficulty, prepTime, cookTime, servings, tags, ingredients, steps, memory, memoryFrom

        public var label: String {
            switch self {
            case .title: "Title"
            case .description: "Description"
            case .category: "Category"
            case .difficulty: "Difficulty"
            case .prepTime: "Prep time"
            case .cookTime: "Cook time"
            case .servings: "Servings"
            case .tags: "Tags"
            case .ingredients: "Ingredients"
            case .steps: "Steps"
            case .memory: "Family memory"
            case .memoryFrom: "Told by"
            }
        }

        /// Fields where Enter starts a new line rather than moving on.
        public var isMultiline: Bool {
            switch self {
            case .description, .ingredients, .steps, .memory: true
            default: false
            }
        }

        /// Fields whose value is picked from a list with ←/→ rather than typed.
        public var choices: [String]? {
            switch self {
            case .category: RecipeCategory.known
            case .difficulty: Difficulty.allCases.map(\.rawValue)
            default: nil
            }
        }

        /// What to type, shown in an empty field.
        public var placeholder: String {
            switch self {
            case .title: "e.g. Grandma's lemon tart"
            case .description: "a line or two about the dish"
            case .prepTime, .cookTime: "minutes, or 1 h 30 min"
            case .servings: "how many it feeds"
            case .tags: "comma-separated words, e.g. quick, vegetarian"
            case .ingredients: "one per line, e.g. 200 g flour, sifted"
            case .steps: "one step per line"
            case .memory: "the story behind it (optional)"
            case .memoryFrom: "who tells it (optional)"
            default: ""
            }
        }
    }

    public subscript(field: Field) -> String {
        get {
            switch field {
            case .title: title
            case .description: description
            case .category: category
            case .difficulty: difficulty
            case .prepTime: prepTime
            case .cookTime: cookTime
            case .servings: servings
            case .tags: tags
            case .ingredients: ingredients
            case .steps: steps
            case .memory: memory
            case .memoryFrom: memoryFrom
            }
        }
        set {
            switch field {
            case .title: title = newValue
            case .description: description = newValue
            case .category: category = newValue
            case .difficulty: difficulty = newValue
            case .prepTime: prepTime = newValue
            case .cookTime: cookTime = newValue
            case .servings: servings = newValue
            case .tags: tags = newValue
            case .ingredients: ingredients = newValue
            case .steps: steps = newValue
            case .memory: memory = newValue
            case .memoryFrom: memoryFrom = newValue
            }
        }
    }

    /// True when nothing has been typed into a new recipe's form.
    public var isBlank: Bool {
        var empty = RecipeDraft(recipeId: recipeId)
        empty.baseUpdatedAt = baseUpdatedAt
        return self == empty
    }
}

extension RecipeDraft {
    /// The form filled in from a stored recipe, ready to edit.
    public init(recipe: Recipe) {
        var lines: [String] = []
        var section: String?
        for ingredient in recipe.ingredients {
            if ingredient.section != section, let heading = ingredient.section {
                lines.append(heading + ":")
            }
            section = ingredient.section
            lines.append(ingredient.text.isEmpty ? ingredient.name : ingredient.text)
        }
        self.init(
            recipeId: recipe.id, title: recipe.title, description: recipe.description, category: recipe.category,
            difficulty: recipe.difficulty.rawValue, prepTime: recipe.prepMinutes.map(Self.minutesText) ?? "",
            cookTime: recipe.cookMinutes.map(Self.minutesText) ?? "", servings: String(recipe.servings),
            tags: recipe.tags.joined(separator: ", "), ingredients: lines.joined(separator: "\n"),
            steps: recipe.instructions.map(\.text).joined(separator: "\n"),
            memory: recipe.familyMemory?.story ?? "", memoryFrom: recipe.familyMemory?.from ?? ""
        )
        baseUpdatedAt = recipe.id == nil ? nil : recipe.updatedAt
    }

    /// Minutes as the form writes them back: "45", "1 h", "1 h 30 min".
    static func minutesText(_ minutes: Int) -> String {
        minutes >= 60 ? DurationText.minutes(minutes) : String(minutes)
    }
}
