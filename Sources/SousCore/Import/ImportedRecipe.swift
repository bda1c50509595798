/// A recipe read from an outside format, with what the reader noticed about it.
public struct ImportedRecipe: Hashable, Sendable {
    public var recipe: Recipe
    public var report: RecipeImportReport

    public init(recipe: Recipe, report: RecipeImportReport) {
        self.recipe = recipe
        self.report = report
    }
}

/// What an importer read for one recipe: what was missing and what needs a human look.
public struct RecipeImportReport: Hashable, Sendable, Codable {
    /// Where the recipe came from (a file path, a URL, "file.zip: entry").
    public var source: String
    /// Fields the source did not provide ("description", "servings", "prepMinutes", ...).
    public var missingFields: [String]
    /// Ingredient lines kept as text because no quantity, unit or name could be read.
    public var unparsedIngredients: [String]
    /// Anything else worth telling the user ("yield '1 loaf' read as 1 serving").
    public var notes: [String]

    public init(source: String, missingFields: [String] = [], unparsedIngredients: [String] = [], notes: [String] = []) {
        self.source = source
        self.missingFields = missingFields
        self.unparsedIngredients = unparsedIngredients
        self.notes = notes
    }
}

extension RecipeImportReport {
    /// A missing field in the user's words ("prep time", not "prepMinutes"), for every report.
    public static func fieldLabel(_ field: String) -> String {
        switch field {
        case "prepMinutes": "prep time"
        case "cookMinutes": "cook time"
        case "totalMinutes": "total time"
        case "familyMemory": "family memory"
        case "instructions": "steps"
        default: field
        }
    }

    /// The missing fields in the user's words.
    public var missingFieldLabels: [String] { missingFields.map(Self.fieldLabel) }
}

/// Why a whole file or page could not be imported, in one line.
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    public var reason: String

    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}
