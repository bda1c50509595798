/// What one file or URL holds, read and checked but not stored: what an import previews
/// before anything is saved.
public struct ImportBatch: Hashable, Sendable {
    public enum Contents: Hashable, Sendable {
        /// A Sous export: recipes with families, collections and settings, imported as one.
        case archive(SousArchive)
        /// Recipes read from an outside format, each with its report.
        case recipes([ImportedRecipe])
    }

    /// The path or URL as the user gave it.
    public var location: String
    public var contents: Contents
    /// Parts that could not be read while the rest could ("entry 3: damaged gzip data").
    public var warnings: [String]

    public init(location: String, contents: Contents, warnings: [String] = []) {
        self.location = location
        self.contents = contents
        self.warnings = warnings
    }

    /// How many recipes the batch holds.
    public var recipeCount: Int {
        switch contents {
        case .archive(let archive): archive.recipes.count
        case .recipes(let recipes): recipes.count
        }
    }
}
