import Foundation
import SousApp
import SousContract
import SousCore
import SousStore

/// Carries out `StoreEffect`s against the SQLite store. It reads and writes; the words the cook
/// sees are the reducer's (results come back as data, failures as `AppFailure`).
public struct StoreEffectHandler: EffectHandler {
    let database: AppDatabase
    let now: @Sendable () -> Date

    public init(database: AppDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.now = now
    }

    public func perform(_ effect: StoreEffect) -> [AppAction] {
        AppFailure.catching { try run(effect) }
    }

    private func run(_ effect: StoreEffect) throws -> [AppAction] {
        switch effect {
        case .loadHousehold:
            return [try household(), .memory(.memberCompletionLoaded(try memberCompletion()))]
        case .loadCookbook(let filter):
            let repository = RecipeRepository(database)
            let recipes = try repository.list(filter, limit: HomeState.pageSize)
            let total = recipes.count < HomeState.pageSize ? recipes.count : try repository.count(filter)
            let member = try currentMemberId()
            let favorites = try member.map { try FamilyRepository(database).favoriteRecipeIds(memberId: $0) } ?? []
            return [.home(.cookbookLoaded(recipes: recipes, totalCount: total, favoriteIds: favorites))]
        case .loadCookbookPage(let filter, let offset):
            return [.home(.cookbookPageLoaded(offset: offset, recipes: try RecipeRepository(database).list(filter, offset: offset, limit: HomeState.pageSize)))]
        case .loadRecipe(let id):
            let recipe = try recipe(id)
            let member = try currentMemberId()
            let favorite = try member.map { try FamilyRepository(database).isFavorite(memberId: $0, recipeId: id) } ?? false
            return [.detail(.recipeLoaded(recipe, isFavorite: favorite))]
        case .saveVariant(let variant):
            let stored = try RecipeRepository(database, now: now).insert(variant)
            return [.diet(.variantSaved(stored))]
        case .loadVariants(let uid, let variantOf):
            let repository = RecipeRepository(database)
            return [.diet(.variantsLoaded(RecipeVariants(uid: uid, variants: try repository.variants(of: uid),
                                                         original: try variantOf.flatMap { try repository.link(uid: $0) })))]
        case .search(let query):
            let search = RecipeSearch(database)
            var results = try search.search(query)
            if results.hits.isEmpty, query.hasWordsAndFilters {
                results.matchesWithoutFilters = try search.search(query.withoutFilters).totalCount
            }
            return [.search(.completed(query, results: results))]
        case .setFavorite(let memberId, let recipeId, let isFavorite):
            try FamilyRepository(database).setFavorite(isFavorite, memberId: memberId, recipeId: recipeId)
            return [.detail(.favoriteSaved(recipeId: recipeId, isFavorite: isFavorite))]
        case .saveSettings(let settings):
            try SettingsRepository(database).save(settings)
            return []
        case .loadUnfinishedWork:
            return [.unfinishedWorkFound(session: try unfinishedCooking(), drafts: try DraftRepository(database).drafts())]
        case .saveDraft(let draft, let form):
            try DraftRepository(database).save(draft, form: form, at: now())
            return []
        case .discardDraft(let form):
            try DraftRepository(database).delete(form: form)
            return []
        case .saveRecipe(let draft, let form):
            return [try save(draft, form: form)]
        case .deleteRecipe(let id):
            guard let deleted = try RecipeRepository(database).remove(id: id) else { throw AppFailure.recipeGone }
            return [.detail(.recipeDeleted(deleted))]
        case .restoreRecipe(let deleted):
            let back = try RecipeRepository(database).restore(deleted)
            let session = try back.id.flatMap { try WorkstateRepository(database).workstate(recipeId: $0) }
                .flatMap { $0.mode == .completed ? nil : CookingSession(recipe: back, workstate: $0) }
            return [.detail(.recipeRestored(back, session: session))]
        case .deleteAllRecipes:
            return [.dataChanged(.allRecipesDeleted(count: try RecipeRepository(database).deleteAll()))]
        case .addMember(let name):
            let family = FamilyRepository(database)
            let familyId = try family.families().first?.id ?? family.insert(Family(name: "Our family", createdAt: now())).id
            guard let familyId else { throw AppFailure.noFamily(memberName: name) }
            let member = try family.insert(FamilyMember(familyId: familyId, name: name))
            var settings = try SettingsRepository(database).load()
            if settings.currentMemberId == nil {
                settings.currentMemberId = member.id
                try SettingsRepository(database).save(settings)
            }
            return [try household(), .settings(.memberAdded(name: name))]
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
            return [try household(), .dataChanged(.memberRemoved(name: name))]
        case .startCooking(let recipeId, let servings):
            return [try startCooking(recipeId: recipeId, servings: servings)]
        case .loadWorkstate(let recipeId):
            return try WorkstateRepository(database).workstate(recipeId: recipeId).map { [.cooking(.storedCopyLoaded($0))] } ?? []
        case .saveWorkstate(let workstate):
            try WorkstateRepository(database).save(workstate)
            return []
        case .markCooked(let recipeId, let date):
            try RecipeRepository(database).markCooked(id: recipeId, at: date)
            // The plan says it was cooked too (the nearest uncooked entry, today or up to two days before).
            try PlanRepository(database, now: now).markCooked(recipeId: recipeId, on: PlanDay(date))
            return []
        case .addNote(let recipeId, let text, let date):
            var recipe = try recipe(recipeId)
            recipe.addNote(text, on: date)
            try RecipeRepository(database).update(recipe)
            return [.noteAdded(recipeTitle: recipe.title)]
        case .loadMeals:
            return [.plan(.mealsLoaded(try PlanRepository(database).meals()))]
        case .loadWeek(let start):
            return [try week(start)]
        case .addToPlan(let recipeId, let day, let meal, let servings, let shown):
            let entry = try PlanRepository(database, now: now).add(day: day, meal: meal, recipeId: recipeId, servings: servings)
            return [.plan(.planned(title: entry.label, day: entry.day, meal: entry.meal))] + (try shown.map { [try week($0)] } ?? [])
        case .removePlanEntry(let id, let shown):
            try PlanRepository(database, now: now).remove(id: id)
            return [try week(shown)]
        case .restorePlanEntry(let entry, let shown):
            try PlanRepository(database, now: now).restore(entry.entry)
            return [try week(shown)]
        case .setPlanEntryCooked(let id, let cooked, let shown):
            try PlanRepository(database, now: now).setCooked(id: id, cooked)
            return [try week(shown)]
        case .movePlanEntry(let id, let day, let meal, let shown):
            try PlanRepository(database, now: now).move(id: id, to: day, meal: meal)
            return [try week(shown)]
        case .copyWeek(let from, let to):
            let count = try PlanRepository(database, now: now).copyWeek(from: from, to: to)
            return [.plan(.weekCopied(count: count, to: to.weekStart))]
        case .clearWeek(let start):
            try PlanRepository(database, now: now).clearWeek(of: start)
            return [try week(start)]
        case .loadShoppingList(let span):
            return [try shopping(span)]
        case .setShoppingTick(let key, let ticked):
            try ShoppingRepository(database, now: now).setTicked(key, ticked)
            return []
        case .setShoppingExtraTicked(let id, let ticked):
            try ShoppingRepository(database, now: now).setExtraTicked(id: id, ticked)
            return []
        case .addShoppingExtra(let text, let span):
            try ShoppingRepository(database, now: now).addExtra(text)
            return [try shopping(span)]
        case .clearShoppingTicks(let span):
            try ShoppingRepository(database, now: now).clearTicks()
            return [try shopping(span)]
        case .removeShoppingExtra(let id, let span):
            try ShoppingRepository(database, now: now).removeExtra(id: id)
            return [try shopping(span)]
        case .addToPantry(let line, let span):
            try ShoppingRepository(database, now: now).addToPantry(line)
            return [try shopping(span)]
        case .removeFromPantry(let name, let span):
            try ShoppingRepository(database, now: now).removeFromPantry(name)
            return [try shopping(span)]
        case .setAisle(let name, let aisle, let span):
            try ShoppingRepository(database, now: now).setAisle(name, aisle)
            return [try shopping(span)]
        case .loadCollections, .createCollection, .renameCollection, .deleteCollection, .setInCollection:
            return try collections(effect)
        }
    }

