import Foundation
import SousApp
import SousCore
import SousImport
import SousStore

/// Performs the app's effects against the SQLite store; errors come back as `.failed`.
public struct StoreEffectHandler: EffectHandler {
    let database: AppDatabase
    let now: @Sendable () -> Date
    /// Answers typed (and spoken) questions; nil if the built-in contract failed to load.
    private let assistantBox: LazyAssistant
    public init(database: AppDatabase, now: @escaping @Sendable () -> Date = { Date() }, assistant: Assistant? = nil) {
        self.database = database
        self.now = now
        assistantBox = LazyAssistant(assistant)
    }

    public func perform(_ effect: Effect) -> [AppAction] {
        do {
            return try run(effect)
        } catch let error as StorageError {
            // The app has one database; its path in a banner only takes room.
            return [.failed(error.kind == .invalid ? error.reason : "Database: \(error.reason)")]
        } catch {
            return [.failed("\(error)")]
        }
    }

    private func run(_ effect: Effect) throws -> [AppAction] {
        switch effect {
        case .loadHousehold:
            return [.householdLoaded(settings: try SettingsRepository(database).load(), members: try FamilyRepository(database).members())]
        case .loadCookbook(let filter):
            let repository = RecipeRepository(database)
            let recipes = try repository.list(filter, limit: HomeState.pageSize)
            let total = recipes.count < HomeState.pageSize ? recipes.count : try repository.count(filter)
            let member = try currentMemberId()
            let favorites = try member.map { try FamilyRepository(database).favoriteRecipeIds(memberId: $0) } ?? []
            return [.cookbookLoaded(recipes: recipes, totalCount: total, favoriteIds: favorites)]
        case .loadCookbookPage(let filter, let offset):
            return [.cookbookPageLoaded(offset: offset, recipes: try RecipeRepository(database).list(filter, offset: offset, limit: HomeState.pageSize))]
        case .loadRecipe(let id):
            guard let recipe = try RecipeRepository(database).recipe(id: id) else {
                return [.failed("That recipe is no longer in the cookbook.")]
            }
            let member = try currentMemberId()
            let favorite = try member.map { try FamilyRepository(database).isFavorite(memberId: $0, recipeId: id) } ?? false
            return [.recipeLoaded(recipe, isFavorite: favorite)]
        case .search(let query):
            return [.searchCompleted(query, results: try RecipeSearch(database).search(query))]
        case .setFavorite(let memberId, let recipeId, let isFavorite):
            try FamilyRepository(database).setFavorite(isFavorite, memberId: memberId, recipeId: recipeId)
            return [.favoriteSaved(recipeId: recipeId, isFavorite: isFavorite)]
        case .saveSettings(let settings):
            try SettingsRepository(database).save(settings)
            return []
        case .ringBell, .applyTheme:
            // The runtime handles these itself (the terminal and the style table are its own).
            return []
        case .loadDraft:
            return [.draftLoaded(try DraftRepository(database).load()?.draft)]
        case .saveDraft(let draft):
            try DraftRepository(database).save(draft, at: now())
            return []
        case .discardDraft:
            try DraftRepository(database).delete()
            return []
        case .saveRecipe(let draft):
            return [try save(draft)]
        case .deleteRecipe(let id):
            guard let deleted = try RecipeRepository(database).remove(id: id) else {
                return [.failed("That recipe is no longer in the cookbook.")]
            }
            return [.recipeDeleted(deleted)]
        case .restoreRecipe(let deleted):
            let back = try RecipeRepository(database).restore(deleted)
            let session = try back.id.flatMap { try WorkstateRepository(database).workstate(recipeId: $0) }
                .flatMap { $0.mode == .completed ? nil : CookingSession(recipe: back, workstate: $0) }
            return [.recipeRestored(back, session: session)]
        case .exportRecipe(let id, let path):
            return [try exportRecipe(id: id, to: path)]
        case .exportAll(let path):
            let file = Self.expand(path)
            try write(try ArchiveRepository(database).export().jsonData(), to: file)
            let count = try RecipeRepository(database).count()
            return [.reported(Banner(.success, "Exported \(count) recipe\(count == 1 ? "" : "s") to \(file)."))]
        case .previewImport(let source):
            return [try previewImport(source)]
        case .commitImport(let preview):
            return [try commitImport(preview)]
        case .deleteAllRecipes:
            let count = try RecipeRepository(database).deleteAll()
            return [.dataChanged(Banner(.success, "Deleted \(count) recipe\(count == 1 ? "" : "s"). The family and settings are kept."))]
        case .addMember(let name):
            let family = try FamilyRepository(database)
            let familyId = try family.families().first?.id ?? family.insert(Family(name: "Our family", createdAt: now())).id
            guard let familyId else { return [.failed("Could not make a family to add \(name) to.")] }
            let member = try family.insert(FamilyMember(familyId: familyId, name: name))
            var settings = try SettingsRepository(database).load()
            if settings.currentMemberId == nil {
                settings.currentMemberId = member.id
                try SettingsRepository(database).save(settings)
            }
            return [try household(), .reported(Banner(.success, "Added \(name). Press e to give them an avatar."))]
        case .updateMember(let member):
            try FamilyRepository(database).update(member)
            return [try household()]
        case .removeMember(let id):
            let repository = FamilyRepository(database)
            let name = try repository.members().first { $0.id == id }?.name ?? "The member"
            try repository.deleteMember(id: id)
            var settings = try SettingsRepository(database).load()
            if settings.currentMemberId == id {
                settings.currentMemberId = try repository.members().first?.id
                try SettingsRepository(database).save(settings)
            }
            return [try household(), .dataChanged(Banner(.success, "\(name) is no longer in the family."))]
        case .startCooking(let recipeId, let servings):
            return [try startCooking(recipeId: recipeId, servings: servings)]
        case .loadUnfinishedCooking:
            return try unfinishedCooking()
        case .saveWorkstate(let workstate):
            try WorkstateRepository(database).save(workstate)
            return []
        case .ask(let text, let session, let now, let units, let pending, let unsure):
            guard let assistant = assistantBox.value else { return [.failed("The assistant could not load its grammar; see the log.")] }
            return [.assistantAnswered(assistant.respond(to: text, session: session, now: now, units: units, pending: pending, unsure: unsure))]
        case .markCooked(let recipeId, let date):
            try RecipeRepository(database).markCooked(id: recipeId, at: date)
            return []
        case .addNote(let recipeId, let text):
            return try addNote(recipeId: recipeId, text: text)
        case .announce, .stopSpeaking, .voiceContext, .voicePaused, .voiceListenNow, .findMicrophones:
            // Speech belongs to the voice layer, which handles these before the store sees them.
            return []
        }
    }

