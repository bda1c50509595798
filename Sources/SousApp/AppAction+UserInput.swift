/// Whether an action comes from the cook (a key, typed text) rather than from the microphone, the
/// clock or a finished effect: a banner stays until the cook does something next.
///
/// Every switch here is exhaustive with no `default`, so a new case does not compile until it is
/// placed on one side.
extension AppAction {
    public var isUserInput: Bool {
        switch self {
        case .tabSelected, .nextTab, .previousTab, .selectionMoved, .selectionJumped, .openSelected, .back,
             .helpToggled, .helpScrolled, .quitRequested: true
        // Repainting changes nothing on screen, so the banner stays to be read.
        case .redrawRequested: false
        case .started, .tick, .dataChanged, .exported, .noteAdded, .unfinishedWorkFound, .failed: false
        case .home(let action): action.isUserInput
        case .search(let action): action.isUserInput
        case .detail(let action): action.isUserInput
        case .editor(let action): action.isUserInput
        case .cooking(let action): action.isUserInput
        case .voice(let action): action.isUserInput
        case .importing(let action): action.isUserInput
        case .dialog: true
        case .settings(let action): action.isUserInput
        case .plan(let action): action.isUserInput
        case .shopping(let action): action.isUserInput
        case .collections(let action): action.isUserInput
        case .sync(let action): action.isUserInput
        case .ai(let action): action.isUserInput
        case .memory(let action): action.isUserInput
        case .diet(let action): action.isUserInput
        case .recipeAsk(let action): action.isUserInput
        case .planForMe(let action): action.isUserInput
        }
    }
}

extension RecipeAskAction {
    var isUserInput: Bool {
        switch self {
        case .prompt, .asked: true
        case .offlineAnswered, .answered, .cutShort: false
        }
    }
}

extension DietAction {
    var isUserInput: Bool {
        switch self {
        case .requested, .moved, .chosen, .aiRequested, .applyRequested, .saveRequested, .closed: true
        case .optionsLoaded, .aiAnswered, .variantSaved, .variantsLoaded: false
        }
    }
}

extension SyncAction {
    var isUserInput: Bool {
        switch self {
        case .requested, .conflictsToggled, .conflictMoved, .restoreRequested: true
        case .statusLoaded, .quietAfterChange, .finished, .conflictsLoaded, .restored, .restoreFailed: false
        }
    }
}

extension HomeAction {
    var isUserInput: Bool {
        switch self {
        case .categoryCycled, .favoritesOnlyToggled, .sortCycled: true
        case .cookbookLoaded, .cookbookPageLoaded: false
        }
    }
}

extension SearchAction {
    var isUserInput: Bool {
        switch self {
        case .textChanged, .filterCycled, .filtersReset: true
        case .completed: false
        }
    }
}

extension DetailAction {
    var isUserInput: Bool {
        switch self {
        case .servingsChanged, .unitsCycled, .ingredientToggled, .favoriteToggled, .deleteRequested, .exportRequested, .undoRequested: true
        case .recipeLoaded, .favoriteSaved, .recipeDeleted, .recipeRestored: false
        }
    }
}

extension EditorAction {
    var isUserInput: Bool {
        switch self {
        case .input, .editRequested, .saveRequested: true
        case .recipeSaved, .editConflict: false
        }
    }
}

extension CookingAction {
    var isUserInput: Bool {
        switch self {
        case .requested, .recipe, .shown, .command, .prompt, .ingredientsToggled, .noteRequested, .minute: true
        case .started, .storedCopyLoaded, .answered: false
        }
    }
}

extension VoiceAction {
    /// Only the v key; what the microphone and the speaker report is not the cook's doing.
    var isUserInput: Bool {
        switch self {
        case .toggled: true
        case .listening, .speechStarted, .heard, .rejected, .unavailable, .speaking, .awake, .microphonesFound, .speechUnavailable: false
        }
    }
}

extension ImportAction {
    var isUserInput: Bool {
        switch self {
        case .requested, .itemToggled, .confirmed: true
        case .previewed: false
        }
    }
}

extension SettingsAction {
    var isUserInput: Bool {
        switch self {
        case .cycled, .member, .kitchenDistanceToggled: true
        case .householdLoaded, .memberAdded: false
        }
    }
}

extension AIAction {
    var isUserInput: Bool {
        switch self {
        case .generateRequested, .form, .keyDeleteRequested, .cancelRequested: true
        case .statusLoaded, .keyChanged, .chunk, .answered, .generated, .waiting, .failed: false
        }
    }
}
