import SousCore

/// What a file or page would add, shown before anything is stored: each recipe with its report,
/// duplicates unticked. Enter stores the ticked ones; Esc stores nothing.
public struct ImportPreview: Equatable, Sendable {
    public struct Item: Equatable, Sendable {
        public var imported: ImportedRecipe
        /// The title of the stored recipe this one repeats (same title and ingredients, or same id).
        public var duplicateOf: String?
        public var isIncluded: Bool

        public init(imported: ImportedRecipe, duplicateOf: String? = nil) {
            self.imported = imported
            self.duplicateOf = duplicateOf
            isIncluded = duplicateOf == nil
        }
    }

    /// The file or URL as the cook typed it.
    public var source: String
    public var items: [Item]
    /// A Sous export brings its family and collections too; it goes in whole (duplicates skipped).
    public var archive: SousArchive?
    /// Files of a folder that could not be read, entries skipped in a Paprika export.
    public var warnings: [String]
    public var selection = 0
    /// A recipe the AI made, not a file read: the provider's name (the heading says so).
    public var generatedBy: String?

    public init(source: String, items: [Item], archive: SousArchive? = nil, warnings: [String] = [], generatedBy: String? = nil) {
        self.generatedBy = generatedBy
        self.source = source
        self.items = items
        self.archive = archive
        self.warnings = warnings
    }

    public var includedCount: Int { items.filter(\.isIncluded).count }
}
