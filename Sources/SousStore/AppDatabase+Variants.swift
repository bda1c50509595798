import GRDB
import SousCore

extension AppDatabase {
    /// `recipe.variantOf`: the uid of the recipe a variant was adapted from. By uid, since ids
    /// differ between kitchens; a deleted original leaves its variants standing, unlinked.
    static func addRecipeVariants(_ db: Database) throws {
        try db.alter(table: "recipe") { t in
            t.add(column: "variantOf", .text).references("recipe", column: "uid", onDelete: .setNull)
        }
        try db.create(index: "recipe_on_variantOf", on: "recipe", columns: ["variantOf"])
    }
}

extension RecipeRepository {
    /// The recipes adapted from the one with `uid` ("Lemon Tart (vegan)"), by title.
    public func variants(of uid: String) throws -> [RecipeLink] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT id, title FROM recipe WHERE variantOf = ? ORDER BY title COLLATE NOCASE, id",
                             arguments: [uid]).map { RecipeLink(id: $0["id"], title: $0["title"]) }
        }
    }

    /// The recipe with `uid`, as a link (the original a variant names).
    public func link(uid: String) throws -> RecipeLink? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT id, title FROM recipe WHERE uid = ?", arguments: [uid])
                .map { RecipeLink(id: $0["id"], title: $0["title"]) }
        }
    }
}