    /// The collection effects; each change answers with what changed and every collection.
    private func collections(_ effect: StoreEffect) throws -> [AppAction] {
        let repository = CollectionRepository(database, now: now)
        let before = try repository.collections()
        func named(_ id: Int64) throws -> RecipeCollection {
            guard let found = before.first(where: { $0.id == id }) else { throw AppFailure.storage("That collection is no longer there (deleted in another Sous?).") }
            return found
        }
        let change: CollectionChange
        switch effect {
        case .createCollection(let name, let recipeId):
            change = .created(try repository.create(name: name, recipeId: recipeId).name)
        case .renameCollection(let id, let name):
            let old = try named(id).name
            try repository.rename(id: id, to: name)
            change = .renamed(from: old, to: name.trimmingCharacters(in: .whitespacesAndNewlines))
        case .deleteCollection(let id):
            let gone = try named(id)
            try repository.delete(id: id)
            change = .deleted(gone.name, recipeCount: gone.recipeIds.count)
        case .setInCollection(let collectionId, let recipeId, let included):
            let collection = try named(collectionId)
            let title = try recipe(recipeId).title
            if included {
                try repository.add(recipeId: recipeId, to: collectionId)
                change = .added(recipe: title, to: collection.name)
            } else {
                try repository.remove(recipeId: recipeId, from: collectionId)
                change = .removed(recipe: title, from: collection.name)
            }
        default:
            return [.collections(.loaded(before))]
        }
        return [.collections(.changed(change, try repository.collections()))]
    }

