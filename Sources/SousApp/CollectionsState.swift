import SousCore

/// The collections list over Home (`L`): browse, open one's recipes, create, rename, delete.
public struct CollectionsState: Equatable, Sendable {
    public var collections: [RecipeCollection] = []
    public var selection = 0
    public var isLoaded = false
    /// The collection the cursor goes to when the list loads (the one just left).
    public var reselect: Int64?

    public init(reselect: Int64? = nil) {
        self.reselect = reselect
    }

    public var selected: RecipeCollection? {
        collections.indices.contains(selection) ? collections[selection] : nil
    }
}

/// The `L` picker on a recipe: every collection with a tick where the recipe is in it.
public struct CollectionPicker: Equatable, Sendable {
    public var recipeId: Int64
    public var recipeTitle: String
    public var collections: [RecipeCollection] = []
    public var selection = 0
    public var isLoaded = false

    public init(recipeId: Int64, recipeTitle: String) {
        self.recipeId = recipeId
        self.recipeTitle = recipeTitle
    }

    public func contains(_ collection: RecipeCollection) -> Bool { collection.recipeIds.contains(recipeId) }

    public var selected: RecipeCollection? {
        collections.indices.contains(selection) ? collections[selection] : nil
    }
}

/// What a collection effect changed, for the reducer to word.
public enum CollectionChange: Equatable, Sendable {
    case created(String)
    case renamed(from: String, to: String)
    case deleted(String, recipeCount: Int)
    case added(recipe: String, to: String)
    case removed(recipe: String, from: String)
}

/// Collections in the app (issue 27 item 25).
public enum CollectionAction: Equatable, Sendable {
    /// `L` on Home: the list of collections.
    case listRequested
    /// `a` in the list, `n` in the picker: a new one, named in a dialog.
    case createRequested
    /// `r` in the list.
    case renameRequested
    /// `d` / Delete in the list: after asking; its recipes stay.
    case deleteRequested
    /// `L` on a recipe: the picker with ticks.
    case pickerRequested
    /// Space / Enter in the picker: the recipe in or out of the collection under the cursor.
    case membershipToggled
    case loaded([RecipeCollection])
    case changed(CollectionChange, [RecipeCollection])
}

extension CollectionAction {
    var isUserInput: Bool {
        switch self {
        case .listRequested, .createRequested, .renameRequested, .deleteRequested, .pickerRequested, .membershipToggled: true
        case .loaded, .changed: false
        }
    }
}
