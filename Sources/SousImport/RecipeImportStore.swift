import Foundation
import SousCore
import SousStore

/// Stores what `RecipeImporter.read` found: the second half of every import.
///
/// Every recipe is checked against the cookbook's rules before anything is stored, then the
/// whole batch is stored in one transaction: a file with one bad recipe stores nothing, and a
/// failure half-way (a full disk) rolls everything back. A stop request ends the transaction
/// after the recipe being stored and keeps what was stored, each recipe whole.
public struct RecipeImportStore: Sendable {
    public enum DuplicatePolicy: String, Sendable, CaseIterable {
        /// A recipe already in the cookbook is not stored again.
        case skip
        /// Both are kept; the new one gets a new uid.
        case keep
    }

    /// What happened to one recipe.
    public enum Action: String, Sendable, Codable {
        case added, wouldAdd = "would add", skipped
    }

    public struct RecipeOutcome: Sendable {
        public var imported: ImportedRecipe
        public var action: Action
        /// The stored recipe this one duplicates, if any.
        public var duplicate: RecipeSummary?
    }

    /// What storing one batch did.
    public struct Outcome: Sendable {
        public var recipes: [RecipeOutcome] = []
        /// For a Sous export: what the archive import added and skipped.
        public var archive: ImportSummary?
        /// Stopped by `shouldStop` before everything was stored.
        public var interrupted = false

        public var storedCount: Int { archive?.added.count ?? recipes.filter { $0.action == .added }.count }

        public init() {}
    }

    let database: AppDatabase
    /// How many recipes between two progress reports of a Sous export.
    public var progressInterval = 250

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Stores the batch (or, with `dryRun`, only decides what would be stored).
    ///
    /// Throws `ImportError` naming every recipe (number and title) and field the cookbook
    /// cannot store, before storing anything. `shouldStop` is asked between recipes;
    /// `progress(done, total)` is told after each.
    public func store(_ batch: ImportBatch, duplicates: DuplicatePolicy = .skip, dryRun: Bool = false,
                      shouldStop: () -> Bool = { false }, progress: (Int, Int) -> Void = { _, _ in }) throws -> Outcome {
        var outcome = Outcome()
        let all: [Recipe] = switch batch.contents {
        case .archive(let archive): archive.recipes
        case .recipes(let recipes): recipes.map(\.recipe)
        }
        if let invalid = RecipeValidationError.check(all) {
            throw ImportError("nothing was stored: \(invalid)")
        }
        switch batch.contents {
        case .archive(let archive):
            guard !dryRun else { return outcome }
            let summary = try ArchiveRepository(database).importArchive(archive, batchSize: progressInterval) { done in
                progress(done, archive.recipes.count)
                return !shouldStop()
            }
            outcome.archive = summary
            outcome.interrupted = summary.interrupted
        case .recipes(let recipes):
            let repository = RecipeRepository(database)
            let results: [RecipeRepository.InsertResult]
            if dryRun {
                results = try recipes.enumerated().map { index, item in
                    let duplicate = try repository.duplicate(of: item.recipe)
                    progress(index + 1, recipes.count)
                    return .init(stored: duplicate == nil || duplicates == .keep ? item.recipe : nil, duplicate: duplicate)
                }
            } else {
                results = try repository.insertUnlessDuplicate(all[...], keepBoth: duplicates == .keep) { stored in
                    progress(stored, recipes.count)
                    if stored < recipes.count, shouldStop() { outcome.interrupted = true }
                    return !outcome.interrupted
                }
            }
            for (item, result) in zip(recipes, results) {
                var imported = item
                if let stored = result.stored { imported.recipe.uid = stored.uid }
                let action: Action = result.stored == nil ? .skipped : dryRun ? .wouldAdd : .added
                outcome.recipes.append(RecipeOutcome(imported: imported, action: action, duplicate: result.duplicate))
            }
        }
        return outcome
    }
}
