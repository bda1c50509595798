import SousCore

/// The one place state changes: `reduce(&state, action)` returns the effects to run.
public enum AppReducer {
    public static func reduce(_ state: inout AppState, _ action: AppAction) -> [Effect] {
        let before = state.voiceDevices
        var effects = reduceAction(&state, action)
        // "stop" or the talk key cut the speech: the rest of a streamed answer is not said.
        if state.ai.request != nil, effects.contains(.voice(.stopSpeaking)) { state.ai.request?.isQuiet = true }
        effects += followForSync(action, effects, &state)
        effects += followOpenRecipe(&state)
        // Whatever changed the voice settings (a Settings row, a household load, voice turned off),
        // the voice layer hears it here, once, with the context and pause it should use.
        let configured = effects.contains { if case .voice(.configure) = $0 { true } else { false } }
        if !configured, state.voiceDevices != before {
            effects.append(.voice(.configure(state.voiceSetup)))
        }
        return effects
    }

    static func reduceAction(_ state: inout AppState, _ action: AppAction) -> [Effect] {
        // A banner stays until the user does something next.
        if action.isUserInput { state.banner = nil }
        // An Enter waiting for search results is cancelled by whatever the cook does next.
        if action.isUserInput, action != .openSelected { state.search.opensWhenAnswered = false }
        switch action {
        case .started:
            // The microphones for Settings; with no sound server the answer is an empty list at once.
            return [.store(.loadHousehold), .voice(.findMicrophones), .store(.loadCookbook(state.home.listFilter(member: state.currentMember))),
                    .store(.loadUnfinishedWork), .ai(.loadStatus)]
        case .tabSelected(let tab):
            return select(tab, in: &state)
        case .nextTab:
            return select(Tab(rawValue: state.tab.rawValue % Tab.allCases.count + 1) ?? .home, in: &state)
        case .previousTab:
            return select(Tab(rawValue: (state.tab.rawValue + Tab.allCases.count - 2) % Tab.allCases.count + 1) ?? .home, in: &state)
        case .helpToggled:
            state.isHelpShown.toggle()
            state.helpScroll = 0
            return []
        case .quitRequested:
            return requestQuit(&state)
        case .redrawRequested:
            return [.terminal(.redraw)]
        case .back:
            // Esc stops a provider request first: the spinner says so.
            if state.ai.request != nil, !state.isHelpShown { return reduceAI(&state, .cancelRequested) }
            if state.ai.form != nil { return reduceAI(&state, .form(.cancel)) }
            if state.isHelpShown {
                state.isHelpShown = false
            } else if state.cooking?.isShown == true {
                return leaveCooking(&state)
            } else if state.collectionPicker != nil {
                state.collectionPicker = nil
            } else if state.detail != nil {
                state.detail = nil
            } else if state.shopping?.showsLines == true {
                state.shopping?.showsLines = false
            } else if state.week != nil || state.shopping != nil {
                state.week = nil
                state.shopping = nil
            } else if state.collections != nil {
                state.collections = nil
            } else if state.tab == .home, state.home.collection != nil {
                return leaveCollection(&state)
            } else if state.tab == .add, state.importPreview != nil {
                state.importPreview = nil
                state.banner = Banner(.info, "Nothing was imported.")
            } else if state.tab == .add, state.editor != nil {
                return scope(&state, \.editor) { EditorReducer.leave(&$0) }
            } else if state.tab == .search, !state.search.text.isEmpty {
                return scope(&state, \.search, SearchReducer.Context.init(_:)) { SearchReducer.reduce(&$0, .textChanged(""), $1) }
            } else if state.tab == .search, !state.search.filters.isEmpty {
                // The second Esc: the words are gone, so the filters go too.
                return scope(&state, \.search, SearchReducer.Context.init(_:)) { SearchReducer.reduce(&$0, .filtersReset, $1) }
            }
            return []
        case .helpScrolled(let line):
            state.helpScroll = max(0, line)
            return []
        case .selectionMoved(let delta) where state.tab == .add && state.importPreview != nil && state.detail == nil:
            if var preview = state.importPreview, !preview.items.isEmpty {
                preview.selection = min(max(preview.selection + delta, 0), preview.items.count - 1)
                state.importPreview = preview
            }
            return []
        case .selectionMoved(let delta):
            moveSelection(in: &state, by: delta)
            return scope(&state, \.home, HomeReducer.Context.init(_:)) { HomeReducer.loadMoreIfNeeded(&$0, $1) }
        case .selectionJumped(let toEnd):
            moveSelection(in: &state, by: toEnd ? Int.max / 2 : Int.min / 2)
            return scope(&state, \.home, HomeReducer.Context.init(_:)) { HomeReducer.loadMoreIfNeeded(&$0, $1) }
        case .openSelected:
            return openSelected(&state)
        case .failed(let failure):
            // A failed search never answers, so an Enter waiting for it must not fire on a later reload.
            state.search.opensWhenAnswered = false
            state.banner = Banner(.error, failure.message)
            return []
        case .exported(let report):
            state.banner = report.banner
            return []
        case .noteAdded(let title):
            state.banner = Banner(.success, "Added to \(title)'s family memory.")
            return []
        case .dataChanged(let change):
            state.banner = change.banner
            state.detail = nil
            // Delete all took every stored draft with it.
            if case .allRecipesDeleted = change { state.unsavedDrafts = [] }
            return [.store(.loadHousehold), .voice(.findMicrophones)] + reloadLists(state)
        case .tick(let now):
            return tick(now, &state)
        case .unfinishedWorkFound(let session, let drafts):
            return scope(&state, \.unsavedDrafts, UnfinishedWork.Context.init(_:)) {
                UnfinishedWork.found(session: session, drafts: drafts, &$0, $1)
            }
        // A feature on its own slice: the root passes the slice and the context, then carries out
        // what it asks (`AppReducer+Scope.swift`). The `reduce<Feature>` entry points scope too,
        // after the few root cases that change several slices.
        case .home(let action):
            return scope(&state, \.home, HomeReducer.Context.init(_:)) { HomeReducer.reduce(&$0, action, $1) }
        case .search(let action):
            return scope(&state, \.search, SearchReducer.Context.init(_:)) { SearchReducer.reduce(&$0, action, $1) }
        case .detail(let action):
            return reduceDetail(&state, action) + DietReducer.follow(action)
        case .editor(let action):
            return scope(&state, \.editor, EditorReducer.Context.init(_:)) { EditorReducer.reduce(&$0, action, $1) }
        case .cooking(let action):
            return reduceCooking(&state, action)
        case .voice(let action):
            return reduceVoice(&state, action)
        case .importing(let action):
            return reduceImport(&state, action)
        case .dialog(let action):
            return reduceDialog(&state, action)
        case .settings(let action):
            return reduceSettings(&state, action)
        case .plan(let action):
            return scope(&state, \.planSlice, PlanReducer.Context.init(_:)) { PlanReducer.reduce(&$0, action, $1) }
        case .shopping(let action):
            return scope(&state, \.planSlice, PlanReducer.Context.init(_:)) { PlanReducer.reduce(&$0, action, $1) }
        case .collections(let action):
            return scope(&state, \.collectionsSlice, CollectionsReducer.Context.init(_:)) { CollectionsReducer.reduce(&$0, action, $1) }
        case .sync(let action):
            return reduceSyncInApp(&state, action)
        case .ai(let action):
            return reduceAI(&state, action)
        case .memory(let action):
            return scope(&state, \.memory, MemoryReducer.Context.init(_:)) { MemoryReducer.reduce(&$0, action, $1) }
        case .diet(let action):
            return scope(&state, \.diet, DietReducer.Context.init(_:)) { DietReducer.reduce(&$0, action, $1) }
        case .recipeAsk(let action):
            return scope(&state, \.recipeAsk, RecipeAskReducer.Context.init(_:)) { RecipeAskReducer.reduce(&$0, action, $1) }
        case .planForMe(let action):
            return scope(&state, \.planForMe, PlanForMeReducer.Context.init(_:)) { PlanForMeReducer.reduce(&$0, action, $1) }
        }
    }

