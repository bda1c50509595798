import Foundation
import SousCore

/// One ingredient line a diet changes, as the review shows it: old → new, or no swap known.
public struct DietLine: Equatable, Sendable {
    /// Where the new line came from: the kitchen knowledge, the AI (a proposal), or nowhere yet.
    public enum Source: Equatable, Sendable { case knowledge, ai, none }

    /// 0-based position in the recipe's ingredients.
    public var index: Int
    public var old: String
    public var new: String?
    /// The name on the diet's list that the line matched ("butter").
    public var breaks: String
    public var note: String?
    public var source: Source

    public init(index: Int, old: String, new: String?, breaks: String, note: String? = nil, source: Source) {
        self.index = index
        self.old = old
        self.new = new
        self.breaks = breaks
        self.note = note
        self.source = source
    }
}

/// The `v` picker: each diet the knowledge base knows with how many lines it changes.
public struct DietPicker: Equatable, Sendable {
    public var recipeId: Int64
    public var title: String
    public var options: [DietAdaptation]
    /// With the recipe already adapted for this cook, a first row puts it back as written.
    public var offersAsWritten: Bool
    public var selection = 0

    public init(recipeId: Int64, title: String, options: [DietAdaptation], offersAsWritten: Bool) {
        self.recipeId = recipeId
        self.title = title
        self.options = options
        self.offersAsWritten = offersAsWritten
    }

    public var rowCount: Int { options.count + (offersAsWritten ? 1 : 0) }
}

/// The changed lines of one diet, shown before anything is applied.
public struct DietReview: Equatable, Sendable {
    public var recipeId: Int64
    public var title: String
    public var diet: String
    public var lines: [DietLine]
    /// The lines (by `index`) sent to the AI, in the order the prompt numbered them.
    public var askedAI: [Int] = []
    /// The AI answered (its proposals are in `lines`, marked `.ai`).
    public var aiAnswered = false
    public var scroll = 0

    public init(recipeId: Int64, title: String, diet: String, lines: [DietLine]) {
        self.recipeId = recipeId
        self.title = title
        self.diet = diet
        self.lines = lines
    }

    public var unswapped: [DietLine] { lines.filter { $0.new == nil } }
}

/// A recipe adapted for this cook only: the recipe view and cooking show these ingredients; the
/// stored recipe is unchanged.
public struct AppliedDiet: Equatable, Sendable {
    public var recipeId: Int64
    public var diet: String
    public var ingredients: [Ingredient]
    /// Lines left as written (no swap known).
    public var kept: Int

    public init(recipeId: Int64, diet: String, ingredients: [Ingredient], kept: Int) {
        self.recipeId = recipeId
        self.diet = diet
        self.ingredients = ingredients
        self.kept = kept
    }
}

/// The open recipe's variants, or the recipe it is a variant of (by uid).
public struct RecipeVariants: Equatable, Sendable {
    public var uid: String
    public var variants: [RecipeLink]
    public var original: RecipeLink?

    public init(uid: String, variants: [RecipeLink], original: RecipeLink?) {
        self.uid = uid
        self.variants = variants
        self.original = original
    }
}

/// "Make it vegan": the picker, the review, what is applied for this cook, the open recipe's variants.
public struct DietState: Equatable, Sendable {
    public var picker: DietPicker?
    public var review: DietReview?
    /// One recipe at a time, for this session only (never stored).
    public var applied: AppliedDiet?
    public var variants: RecipeVariants?

    public init() {}

    /// `session` with this cook's adapted ingredients when they are for its recipe.
    public func adapting(_ session: CookingSession) -> CookingSession {
        guard let applied, session.recipe.id == applied.recipeId,
              applied.ingredients.count == session.recipe.ingredients.count else { return session }
        var adapted = session
        adapted.recipe.ingredients = applied.ingredients
        return adapted
    }
}

/// Making a recipe fit a diet, from the recipe view.
public enum DietAction: Equatable, Sendable {
    /// `v` on a recipe: work out every diet's changes (offline), then the picker.
    case requested
    case optionsLoaded(recipeId: Int64, [DietAdaptation])
    case moved(by: Int)
    /// Enter in the picker: that diet's review.
    case chosen
    /// `a` in the review: the lines the knowledge base could not swap go to the AI.
    case aiRequested
    /// The AI's whole answer to `aiRequested`.
    case aiAnswered(String)
    /// Enter in the review: the recipe view and cooking show the new lines, for this cook only.
    case applyRequested
    /// `s` in the review: a new recipe "Lemon Tart (vegan)" linked to the original.
    case saveRequested
    case variantSaved(Recipe)
    case variantsLoaded(RecipeVariants)
    /// Esc: the picker or review closes, nothing applied.
    case closed
}
