/// What an effect did, as data: the reducer words the banner (the handlers write no text).

/// A file written by an export.
public enum ExportReport: Equatable, Sendable {
    case recipe(title: String, file: String, isCooklang: Bool)
    case everything(recipeCount: Int, file: String)
    case shoppingList(itemCount: Int, file: String)

    var banner: Banner {
        switch self {
        case .recipe(let title, let file, let isCooklang):
            Banner(.success, "Exported “\(title)” to \(file)\(isCooklang ? " (Cooklang)" : "").")
        case .everything(let count, let file):
            Banner(.success, "Exported \(count) recipe\(count == 1 ? "" : "s") to \(file).")
        case .shoppingList(let count, let file):
            Banner(.success, "Exported the shopping list (\(count) item\(count == 1 ? "" : "s")) to \(file).")
        }
    }
}

/// Something that changed the cookbook or the family behind the screens' backs: the lists reload.
public enum DataChange: Equatable, Sendable {
    /// A Sous export: recipes added, those skipped as already here, and meal plan entries added.
    case archiveImported(added: Int, skipped: Int, planEntries: Int = 0)
    /// Recipes from other formats: their titles, and ingredient lines kept as text to check.
    case recipesImported(titles: [String], linesToCheck: Int)
    case allRecipesDeleted(count: Int)
    case memberRemoved(name: String)

    var banner: Banner {
        switch self {
        case .archiveImported(let added, let skipped, let planEntries):
            let skippedText = skipped == 0 ? "" : ", skipped \(skipped) already here"
            let planText = planEntries == 0 ? "" : " and \(planEntries) meal\(planEntries == 1 ? "" : "s") on the plan"
            return Banner(.success, "Imported \(added) recipe\(added == 1 ? "" : "s")\(planText)\(skippedText).")
        case .recipesImported(let titles, let toCheck):
            var text = titles.count == 1 ? "Imported “\(titles[0])”" : "Imported \(titles.count) recipes"
            if toCheck > 0 { text += "; \(toCheck) ingredient line\(toCheck == 1 ? "" : "s") kept as text to check" }
            return Banner(.success, text + ".")
        case .allRecipesDeleted(let count):
            return Banner(.success, "Deleted \(count) recipe\(count == 1 ? "" : "s"). The family and settings are kept.")
        case .memberRemoved(let name):
            return Banner(.success, "\(name) is no longer in the family.")
        }
    }
}