    static func select(_ tab: Tab, in state: inout AppState) -> [Effect] {
        state.tab = tab
        state.detail = nil
        state.week = nil
        state.shopping = nil
        state.collections = nil
        state.collectionPicker = nil
        state.isHelpShown = false
        if tab == .add, state.editor == nil {
            state.editor = state.newEditor()
            // A new recipe's draft left from last time is offered on the new form.
            if let saved = state.unsavedDrafts.first(where: { $0.draft.recipeId == nil }) { offer(saved, atStart: false, &state) }
        }
        return []
    }

    static func moveSelection(in state: inout AppState, by delta: Int) {
        func clamp(_ value: Int, count: Int) -> Int {
            count == 0 ? 0 : min(max(value, 0), count - 1)
        }
        if var picker = state.collectionPicker {
            picker.selection = clamp(picker.selection.addingReportingOverflow(delta).partialValue, count: picker.collections.count)
            state.collectionPicker = picker
            return
        }
        if var detail = state.detail {
            detail.cursor = clamp(detail.cursor.addingReportingOverflow(delta).partialValue, count: detail.itemCount)
            state.detail = detail
            return
        }
        if var week = state.week {
            week.selection = clamp(week.selection.addingReportingOverflow(delta).partialValue, count: week.entries.count)
            state.week = week
            return
        }
        if var shopping = state.shopping {
            shopping.selection = clamp(shopping.selection.addingReportingOverflow(delta).partialValue, count: shopping.rows.count)
            state.shopping = shopping
            return
        }
        if var collections = state.collections {
            collections.selection = clamp(collections.selection.addingReportingOverflow(delta).partialValue, count: collections.collections.count)
            state.collections = collections
            return
        }
        switch state.tab {
        case .home:
            state.home.selection = clamp(state.home.selection.addingReportingOverflow(delta).partialValue, count: state.home.recipes.count)
        case .search:
            state.search.selection = clamp(state.search.selection.addingReportingOverflow(delta).partialValue, count: state.search.results.count)
        case .settings:
            state.settingsCursor = clamp(state.settingsCursor.addingReportingOverflow(delta).partialValue, count: SettingsRow.allCases.count)
        case .add:
            break
        }
    }

    static func openSelected(_ state: inout AppState) -> [Effect] {
        guard state.detail == nil else { return [] }
        if let week = state.week {
            guard let entry = week.selected else { return [] }
            guard let id = entry.recipeId else {
                state.banner = Banner(.info, entry.entry.recipeUID == nil ? "“\(entry.entry.label)” is a note, not a recipe."
                                                                         : "“\(entry.entry.label)” was deleted from the cookbook.")
                return []
            }
            return [.store(.loadRecipe(id: id))]
        }
        if state.shopping != nil { return [] }
        if let collections = state.collections {
            return collections.selected.map { openCollection($0, &state) } ?? []
        }
        let id: Int64?
        switch state.tab {
        case .home: id = state.home.selectedRecipe?.id
        case .search:
            // The list on screen may answer the letters before the last ones typed: wait for the
            // answer to what is in the box rather than open a recipe from an older query.
            if state.search.isAwaitingAnswer {
                state.search.opensWhenAnswered = true
                return []
            }
            id = state.search.results.indices.contains(state.search.selection) ? state.search.results[state.search.selection].recipe.id : nil
        case .add, .settings: id = nil
        }
        return id.map { [.store(.loadRecipe(id: $0))] } ?? []
    }
}
