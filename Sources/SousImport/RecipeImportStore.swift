import Foundation
import SousCore
import SousStore

/// Stores what `RecipeImporter.read` found: the second half of every import.
///
/// Recipes are stored in transactions of up to `batchSize` whole recipes; a stop request ends
/// the current transaction after the recipe being stored, so nothing is ever stored by halves.
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
    /// Whole recipes stored per transaction at most.
    public var batchSize = 250

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Stores the batch (or, with `dryRun`, only decides what would be stored).
    ///
    /// `shouldStop` is asked between recipes; `progress(done, total)` is told after each.
    public func store(_ batch: ImportBatch, duplicates: DuplicatePolicy = .skip, dryRun: Bool = false,
                      shouldStop: () -> Bool = { false }, progress: (Int, Int) -> Void = { _, _ in }) throws -> Outcome {
        var outcome = Outcome()
        switch batch.contents {
        case .archive(let archive):
            guard !dryRun else { return outcome }
            let summary = try ArchiveRepository(database).importArchive(archive, batchSize: batchSize) { done in
                progress(done, archive.recipes.count)
                return !shouldStop()
            }
            outcome.archive = summary
            outcome.interrupted = summary.interrupted
        case .recipes(let recipes):
            let repository = RecipeRepository(database)
            var done = 0
            while done < recipes.count, !outcome.interrupted {
                if shouldStop() {
                    outcome.interrupted = true
                    break
                }
                let slice = recipes[done..<min(done + batchSize, recipes.count)]
                let results: [RecipeRepository.InsertResult]
                if dryRun {
                    results = try slice.map { item in
                        let duplicate = try repository.duplicate(of: item.recipe)
                        return .init(stored: duplicate == nil || duplicates == .keep ? item.recipe : nil, duplicate: duplicate)
                    }
                } else {
                    results = try repository.insertUnlessDuplicate(slice.map(\.recipe)[...], keepBoth: duplicates == .keep) { stored in
                        progress(done + stored, recipes.count)
                        if shouldStop() { outcome.interrupted = done + stored < recipes.count }
                        return !outcome.interrupted
                    }
                }
                for (item, result) in zip(slice, results) {
                    var imported = item
                    if let stored = result.stored { imported.recipe.uid = stored.uid }
                    let action: Action = result.stored == nil ? .skipped : dryRun ? .wouldAdd : .added
                    outcome.recipes.append(RecipeOutcome(imported: imported, action: action, duplicate: result.duplicate))
                }
                done += results.count
                if dryRun { progress(done, recipes.count) }
            }
        }
        return outcome
    }
}