    private func household() throws -> AppAction {
        .householdLoaded(settings: try SettingsRepository(database).load(), members: try FamilyRepository(database).members())
    }

    /// The recipe's stored session if it is unfinished, else a new one (scaled to `servings`).
    private func startCooking(recipeId: Int64, servings: Int?) throws -> AppAction {
        guard let recipe = try RecipeRepository(database).recipe(id: recipeId) else {
            return .failed("That recipe is no longer in the cookbook.")
        }
        if let stored = try WorkstateRepository(database).workstate(recipeId: recipeId), stored.mode != .completed {
            return .cookingStarted(CookingSession(recipe: recipe, workstate: stored))
        }
        var session = CookingSession(recipe: recipe, now: now())
        if let servings { session.apply(.rescaleServings(servings), now: now()) }
        return .cookingStarted(session)
    }

    private func unfinishedCooking() throws -> [AppAction] {
        guard let workstate = try WorkstateRepository(database).latestUnfinished(),
              let recipe = try RecipeRepository(database).recipe(id: workstate.recipeId) else { return [] }
        return [.unfinishedCookingFound(CookingSession(recipe: recipe, workstate: workstate))]
    }

    /// Adds the cook's note to the family memory ("Nov 2026: less sugar next time.").
    private func addNote(recipeId: Int64, text: String) throws -> [AppAction] {
        let repository = RecipeRepository(database)
        guard var recipe = try repository.recipe(id: recipeId) else { return [.failed("That recipe is no longer in the cookbook.")] }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.dateFormat = "d MMM yyyy"
        let note = "\(formatter.string(from: now())): \(text)"
        if var memory = recipe.familyMemory {
            memory.story += "\n" + note
            recipe.familyMemory = memory
        } else {
            recipe.familyMemory = FamilyMemory(story: note)
        }
        try repository.update(recipe)
        return [.reported(Banner(.success, "Added to \(recipe.title)'s family memory."))]
    }

    /// Stores the form's recipe (new, or over the one it edits) and drops the draft.
    private func save(_ draft: RecipeDraft) throws -> AppAction {
        let problems = draft.problems
        if let first = RecipeDraft.Field.allCases.first(where: { problems[$0] != nil }) {
            return .failed("\(first.label): \(problems[first] ?? "")")
        }
        let repository = RecipeRepository(database)
        let base = try draft.recipeId.flatMap { try repository.recipe(id: $0) }
        let recipe = draft.recipe(updating: base, now: now())
        let stored: Recipe
        do {
            stored = base == nil ? try repository.insert(recipe) : try repository.update(recipe, unchangedSince: draft.baseUpdatedAt)
        } catch let conflict as RecipeEditConflict {
            return .recipeEditConflict(theirs: conflict.theirs)
        }
        try DraftRepository(database).delete()
        return .recipeSaved(stored)
    }

    private func exportRecipe(id: Int64, to path: String) throws -> AppAction {
        guard let recipe = try RecipeRepository(database).recipe(id: id) else {
            return .failed("That recipe is no longer in the cookbook.")
        }
        let file = Self.expand(path)
        let isCooklang = file.lowercased().hasSuffix(".cook")
        let data = isCooklang ? Data(CooklangExporter.export(recipe).utf8) : try SousArchive(recipes: [recipe]).jsonData()
        try write(data, to: file)
        return .reported(Banner(.success, "Exported “\(recipe.title)” to \(file)\(isCooklang ? " (Cooklang)" : "")."))
    }

