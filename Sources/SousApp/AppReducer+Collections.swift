import SousCore

/// What the collections feature owns: the list over Home (`L`) and the picker on a recipe.
struct CollectionsSlice: Equatable {
    var list: CollectionsState?
    var picker: CollectionPicker?
}

extension AppState {
    /// The collections feature's slice, over the two stored properties the views read.
    var collectionsSlice: CollectionsSlice {
        get { CollectionsSlice(list: collections, picker: collectionPicker) }
        set {
            collections = newValue.list
            collectionPicker = newValue.picker
        }
    }
}

/// Collections, on their own slice: the list over Home, a collection's recipes in the Home list,
/// and the picker on a recipe (issue 27 item 25). Names are checked by the store; its refusal is
/// the banner.
enum CollectionsReducer {
    /// What collections read from around them.
    struct Context: Equatable {
        /// The recipe open over the tabs (the picker's recipe).
        var openRecipe: Recipe?
        /// The collection whose recipes Home lists, if any.
        var browsed: RecipeCollection?

        init(openRecipe: Recipe?, browsed: RecipeCollection?) {
            self.openRecipe = openRecipe
            self.browsed = browsed
        }

        init(_ app: AppState) {
            openRecipe = app.detail?.recipe
            browsed = app.home.collection
        }
    }

    static func reduce(_ slice: inout CollectionsSlice, _ action: CollectionAction, _ context: Context) -> Reduction {
        switch action {
        case .listRequested:
            slice.list = CollectionsState()
            return Reduction([.store(.loadCollections)], requests: [.closeRecipe, .showTab(.home)])
        case .pickerRequested:
            guard let recipe = context.openRecipe, let id = recipe.id else { return [] }
            slice.picker = CollectionPicker(recipeId: id, recipeTitle: recipe.title)
            return [.store(.loadCollections)]
        case .createRequested:
            return Reduction(ask: Dialog(.newCollection(recipeId: slice.picker?.recipeId), title: "New collection",
                                         message: slice.picker.map { "Its name (“\($0.recipeTitle)” goes in it):" } ?? "Its name, like Sunday lunches:",
                                         input: "", yes: "create"))
        case .renameRequested:
            guard let collection = slice.list?.selected, let id = collection.id else { return nothingSelected }
            return Reduction(ask: Dialog(.renameCollection(id: id), title: "Rename collection", message: "A new name for “\(collection.name)”:",
                                         input: collection.name, yes: "rename"))
        case .deleteRequested:
            guard let collection = slice.list?.selected, let id = collection.id else { return nothingSelected }
            let count = collection.recipeIds.count
            let recipes = count == 0 ? "It is empty." : "Its \(count == 1 ? "recipe stays" : "\(count) recipes stay") in the cookbook."
            return Reduction(ask: Dialog(.deleteCollection(id: id), title: "Delete collection",
                                         message: "Delete the collection “\(collection.name)”? \(recipes)", yes: "delete", no: "keep"))
        case .membershipToggled:
            guard let picker = slice.picker, let collection = picker.selected, let id = collection.id else { return [] }
            return [.store(.setInCollection(collectionId: id, recipeId: picker.recipeId, included: !picker.contains(collection)))]
        case .loaded(let all):
            return Reduction(requests: show(all, &slice, context))
        case .changed(let change, let all):
            var requests = show(all, &slice, context)
            requests.append(.banner(Banner(.success, banner(for: change))))
            // The cursor follows a collection made or renamed (the list is sorted by name).
            let named: String? = switch change {
            case .created(let name), .renamed(_, let name): name
            default: nil
            }
            if let named, let index = slice.list?.collections.firstIndex(where: { $0.name == named }) {
                slice.list?.selection = index
            }
            // The list shown may be the collection that changed (or gone).
            if context.browsed != nil { requests.append(.reloadLists) }
            return Reduction(requests: requests)
        }
    }

    /// The loaded collections into whatever shows them, keeping each cursor in range.
    private static func show(_ all: [RecipeCollection], _ slice: inout CollectionsSlice, _ context: Context) -> [AppRequest] {
        if var list = slice.list {
            list.collections = all
            list.selection = all.firstIndex { $0.id != nil && $0.id == list.reselect } ?? min(list.selection, max(all.count - 1, 0))
            list.reselect = nil
            list.isLoaded = true
            slice.list = list
        }
        if var picker = slice.picker {
            picker.collections = all
            picker.selection = min(picker.selection, max(all.count - 1, 0))
            picker.isLoaded = true
            slice.picker = picker
        }
        // The collection browsed: renamed, or gone (deleted here or in another Sous).
        guard let browsed = context.browsed else { return [] }
        return [.browsedCollectionChanged(all.first { $0.id == browsed.id })]
    }

    private static func banner(for change: CollectionChange) -> String {
        switch change {
        case .created(let name): "Made the collection “\(name)”."
        case .renamed(let from, let to): "Renamed “\(from)” to “\(to)”."
        case .deleted(let name, let count):
            "Deleted the collection “\(name)”" + (count == 0 ? "." : "; its \(count == 1 ? "recipe is" : "\(count) recipes are") still in the cookbook.")
        case .added(let recipe, let name): "Added “\(recipe)” to “\(name)”."
        case .removed(let recipe, let name): "Took “\(recipe)” out of “\(name)”."
        }
    }

    private static let nothingSelected = Reduction([.terminal(.ringBell)],
                             banner: Banner(.info, "No collection yet: a makes one."))
}

/// Moving between Home and the collections list crosses two slices, so the root does it.
extension AppReducer {
    /// Enter on a collection: its recipes in the Home list (Esc goes back to the collections).
    static func openCollection(_ collection: RecipeCollection, _ state: inout AppState) -> [Effect] {
        state.collections = nil
        state.home.collection = collection
        state.home.category = nil
        state.home.favoritesOnly = false
        state.home.selection = 0
        return [.store(.loadCookbook(state.home.listFilter(member: state.currentMember)))]
    }

    /// Esc on a collection's recipes: back to the collections list, and Home lists every recipe.
    static func leaveCollection(_ state: inout AppState) -> [Effect] {
        let left = state.home.collection
        state.home.collection = nil
        state.home.selection = 0
        state.collections = CollectionsState(reselect: left?.id)
        return [.store(.loadCollections), .store(.loadCookbook(state.home.listFilter(member: state.currentMember)))]
    }
}
