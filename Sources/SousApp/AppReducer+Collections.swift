import SousCore

extension AppReducer {
    /// Collections: the list over Home, a collection's recipes in the Home list, and the picker
    /// on a recipe (issue 27 item 25). Names are checked by the store; its refusal is the banner.
    static func reduceCollections(_ state: inout AppState, _ action: CollectionAction) -> [Effect] {
        switch action {
        case .listRequested:
            state.detail = nil
            state.tab = .home
            state.collections = CollectionsState()
            return [.store(.loadCollections)]
        case .pickerRequested:
            guard let detail = state.detail, let id = detail.recipe.id else { return [] }
            state.collectionPicker = CollectionPicker(recipeId: id, recipeTitle: detail.recipe.title)
            return [.store(.loadCollections)]
        case .createRequested:
            state.dialog = Dialog(.newCollection(recipeId: state.collectionPicker?.recipeId), title: "New collection",
                                  message: state.collectionPicker.map { "Its name (“\($0.recipeTitle)” goes in it):" } ?? "Its name, like Sunday lunches:",
                                  input: "", yes: "create")
            return []
        case .renameRequested:
            guard let collection = state.collections?.selected, let id = collection.id else { return nothingSelected(&state) }
            state.dialog = Dialog(.renameCollection(id: id), title: "Rename collection", message: "A new name for “\(collection.name)”:",
                                  input: collection.name, yes: "rename")
            return []
        case .deleteRequested:
            guard let collection = state.collections?.selected, let id = collection.id else { return nothingSelected(&state) }
            let count = collection.recipeIds.count
            let recipes = count == 0 ? "It is empty." : "Its \(count == 1 ? "recipe stays" : "\(count) recipes stay") in the cookbook."
            state.dialog = Dialog(.deleteCollection(id: id), title: "Delete collection",
                                  message: "Delete the collection “\(collection.name)”? \(recipes)", yes: "delete", no: "keep")
            return []
        case .membershipToggled:
            guard let picker = state.collectionPicker, let collection = picker.selected, let id = collection.id else { return [] }
            return [.store(.setInCollection(collectionId: id, recipeId: picker.recipeId, included: !picker.contains(collection)))]
        case .loaded(let all):
            show(all, &state)
            return []
        case .changed(let change, let all):
            let browsing = state.home.collection != nil
            show(all, &state)
            state.banner = Banner(.success, banner(for: change))
            // The cursor follows a collection made or renamed (the list is sorted by name).
            let named: String? = switch change {
            case .created(let name), .renamed(_, let name): name
            default: nil
            }
            if let named, let index = state.collections?.collections.firstIndex(where: { $0.name == named }) {
                state.collections?.selection = index
            }
            // The list shown may be the collection that changed (or gone).
            return browsing ? reloadLists(state) : []
        }
    }

    /// The loaded collections into whatever shows them, keeping each cursor in range.
    private static func show(_ all: [RecipeCollection], _ state: inout AppState) {
        if var list = state.collections {
            list.collections = all
            list.selection = all.firstIndex { $0.id != nil && $0.id == list.reselect } ?? min(list.selection, max(all.count - 1, 0))
            list.reselect = nil
            list.isLoaded = true
            state.collections = list
        }
        if var picker = state.collectionPicker {
            picker.collections = all
            picker.selection = min(picker.selection, max(all.count - 1, 0))
            picker.isLoaded = true
            state.collectionPicker = picker
        }
        // The collection browsed: renamed, or gone (deleted here or in another Sous).
        if let browsed = state.home.collection {
            state.home.collection = all.first { $0.id == browsed.id }
        }
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

    private static func nothingSelected(_ state: inout AppState) -> [Effect] {
        state.banner = Banner(.info, "No collection yet: a makes one.")
        return [.terminal(.ringBell)]
    }

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