    /// Reads a file, a folder or a web address in any format `sous import` takes and says what it
    /// holds; nothing is stored.
    private func previewImport(_ source: String) throws -> AppAction {
        let location = RecipeImporter.isURL(source) ? source.trimmingCharacters(in: .whitespaces) : Self.expand(source)
        let files = RecipeImporter.isURL(location) ? [location] : RecipeImporter.expand([location])
        guard !files.isEmpty else { return .failed("\(location): no recipe files in that folder.") }
        let importer = RecipeImporter()
        var batches: [ImportBatch] = [], warnings: [String] = []
        for file in files {
            do {
                batches.append(try importer.read(file))
            } catch {
                // One file of a folder may be bad; a single file's reason is the whole answer.
                if files.count == 1 { return .failed("\(RecipeImporter.redacted(file)): \(error.reason)") }
                warnings.append("\(RecipeImporter.redacted(file)): \(error.reason)")
            }
        }
        let repository = RecipeRepository(database)
        if batches.count == 1, case .archive(let archive) = batches[0].contents {
            let items = try archive.recipes.map { recipe in
                ImportPreview.Item(imported: ImportedRecipe(recipe: recipe, report: RecipeImportReport(source: RecipeImporter.redacted(location))),
                                   duplicateOf: try repository.recipe(uid: recipe.uid)?.title)
            }
            return .importPreviewed(ImportPreview(source: source, items: items, archive: archive, warnings: batches[0].warnings))
        }
        var items: [ImportPreview.Item] = []
        for batch in batches {
            warnings += batch.warnings
            switch batch.contents {
            case .archive:
                warnings.append("\(batch.location): a Sous export; import it on its own to bring its family and collections")
            case .recipes(let recipes):
                items += try recipes.map { ImportPreview.Item(imported: $0, duplicateOf: try repository.duplicate(of: $0.recipe)?.title) }
            }
        }
        guard !items.isEmpty else { return .failed("\(RecipeImporter.redacted(location)): no recipes found. " + (warnings.first ?? "")) }
        return .importPreviewed(ImportPreview(source: source, items: items, warnings: warnings))
    }

    /// Stores what the preview shows ticked, in transactions of whole recipes.
    private func commitImport(_ preview: ImportPreview) throws -> AppAction {
        let store = RecipeImportStore(database: database)
        if let archive = preview.archive {
            let outcome = try store.store(ImportBatch(location: preview.source, contents: .archive(archive)))
            let summary = outcome.archive ?? ImportSummary()
            let skipped = summary.skipped.isEmpty ? "" : ", skipped \(summary.skipped.count) already here"
            return .dataChanged(Banner(.success, "Imported \(summary.added.count) recipe\(summary.added.count == 1 ? "" : "s")\(skipped)."))
        }
        // Ticked duplicates are a second copy the cook asked for.
        let chosen = preview.items.filter(\.isIncluded).map(\.imported)
        let outcome = try store.store(ImportBatch(location: preview.source, contents: .recipes(chosen)), duplicates: .keep)
        let stored = outcome.recipes.filter { $0.action == .added }
        let toCheck = stored.reduce(0) { $0 + $1.imported.report.unparsedIngredients.count }
        var text = stored.count == 1 ? "Imported “\(stored[0].imported.recipe.title)”" : "Imported \(stored.count) recipes"
        if toCheck > 0 { text += "; \(toCheck) ingredient line\(toCheck == 1 ? "" : "s") kept as text to check" }
        return .dataChanged(Banner(.success, text + "."))
    }

    /// Writes a file beside its target and renames it, so a crash never leaves half a file.
    private func write(_ data: Data, to file: String) throws {
        do {
            try data.write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw CommandFailure(description: "\(file): cannot write (\(error.localizedDescription))")
        }
    }

    /// "~/x.json" is in the home folder.
    static func expand(_ path: String) -> String {
        let trimmed = path.trimmingCharacters(in: .whitespaces)
        guard trimmed == "~" || trimmed.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] else { return trimmed }
        return home + trimmed.dropFirst()
    }

    private func currentMemberId() throws -> Int64? {
        if let id = try SettingsRepository(database).load().currentMemberId { return id }
        return try FamilyRepository(database).members().first?.id
    }
}

/// The assistant, built on the first question rather than at start-up (compiling the grammar
/// would otherwise delay the first frame).
final class LazyAssistant: @unchecked Sendable {
    private let lock = NSLock()
    private var built: Assistant??

    init(_ given: Assistant?) {
        built = given.map { .some($0) }
    }

    var value: Assistant? {
        lock.withLock {
            if let built { return built }
            let made = try? Assistant.builtIn()
            built = .some(made)
            return made
        }
    }
}