    /// The week from its Monday, with the household's meals.
    private func week(_ start: PlanDay) throws -> AppAction {
        let plan = PlanRepository(database, now: now)
        let entries = try plan.entries(from: start, to: start.adding(days: 6)).map { WeekEntry(entry: $0.entry, recipeId: $0.recipeId) }
        let nutrition = try ShoppingRepository(database, now: now).nutrition(from: start, to: start.adding(days: 6))
        return .plan(.weekLoaded(start: start, meals: try plan.meals(), entries: entries, nutrition: nutrition))
    }

    /// The merged list for the span with the stored ticks and hand-added lines.
    private func shopping(_ span: ShoppingSpan) throws -> AppAction {
        let repository = ShoppingRepository(database, now: now)
        return .shopping(.loaded(list: try repository.listForPlan(from: span.from, to: span.to, system: span.units),
                                 ticked: try repository.tickedKeys(),
                                 extras: try repository.extras()))
    }

    private func recipe(_ id: Int64) throws -> Recipe {
        guard let recipe = try RecipeRepository(database).recipe(id: id) else { throw AppFailure.recipeGone }
        return recipe
    }

    private func household() throws -> AppAction {
        .settings(.householdLoaded(settings: try SettingsRepository(database).load(), members: try FamilyRepository(database).members()))
    }

    /// Each member's answered share of the guided member questions.
    private func memberCompletion() throws -> [Int64: MemoryCompletion] {
        let questions = MemoryQuestionsContract.builtIn()
        let memories = MemoryRepository(database)
        var completion: [Int64: MemoryCompletion] = [:]
        for member in try FamilyRepository(database).members() {
            guard let id = member.id else { continue }
            completion[id] = questions.completion(for: .member, answered: try memories.answeredQuestions(memberId: id))
        }
        return completion
    }

    /// The recipe's stored session if it is unfinished, else a new one (scaled to `servings`).
    private func startCooking(recipeId: Int64, servings: Int?) throws -> AppAction {
        let recipe = try recipe(recipeId)
        if let stored = try WorkstateRepository(database).workstate(recipeId: recipeId), stored.mode != .completed {
            return .cooking(.started(CookingSession(recipe: recipe, workstate: stored)))
        }
        var session = CookingSession(recipe: recipe, now: now())
        if let servings { session.apply(.rescaleServings(servings), now: now()) }
        return .cooking(.started(session))
    }

    private func unfinishedCooking() throws -> CookingSession? {
        guard let workstate = try WorkstateRepository(database).latestUnfinished(now: now()),
              let recipe = try RecipeRepository(database).recipe(id: workstate.recipeId) else { return nil }
        return CookingSession(recipe: recipe, workstate: workstate)
    }

    /// Stores the form's recipe (new, or over the one it edits) and drops that form's draft. The
    /// reducer sends only drafts without problems (`AppReducer` checks `RecipeDraft.problems` on save).
    private func save(_ draft: RecipeDraft, form: String) throws -> AppAction {
        let repository = RecipeRepository(database)
        let base = try draft.recipeId.flatMap { try repository.recipe(id: $0) }
        let recipe = draft.recipe(updating: base, now: now())
        let stored: Recipe
        do {
            stored = base == nil ? try repository.insert(recipe) : try repository.update(recipe, unchangedSince: draft.baseUpdatedAt)
        } catch let conflict as RecipeEditConflict {
            return .editor(.editConflict(theirs: conflict.theirs))
        }
        try DraftRepository(database).delete(form: form)
        return .editor(.recipeSaved(stored))
    }

    private func currentMemberId() throws -> Int64? {
        if let id = try SettingsRepository(database).load().currentMemberId { return id }
        return try FamilyRepository(database).members().first?.id
    }
}

extension AppFailure {
    /// Runs a handler's work; a failure comes back as `.failed`, typed when the handler typed
    /// it, else as the store's own description.
    static func catching(_ work: () throws -> [AppAction]) -> [AppAction] {
        do {
            return try work()
        } catch let failure as AppFailure {
            return [.failed(failure)]
        } catch let error as StorageError {
            // The app has one database; its path in a banner only takes room.
            return [.failed(.storage(error.kind == .invalid ? error.reason : "Database: \(error.reason)"))]
        } catch {
            return [.failed(.storage("\(error)"))]
        }
    }
}
