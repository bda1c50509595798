import SousCore

/// The one place state changes: `reduce(&state, action)` returns the effects to run.
public enum AppReducer {
    public static func reduce(_ state: inout AppState, _ action: AppAction) -> [Effect] {
        // A banner stays until the user does something next.
        if action.isUserInput { state.banner = nil }
        switch action {
        case .started:
            return [.loadHousehold, .loadCookbook(state.home.listFilter(member: state.currentMember)), .loadDraft, .loadUnfinishedCooking]
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
        case .back:
            if state.isHelpShown {
                state.isHelpShown = false
            } else if state.cooking?.isShown == true {
                return leaveCooking(&state)
            } else if state.detail != nil {
                state.detail = nil
            } else if state.tab == .add, state.importPreview != nil {
                state.importPreview = nil
                state.banner = Banner(.info, "Nothing was imported.")
            } else if state.tab == .add, state.editor != nil {
                return leaveEditor(&state)
            } else if state.tab == .search, !state.search.text.isEmpty {
                return reduce(&state, .searchTextChanged(""))
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
            return loadMoreIfNeeded(&state)
        case .selectionJumped(let toEnd):
            moveSelection(in: &state, by: toEnd ? Int.max / 2 : Int.min / 2)
            return loadMoreIfNeeded(&state)
        case .openSelected:
            return openSelected(&state)
        case .failed(let message):
            state.banner = Banner(.error, message)
            return []
        case .reported(let banner):
            state.banner = banner
            return []
        case .dataChanged(let banner):
            state.banner = banner
            state.detail = nil
            return [.loadHousehold] + reloadLists(state)
        case .householdLoaded(let settings, let members):
            state.settings = settings
            state.members = members
            return []
        case .categoryCycled, .favoritesOnlyToggled, .sortCycled, .cookbookLoaded, .cookbookPageLoaded:
            return reduceHome(&state, action)
        case .searchTextChanged, .searchFilterCycled, .searchCompleted:
            return reduceSearch(&state, action)
        case .servingsChanged, .unitsCycled, .ingredientToggled, .favoriteToggled, .recipeLoaded, .favoriteSaved,
             .deleteRequested, .exportRequested, .undoRequested, .recipeDeleted, .recipeRestored:
            return reduceDetail(&state, action)
        case .editor, .saveRequested, .recipeSaved, .recipeEditConflict, .editRequested, .draftLoaded:
            return reduceEditor(&state, action)
        case .cookRequested, .cookRecipe, .cookingShown, .cooking, .cookingPrompt, .cookingIngredientsToggled, .cookingNoteRequested, .cookingMinute, .tick,
             .cookingStarted, .unfinishedCookingFound, .assistantAnswered:
            return reduceCooking(&state, action)
        case .voiceListening, .voiceSpeechStarted, .voiceHeard, .voiceRejected, .voiceUnavailable, .voiceSpeaking, .voiceToggled, .voiceAwake, .microphonesFound:
            return reduceVoice(&state, action)
        case .importRequested, .importItemToggled, .importConfirmed, .importPreviewed:
            return reduceImport(&state, action)
        case .dialogTyped, .dialogBackspace, .dialogCleared, .dialogAnswered:
            return reduceDialog(&state, action)
        case .settingCycled, .memberAction:
            return reduceSettings(&state, action)
        }
    }

    static func select(_ tab: Tab, in state: inout AppState) -> [Effect] {
        state.tab = tab
        state.detail = nil
        state.isHelpShown = false
        if tab == .add, state.editor == nil { state.editor = .blank }
        return []
    }

    static func moveSelection(in state: inout AppState, by delta: Int) {
        func clamp(_ value: Int, count: Int) -> Int {
            count == 0 ? 0 : min(max(value, 0), count - 1)
        }
        if var detail = state.detail {
            detail.cursor = clamp(detail.cursor.addingReportingOverflow(delta).partialValue, count: detail.itemCount)
            state.detail = detail
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
        let id: Int64?
        switch state.tab {
        case .home: id = state.home.selectedRecipe?.id
        case .search: id = state.search.results.indices.contains(state.search.selection) ? state.search.results[state.search.selection].recipe.id : nil
        case .add, .settings: id = nil
        }
        return id.map { [.loadRecipe(id: $0)] } ?? []
    }
}
