import Foundation
import Testing
import SousCore
import SousTestSupport
@testable import SousApp

/// Each converted feature reducer driven alone, on its slice with a hand-made context: what it
/// changes there, the effects it returns and what it asks of the root.
@Suite struct SliceReducerTests {
    let ada = FamilyMember(id: 7, familyId: 1, name: "Ada")

    func hit(_ id: Int64, _ title: String) -> SearchHit {
        SearchHit(recipe: summary(id, title), score: 1)
    }

    func summary(_ id: Int64, _ title: String) -> RecipeSummary {
        RecipeSummary(id: id, title: title, category: "dinner", difficulty: .easy, totalMinutes: 30, servings: 4, createdAt: Fixtures.day)
    }

    /// The questions a reduction asks the root to put on screen.
    func asked(_ reduction: Reduction) -> [Dialog.Purpose] {
        reduction.requests.compactMap { request -> Dialog.Purpose? in
            guard case .ask(let dialog) = request else { return nil }
            return dialog.purpose
        }
    }

    // MARK: Search

    @Test func searchSendsItsQueryWithTheMemberFromTheContext() {
        var search = SearchState()
        search.filters.favoritesOnly = true
        let reduction = SearchReducer.reduce(&search, .textChanged("soup"), .init(member: 7))
        let query = AppReducer.searchQuery(text: "soup", filters: search.filters, member: 7)
        #expect(query.favoritesOf == 7)
        #expect(reduction == Reduction([.store(.search(query))]))
        #expect(search.pending == query)
    }

    @Test func searchAsksForABannerWhenThereIsNoMemberForFavourites() {
        var search = SearchState()
        let reduction = SearchReducer.reduce(&search, .filterCycled(.favorites), .init(member: nil))
        #expect(reduction.effects.isEmpty)
        #expect(reduction.requests == [.banner(Banner(.warning, "Add a family member in Settings to keep favourites."))])
        #expect(search.filters.isEmpty, "the filter is not turned on")
    }

    @Test func searchAsksTheRootToOpenTheAnswerAnEnterWaitedFor() {
        var search = SearchState()
        let context = SearchReducer.Context(member: nil)
        _ = SearchReducer.reduce(&search, .textChanged("tart"), context)
        search.opensWhenAnswered = true
        let stale = AppReducer.searchQuery(text: "ta", filters: SearchFilters(), member: nil)
        #expect(SearchReducer.reduce(&search, .completed(stale, results: SearchResults(hits: [hit(1, "Tagine")], totalCount: 1, terms: ["ta"])), context) == .none)
        #expect(search.results.isEmpty && search.opensWhenAnswered, "an older answer neither shows nor opens")
        let query = AppReducer.searchQuery(text: "tart", filters: SearchFilters(), member: nil)
        let reduction = SearchReducer.reduce(&search, .completed(query, results: SearchResults(hits: [hit(9, "Lemon Tart")], totalCount: 1, terms: ["tart"])), context)
        #expect(reduction == Reduction(requests: [.openSelected]))
        #expect(search.results.map(\.recipe.id) == [9])
        #expect(!search.opensWhenAnswered)
    }

    // MARK: Home

    @Test func homeReadsMorePagesOnlyWhileItsListIsShown() {
        var home = HomeState()
        home.recipes = (1...500).map { summary(Int64($0), "Recipe \($0)") }
        home.totalCount = 900
        home.selection = 450
        #expect(HomeReducer.loadMoreIfNeeded(&home, .init(member: nil, isListShown: false)) == .none)
        #expect(!home.isLoadingMore)
        let reduction = HomeReducer.loadMoreIfNeeded(&home, .init(member: ada, isListShown: true))
        #expect(reduction == Reduction([.store(.loadCookbookPage(RecipeListFilter(), offset: 500))]))
        #expect(home.isLoadingMore)
        #expect(HomeReducer.loadMoreIfNeeded(&home, .init(member: ada, isListShown: true)) == .none, "one page at a time")
    }

    @Test func homeFavouritesNeedAMemberFromTheContext() {
        var home = HomeState()
        home.selection = 3
        let refused = HomeReducer.reduce(&home, .favoritesOnlyToggled, .init(member: nil, isListShown: true))
        #expect(refused.requests == [.banner(Banner(.warning, "Add a family member in Settings to keep favourites."))])
        #expect(!home.favoritesOnly && home.selection == 3)
        let reduction = HomeReducer.reduce(&home, .favoritesOnlyToggled, .init(member: ada, isListShown: true))
        #expect(reduction == Reduction([.store(.loadCookbook(RecipeListFilter(favoritesOf: 7)))]))
        #expect(home.favoritesOnly && home.selection == 0)
    }

    // MARK: Collections

    let sunday = RecipeCollection(id: 1, name: "Sunday lunch", recipeIds: [7])
    let quick = RecipeCollection(id: 2, name: "Weeknights", recipeIds: [])

    @Test func theCollectionsListAsksTheRootToCloseTheRecipeAndShowHome() {
        var slice = CollectionsSlice()
        let reduction = CollectionsReducer.reduce(&slice, .listRequested, .init(openRecipe: Fixtures.tart, browsed: nil))
        #expect(reduction == Reduction([.store(.loadCollections)], requests: [.closeRecipe, .showTab(.home)]))
        #expect(slice.list == CollectionsState())
    }

    @Test func aChangeToTheBrowsedCollectionIsHandedToTheRootWithAReload() {
        var slice = CollectionsSlice(list: CollectionsState(), picker: nil)
        let renamed = RecipeCollection(id: 1, name: "Sundays", recipeIds: [7])
        let reduction = CollectionsReducer.reduce(&slice, .changed(.renamed(from: "Sunday lunch", to: "Sundays"), [renamed, quick]),
                                                  .init(openRecipe: nil, browsed: sunday))
        #expect(reduction.requests == [.browsedCollectionChanged(renamed), .banner(Banner(.success, "Renamed “Sunday lunch” to “Sundays”.")), .reloadLists])
        #expect(slice.list?.selected == renamed)
        let unbrowsed = CollectionsReducer.reduce(&slice, .changed(.created("Cakes"), [quick]), .init(openRecipe: nil, browsed: nil))
        #expect(unbrowsed.requests == [.banner(Banner(.success, "Made the collection “Cakes”."))], "nothing browsed: no reload")
    }

    @Test func renamingWithNoCollectionRingsAndSaysHowToMakeOne() {
        var slice = CollectionsSlice(list: CollectionsState(), picker: nil)
        let reduction = CollectionsReducer.reduce(&slice, .renameRequested, .init(openRecipe: nil, browsed: nil))
        #expect(reduction == Reduction([.terminal(.ringBell)], banner: Banner(.info, "No collection yet: a makes one.")))
    }

    @Test func thePickerIsForTheRecipeInTheContext() {
        var slice = CollectionsSlice()
        #expect(CollectionsReducer.reduce(&slice, .pickerRequested, .init(openRecipe: nil, browsed: nil)) == .none)
        #expect(slice.picker == nil)
        _ = CollectionsReducer.reduce(&slice, .pickerRequested, .init(openRecipe: Fixtures.tart, browsed: nil))
        #expect(slice.picker == CollectionPicker(recipeId: 7, recipeTitle: "Lemon Tart"))
        let ask = CollectionsReducer.reduce(&slice, .createRequested, .init(openRecipe: Fixtures.tart, browsed: nil))
        #expect(asked(ask) == [.newCollection(recipeId: 7)])
    }

    // MARK: Plan and shopping

    /// Thursday 26 November 2026, noon.
    let thursday = Date(timeIntervalSince1970: 1_795_694_400)

    @Test func thePlanTakesTodayAndTheHouseholdFromTheContext() {
        var slice = PlanSlice()
        let context = PlanReducer.Context(now: thursday, householdSize: 3, openRecipe: Fixtures.tart)
        #expect(PlanReducer.reduce(&slice, PlanAction.weekRequested, context) == [.store(.loadWeek(start: PlanDay("2026-11-23")!))])
        _ = PlanReducer.reduce(&slice, PlanAction.pickerRequested, context)
        #expect(slice.picker?.servings == 3)
        #expect(slice.picker?.day == PlanDay("2026-11-26"))
        #expect(slice.picker?.title == "Lemon Tart")
    }

    @Test func removingAnEntryKeepsItForUndoAndAsksForTheBanner() {
        var slice = PlanSlice(week: WeekState(start: PlanDay("2026-11-23")!))
        let entry = WeekEntry(entry: MealPlanEntry(id: 4, day: PlanDay("2026-11-24")!, meal: "dinner", recipeUID: "u", recipeTitle: "Soup"), recipeId: 1)
        slice.week?.entries = [entry]
        let reduction = PlanReducer.reduce(&slice, PlanAction.removeRequested, .init(now: thursday))
        #expect(reduction.effects == [.store(.removePlanEntry(id: 4, week: PlanDay("2026-11-23")!))])
        #expect(reduction.requests == [.banner(Banner(.success, "Took “Soup” off Tuesday 24 November, dinner. Undo with z."))])
        #expect(slice.week?.entries == [] && slice.week?.lastRemoved == entry)
    }

    @Test func theShoppingListReplacesTheWeekInTheCooksUnits() {
        var slice = PlanSlice(week: WeekState(start: PlanDay("2026-11-23")!))
        let reduction = PlanReducer.reduce(&slice, ShoppingAction.requested, .init(now: thursday, units: .us))
        let span = ShoppingSpan(from: PlanDay("2026-11-26")!, to: PlanDay("2026-12-02")!, units: .us)
        #expect(reduction == [.store(.loadShoppingList(span))])
        #expect(slice.week == nil && slice.shopping?.span == span)
        #expect(PlanReducer.reduce(&slice, ShoppingAction.clearRequested, .init(now: thursday)) == Reduction(banner: Banner(.info, "Nothing is ticked.")))
    }

    // MARK: Editor

    @Test func aSavedRecipeAsksTheRootToShowItAndReload() {
        var slot: EditorState? = EditorState(draft: RecipeDraft(recipe: Fixtures.tart))
        let reduction = EditorReducer.reduce(&slot, .recipeSaved(Fixtures.tart), .init())
        #expect(slot == nil)
        #expect(reduction == Reduction(requests: [.showTab(.home), .showRecipe(Fixtures.tart),
                                                  .banner(Banner(.success, "Saved changes to “Lemon Tart”.")), .reloadLists]))
    }

    @Test func editingARecipeOffersItsDraftFromTheContext() {
        var slot: EditorState?
        let draft = SavedDraft(form: SavedDraft.editForm(recipeId: 7), draft: RecipeDraft(recipeId: 7, title: "Lemon Tart, less sugar"), updatedAt: Fixtures.day)
        let reduction = EditorReducer.reduce(&slot, .editRequested, .init(openRecipe: Fixtures.tart, unsavedDrafts: [draft]))
        #expect(slot?.draft == RecipeDraft(recipe: Fixtures.tart))
        #expect(reduction.requests == [.closeRecipe, .showTab(.add), .offerDraft(draft, atStart: false)])
        #expect(EditorReducer.reduce(&slot, .editRequested, .init(openRecipe: nil)) == .none, "no recipe open: nothing")
    }

    @Test func leavingADirtyFormAsksAndACleanOneClosesBackToItsRecipe() {
        var slot: EditorState? = EditorState(draft: RecipeDraft(recipe: Fixtures.tart))
        let closed = EditorReducer.leave(&slot)
        #expect(slot == nil)
        #expect(closed == Reduction([.store(.discardDraft(form: SavedDraft.editForm(recipeId: 7))), .store(.loadRecipe(id: 7))], requests: [.showTab(.home)]))
        slot = EditorState(draft: RecipeDraft(recipe: Fixtures.tart))
        slot?.draft.title = "Lime Tart"
        let asked = EditorReducer.leave(&slot)
        #expect(slot != nil, "unsaved work stays until answered")
        #expect(self.asked(asked) == [.discardEdit])
    }

    // MARK: Unfinished work

    @Test func unfinishedWorkAsksOnceAboutBothAndKeepsTheDraftsInItsSlice() throws {
        var unsaved: [SavedDraft] = []
        let draft = SavedDraft(form: "new-old-1", draft: RecipeDraft(title: "Scones"), updatedAt: Fixtures.day)
        let blank = SavedDraft(form: "new-old-2", draft: RecipeDraft(), updatedAt: Fixtures.day)
        let reduction = UnfinishedWork.found(session: Fixtures.session(), drafts: [draft, blank], &unsaved, .init(now: Fixtures.day))
        #expect(unsaved == [draft], "a blank draft is not kept")
        guard case .ask(let dialog) = try #require(reduction.requests.first) else { Issue.record("no question"); return }
        #expect(dialog.purpose == .resumeWork(Fixtures.session(), draft))
        #expect(dialog.message.contains("Resume cooking Lemon Tart (step 1)"))
        let cooking = UnfinishedWork.found(session: Fixtures.session(), drafts: [draft], &unsaved, .init(isCooking: true, now: Fixtures.day))
        #expect(cooking == Reduction(ask: UnfinishedWork.offer(draft, atStart: true)), "a session already open: only the draft")
        #expect(UnfinishedWork.found(session: nil, drafts: [draft], &unsaved, .init(isAsking: true, now: Fixtures.day)) == .none)
    }

    @Test func restoringADraftTakesItOutOfTheSliceAndAsksForTheForm() {
        let draft = SavedDraft(form: "new-old-1", draft: RecipeDraft(title: "Scones"), updatedAt: Fixtures.day)
        var unsaved = [draft]
        let reduction = UnfinishedWork.restore(draft, &unsaved)
        #expect(unsaved.isEmpty)
        var editor = EditorState(draft: draft.draft, baseline: RecipeDraft(), form: "new-old-1")
        editor.focus(.title)
        #expect(reduction.requests == [.edit(editor), .closeRecipe, .showTab(.add)])
        #expect(editor.isDirty, "restored work counts as unsaved")
    }

    // MARK: A recipe gone

    @Test func deletingTheCookedRecipeEndsItsSessionAndItsResumeQuestion() {
        var cooking: CookingState? = CookingState(session: Fixtures.session(), units: .metric)
        let context = cooking!.speechContext
        #expect(RecipeGone.endCooking(ofRecipe: 99, &cooking, .init()) == .none)
        #expect(cooking != nil, "another recipe's delete leaves the session")
        let question = Dialog(.resumeCooking(Fixtures.session()), title: "Carry on cooking?", message: "")
        let reduction = RecipeGone.endCooking(ofRecipe: 7, &cooking, .init(question: question))
        #expect(cooking == nil)
        #expect(reduction == Reduction(requests: [.dismissDialog, .voiceContextChanged(from: context, to: nil)]))
    }

    @Test func undoKeepsTheSessionInProgressAndSaysTheOtherIsKept() {
        var cooking: CookingState? = CookingState(session: Fixtures.session(Fixtures.noSteps), units: .metric)
        let before = cooking
        let reduction = RecipeGone.resumeRestored(Fixtures.session(), &cooking, .init())
        #expect(cooking == before)
        #expect(reduction == Reduction(banner: Banner(.success, "Put back “Lemon Tart”; its cooking session is kept: c on it carries on.")))
        var none: CookingState?
        let back = RecipeGone.resumeRestored(Fixtures.session(), &none, .init(units: .us))
        #expect(none?.isShown == false && none?.session == Fixtures.session())
        #expect(back.requests.last == .voiceContextChanged(from: nil, to: none?.speechContext))
    }

    // MARK: Import

    let sconesPreview = ImportPreview(source: "~/p.html", items: [ImportPreview.Item(imported: ImportedRecipe(recipe: Recipe(title: "Scones"), report: RecipeImportReport(source: "p.html")))])
    func scones() -> ImportPreview { sconesPreview }

    @Test func aPreviewAsksTheRootForTheAddTabWithAFormOverAnOpenRecipe() {
        var preview: ImportPreview?
        let reduction = ImportReducer.reduce(&preview, .previewed(scones()))
        #expect(preview == scones())
        #expect(reduction == Reduction(requests: [.closeRecipe, .showTab(.add), .ensureEditor]))
        var state = AppState()
        state.detail = DetailState(recipe: Fixtures.tart, units: .metric, isFavorite: false)
        _ = AppReducer.carryOut(reduction.requests, &state)
        #expect(state.detail == nil && state.tab == .add && state.editor != nil)
        let kept = state.editor
        _ = AppReducer.carryOut([.ensureEditor], &state)
        #expect(state.editor == kept, "a form already there is kept")
    }

    @Test func confirmingNothingTickedRingsAndKeepsThePreview() {
        var preview: ImportPreview? = scones()
        _ = ImportReducer.reduce(&preview, .itemToggled)
        #expect(preview?.includedCount == 0)
        let reduction = ImportReducer.reduce(&preview, .confirmed)
        #expect(reduction.effects == [.terminal(.ringBell)])
        #expect(reduction.requests.count == 1)
        #expect(preview != nil)
        _ = ImportReducer.reduce(&preview, .itemToggled)
        let stored = ImportReducer.reduce(&preview, .confirmed)
        #expect(stored == Reduction([.transfer(.commitImport(scones()))], requests: [.showTab(.home)]))
        #expect(preview == nil)
    }

    @Test func askingWhereToImportFromIsAQuestionForTheRoot() {
        var preview: ImportPreview?
        #expect(asked(ImportReducer.reduce(&preview, .requested)) == [.importFile])
        #expect(preview == nil)
    }

    // MARK: Detail

    @Test func aLoadedRecipeOpensInTheUnitsFromTheContext() {
        var detail: DetailState?
        let reduction = DetailReducer.reduce(&detail, .recipeLoaded(Fixtures.tart, isFavorite: true), .init(member: 7, units: .us))
        #expect(reduction == .none)
        #expect(detail == DetailState(recipe: Fixtures.tart, units: .us, isFavorite: true))
    }

    @Test func theStarNeedsAMemberAndTheDeleteQuestionSaysCookingStops() throws {
        var tart = Fixtures.tart
        tart.id = 3
        var detail: DetailState? = DetailState(recipe: tart, units: .metric, isFavorite: false)
        let none = DetailReducer.reduce(&detail, .favoriteToggled, .init(member: nil, units: .metric))
        #expect(none.effects.isEmpty && none.requests.count == 1)
        #expect(detail?.isFavorite == false)
        let starred = DetailReducer.reduce(&detail, .favoriteToggled, .init(member: 7, units: .metric))
        #expect(starred == Reduction([.store(.setFavorite(memberId: 7, recipeId: 3, isFavorite: true))]))
        #expect(detail?.isFavorite == true)
        let delete = DetailReducer.reduce(&detail, .deleteRequested, .init(member: 7, units: .metric, cookingRecipeId: 3))
        guard case .ask(let dialog) = try #require(delete.requests.first) else { Issue.record("no question"); return }
        #expect(dialog.purpose == .deleteRecipe(id: 3, title: tart.title))
        #expect(dialog.message.contains("Cooking it stops too."))
    }

    @Test func keysForAnOpenRecipeDoNothingWhenNoneIsOpen() {
        var detail: DetailState?
        #expect(DetailReducer.reduce(&detail, .servingsChanged(by: 1), .init(member: 7, units: .metric)) == .none)
        #expect(detail == nil)
    }

    // MARK: Dialog

    @Test func typingIntoAQuestionDropsControlsAndRingsPastTheLongestLine() {
        var dialog: Dialog? = Dialog(.addMember, title: "Add", message: "Their name:", input: "", yes: "add")
        #expect(DialogReducer.reduce(&dialog, .typed("Ad\u{7}a\n")) == .none)
        #expect(dialog?.input == "Ada")
        #expect(DialogReducer.reduce(&dialog, .backspace) == .none)
        #expect(dialog?.input == "Ad")
        dialog?.input = String(repeating: "x", count: Dialog.maxInput)
        #expect(DialogReducer.reduce(&dialog, .typed("y")) == [.terminal(.ringBell)])
        #expect(dialog?.input?.count == Dialog.maxInput, "nothing past the limit")
        _ = DialogReducer.reduce(&dialog, .cleared)
        #expect(dialog?.input == "")
    }

    @Test func aYesOrNoQuestionTakesNoTypingAndItsAnswerIsTheRoots() {
        let question = Dialog(.deleteAll, title: "Delete all", message: "Sure?")
        var dialog: Dialog? = question
        #expect(DialogReducer.reduce(&dialog, .typed("y")) == .none)
        #expect(DialogReducer.reduce(&dialog, .cleared) == .none)
        #expect(DialogReducer.reduce(&dialog, .answered(true)) == .none)
        #expect(dialog == question, "the answer is carried out by the root, which closes it")
        var none: Dialog?
        #expect(DialogReducer.reduce(&none, .typed("a")) == .none)
        #expect(none == nil)
    }

    // MARK: Settings

    func settingsAt(_ row: SettingsRow, members: [FamilyMember] = []) -> SettingsSlice {
        SettingsSlice(settings: Settings(), members: members, cursor: row.rawValue)
    }

    @Test func choosingAnotherMemberSavesAndAsksForTheirCookbook() {
        let bo = FamilyMember(id: 8, familyId: 1, name: "Bo")
        var slice = settingsAt(.member, members: [ada, bo])
        let reduction = SettingsReducer.reduce(&slice, .cycled(by: 1), .init())
        #expect(slice.settings.currentMemberId == 8)
        #expect(reduction == Reduction([.store(.saveSettings(slice.settings))], requests: [.reloadCookbook]))
        var nobody = settingsAt(.member)
        let refused = SettingsReducer.reduce(&nobody, .cycled(by: 1), .init())
        #expect(refused == Reduction(banner: Banner(.warning, "No family members yet: press a to add one.")))
        #expect(nobody.settings == Settings())
    }

    @Test func settingsCyclesTheChoicesInItsContext() {
        var slice = settingsAt(.voiceName)
        slice.settings.voiceName = "en-gb"
        _ = SettingsReducer.reduce(&slice, .cycled(by: 1), .init(voiceNames: ["en", "en-gb", "en-us"]))
        #expect(slice.settings.voiceName == "en-us")
        slice.cursor = SettingsRow.microphone.rawValue
        let mic = AudioInput(name: "usb-mic", description: "USB microphone")
        let reduction = SettingsReducer.reduce(&slice, .cycled(by: 1), .init(microphones: [mic]))
        #expect(slice.settings.microphone == "usb-mic")
        #expect(reduction.effects == [.store(.saveSettings(slice.settings)), .voice(.findMicrophones)])
        slice.cursor = SettingsRow.deleteAll.rawValue
        let question = SettingsReducer.reduce(&slice, .cycled(by: 1), .init(recipeCount: 42))
        guard case .ask(let dialog)? = question.requests.first else { Issue.record("no question"); return }
        #expect(dialog.purpose == .deleteAll && dialog.message.contains("all 42 recipes"))
    }

    @Test func kitchenNoiseCyclesFromTakenOutToOffAndTheVoiceFollows() {
        var state = AppState()
        state.settings.voiceEnabled = true
        #expect(state.voiceSetup.listening?.suppression == 100, "on as far as it can by default")
        var slice = settingsAt(.noiseSuppression)
        var seen: [Int] = []
        for _ in Settings.noiseSuppressionChoices {
            let reduction = SettingsReducer.reduce(&slice, .cycled(by: 1), .init())
            #expect(reduction.effects == [.store(.saveSettings(slice.settings))])
            seen.append(slice.settings.noiseSuppression)
        }
        #expect(seen == [24, 12, 0, 100])
        state.settings.noiseSuppression = 0
        #expect(state.voiceSetup.listening?.suppression == nil, "off: the microphone is heard as it is")
        // A changed choice reopens the microphone with it.
        var other = state
        other.settings.noiseSuppression = 12
        #expect(other.voiceDevices != state.voiceDevices)
    }

    @Test func turningVoiceOffOrChangingTheModeIsVoicesToCarryOut() {
        var slice = settingsAt(.voiceEnabled)
        slice.settings.voiceEnabled = true
        #expect(SettingsReducer.reduce(&slice, .cycled(by: 1), .init()).requests == [.voiceTurnedOff])
        #expect(!slice.settings.voiceEnabled)
        slice.cursor = SettingsRow.listening.rawValue
        let reduction = SettingsReducer.reduce(&slice, .cycled(by: 1), .init())
        #expect(reduction.requests == [.listeningModeChanged(slice.settings.listening)])
        var state = AppState()
        state.voice.isPaused = true
        state.voice.isAwake = true
        #expect(AppReducer.carryOut([.listeningModeChanged(.pushToTalk)], &state) == [.voice(.paused(false))])
        #expect(!state.voice.isPaused && !state.voice.isAwake)
    }

    @Test func otherFeaturesRowsAreLeftToTheRoot() {
        for row in [SettingsRow.importFile, .syncNow, .aiModel, .aiKey] {
            var slice = settingsAt(row)
            #expect(SettingsReducer.reduce(&slice, .cycled(by: 1), .init()) == .none)
            #expect(slice == settingsAt(row))
        }
    }

    @Test func aLoadedHouseholdAsksTheRootToConfigureTheVoice() {
        var slice = settingsAt(.theme)
        var settings = Settings()
        settings.units = .us
        #expect(SettingsReducer.reduce(&slice, .householdLoaded(settings: settings, members: [ada]), .init()) == Reduction(requests: [.configureVoice]))
        #expect(slice.settings == settings && slice.members == [ada] && slice.currentMember == ada)
    }

    // MARK: Sync

    func sharedSync() -> SyncState {
        var sync = SyncState()
        sync.setup = SyncSetup(server: "postgres://k@127.0.0.1/sous", family: "Ours")
        return sync
    }

    @Test func aPullAsksForTheListsAndReadsTheOpenRecipeFromTheContext() {
        var sync = sharedSync()
        sync.phase = .syncing
        let run = SyncRun(at: Fixtures.day, pushed: 0, pulled: 2, conflicts: 0)
        let outcome = SyncOutcome.synced(run, status: SyncStatusSnapshot(setup: sync.setup!, last: run, openConflicts: 0))
        let reduction = SyncReducer.reduce(&sync, .finished(outcome), .init(openRecipeId: 5))
        #expect(reduction == Reduction([.sync(.quiet(serial: 0, seconds: sync.interval)), .store(.loadRecipe(id: 5))], requests: [.reloadLists]))
        #expect(sync.phase == .idle && sync.lastExchange == run)
        var quiet = sharedSync()
        quiet.phase = .syncing
        let nothing = SyncRun(at: Fixtures.day, pushed: 1, pulled: 0, conflicts: 0)
        let pushed = SyncReducer.reduce(&quiet, .finished(.synced(nothing, status: SyncStatusSnapshot(setup: quiet.setup!, last: nothing, openConflicts: 0))),
                                        .init(openRecipeId: 5))
        #expect(pushed.requests.isEmpty && !pushed.effects.contains(.store(.loadRecipe(id: 5))), "nothing came in: nothing to read again")
    }

    @Test func syncingAKitchenInNoFamilySaysHowToJoinOne() {
        var sync = SyncState()
        sync.setup = SyncSetup(server: nil, family: nil)
        let reduction = SyncReducer.reduce(&sync, .requested, .init())
        #expect(reduction.effects.isEmpty)
        guard case .banner(let banner)? = reduction.requests.first else { Issue.record("no banner"); return }
        #expect(banner.text.contains("sous family join"))
    }

    @Test func aRestoredFieldIsSharedAtTheNextSyncAndTheOpenRecipeReadAgain() {
        var sync = sharedSync()
        let reduction = SyncReducer.reduce(&sync, .restored(recipeUid: "r-1", field: "title"), .init(openRecipeId: 3))
        #expect(reduction.effects == [.sync(.loadConflicts(recipeUid: "r-1")), .sync(.loadStatus), .store(.loadRecipe(id: 3)),
                                      .sync(.quiet(serial: 1, seconds: AppReducer.syncQuietSeconds))])
        #expect(reduction.requests == [.banner(Banner(.success, "Restored the title; it reaches the other kitchens at the next sync."))])
    }

    @Test func afterEveryActionConflictsGoWithTheRecipeAndSharedWritesStartTheWait() {
        var sync = sharedSync()
        sync.recipeConflicts = RecipeConflicts(recipeUid: "r-1", items: [])
        let open = SyncReducer.follow(.detail(.favoriteToggled), [.store(.setFavorite(memberId: 1, recipeId: 2, isFavorite: true))], &sync,
                                      .init(openRecipeId: 2))
        #expect(open == Reduction([.sync(.quiet(serial: 1, seconds: AppReducer.syncQuietSeconds))]))
        #expect(sync.recipeConflicts != nil, "kept while its recipe is open")
        let closed = SyncReducer.follow(.back, [.store(.loadRecipe(id: 2))], &sync, .init())
        #expect(closed == .none, "a read is not a change")
        #expect(sync.recipeConflicts == nil)
        var alone = SyncState()
        #expect(SyncReducer.follow(.started, [], &alone, .init()) == Reduction([.sync(.loadStatus)]))
    }

    @Test func theAIProviderIsASettingThatAsksForTheStatusAgain() {
        var slice = settingsAt(.aiProvider)
        let reduction = SettingsReducer.reduce(&slice, .cycled(by: 1), .init())
        #expect(slice.settings.aiProvider != Settings().aiProvider)
        #expect(reduction == Reduction([.store(.saveSettings(slice.settings)), .ai(.loadStatus)]))
    }

    // MARK: AI

    let openAIKey = AIStatus(keys: ["openai": AIKeyInfo(masked: "sk-…9f2c", place: "the desktop keyring")])

    func question(_ text: String) -> AIRequestState.Purpose {
        .ask(AIQuestion(question: text, context: "Recipe: Lemon Tart"), recipeId: 1)
    }

    @Test func aQuestionToALocalServerStartsAndAsksTheKitchenToShowIt() throws {
        var ai = AIState()
        ai.status = AIStatus(localServer: "http://127.0.0.1:11434/v1")
        let reduction = AIReducer.request(question("how thick?"), &ai, .init(now: Fixtures.day))
        let request = try #require(ai.request)
        #expect(request.provider == .local && request.startedAt == Fixtures.day)
        #expect(reduction.requests == [.answerInKitchen(request, .partial)])
        guard case .ai(.ask(let id, _, .local))? = reduction.effects.first else { Issue.record("not sent"); return }
        #expect(id == request.id)
        let busy = AIReducer.request(question("and now?"), &ai, .init(now: Fixtures.day))
        #expect(busy.effects == [.terminal(.ringBell)] && busy.requests.count == 1, "one request at a time")
    }

    @Test func aCloudProviderAsksConsentFirstAndNeedsAKey() {
        var ai = AIState()
        ai.status = AIStatus()
        let noKey = AIReducer.request(question("why?"), &ai, .init(providerChoice: "anthropic"))
        #expect(noKey.requests == [.banner(Banner(.warning, AppReducer.failureMessage(.noKey(.anthropic))))])
        ai.status = openAIKey
        let consent = AIReducer.request(question("why?"), &ai, .init(providerChoice: "openai"))
        #expect(asked(consent) == [.aiConsent(.openai, question("why?"))])
        #expect(ai.request == nil, "nothing sent before the cook agrees")
        let sent = AIReducer.accept(.aiConsent(.openai, question("why?")), text: "", &ai, .init(providerChoice: "openai", now: Fixtures.day))
        #expect(sent.effects.first == .ai(.recordConsent(.openai)))
        #expect(ai.status?.hasConsent(.openai) == true && ai.request != nil)
    }

    @Test func streamedPiecesAndTheEndGoToTheKitchenAndAStaleOneIsDropped() throws {
        var ai = AIState()
        ai.status = AIStatus(localServer: "http://127.0.0.1:11434/v1")
        _ = AIReducer.request(question("how thick?"), &ai, .init(now: Fixtures.day))
        let id = try #require(ai.request?.id)
        #expect(AIReducer.reduce(&ai, .chunk(id: id + 1, "no"), .init()) == .none)
        let piece = AIReducer.reduce(&ai, .chunk(id: id, "About 3 mm."), .init())
        let request = try #require(ai.request)
        #expect(request.text == "About 3 mm." && piece.requests == [.answerInKitchen(request, .partial)])
        // No sentence ended with a space while it streamed: the end says it.
        var said = request
        said.spoken = request.text.count
        #expect(AIReducer.reduce(&ai, .answered(id: id), .init()) == Reduction([.voice(.announce("About 3 mm."))], requests: [.answerInKitchen(said, .finished)]))
        #expect(ai.request == nil)
    }

    @Test func cancellingCutsTheKitchensAnswerShortAndTellsTheProvider() throws {
        var ai = AIState()
        ai.status = AIStatus(localServer: "http://127.0.0.1:11434/v1")
        _ = AIReducer.request(question("how thick?"), &ai, .init(now: Fixtures.day))
        let request = try #require(ai.request)
        let reduction = AIReducer.reduce(&ai, .cancelRequested, .init())
        #expect(reduction == Reduction([.ai(.cancel(id: request.id)), .voice(.stopSpeaking)],
                                       requests: [.answerInKitchen(request, .cutShort), .banner(Banner(.info, AppReducer.failureMessage(.cancelled)))]))
        #expect(ai.request == nil)
    }

    @Test func theKeyRowNeedsACloudProviderFromTheContext() {
        let ai = AIState()
        #expect(AIReducer.cycleSetting(.aiKey, ai, .init(providerChoice: "local")) == Reduction(banner: Banner(.info, "The local server needs no key.")))
        #expect(asked(AIReducer.cycleSetting(.aiKey, ai, .init(providerChoice: "gemini"))) == [.aiKey(.gemini)])
    }

    // MARK: Voice

    @Test func aCommandHeardWhileCookingIsAskedInTheKitchenAndUnsureBelowTheBar() {
        var slice = VoiceSlice(status: VoiceStatus(), microphoneSearch: nil)
        let reduction = VoiceReducer.reduce(&slice, .heard("next step", confidence: 0.6), .init(isCooking: true))
        #expect(reduction == Reduction(requests: [.askInKitchen("next step", unsure: true)]))
        #expect(slice.status.phase == .thinking && slice.status.lastHeard == "next step" && slice.status.confidence == 0.6)
        var idle = VoiceSlice(status: VoiceStatus(), microphoneSearch: nil)
        let notCooking = VoiceReducer.reduce(&idle, .heard("next step", confidence: 0.9), .init(isCooking: false))
        #expect(notCooking.effects.isEmpty && notCooking.requests.count == 1)
        #expect(idle.status.phase == .listening)
        var state = AppState()
        state.now = Fixtures.day
        state.cooking = CookingState(session: Fixtures.session(), units: .metric)
        state.cooking?.isShown = false
        let effects = AppReducer.carryOut([.askInKitchen("next step", unsure: false)], &state)
        #expect(state.cooking?.isThinking == true && state.cooking?.isShown == true)
        #expect(effects == [.assistant(.ask("next step", session: Fixtures.session(), now: Fixtures.day, units: .metric, pending: nil, unsure: false))])
    }

    @Test func theTalkKeyFollowsTheListeningModeAndSaysWhenThereIsNoMicrophone() {
        var slice = VoiceSlice(status: VoiceStatus(), microphoneSearch: .noServer)
        let missing = VoiceReducer.reduce(&slice, .toggled, .init())
        #expect(missing.effects == [.voice(.findMicrophones)] && missing.requests.count == 1)
        #expect(slice.status.phase == .unavailable("no sound server"))
        slice.microphoneSearch = nil
        #expect(VoiceReducer.reduce(&slice, .toggled, .init(listening: .pushToTalk)) == [.voice(.stopSpeaking), .voice(.listenNow)])
        #expect(slice.status.isAwake)
        #expect(VoiceReducer.reduce(&slice, .toggled, .init(listening: .always)) == [.voice(.stopSpeaking), .voice(.paused(true))])
        #expect(VoiceReducer.reduce(&slice, .heard("stop", confidence: 0.9), .init(isCooking: true)) == .none, "paused: nothing is taken")
    }

    @Test func withVoiceOffOnlyTheTalkKeySaysSo() {
        var slice = VoiceSlice(status: VoiceStatus(), microphoneSearch: nil)
        #expect(VoiceReducer.reduce(&slice, .heard("next step", confidence: 0.9), .init(voiceEnabled: false, isCooking: true)) == .none)
        #expect(VoiceReducer.reduce(&slice, .toggled, .init(voiceEnabled: false))
                == Reduction(banner: Banner(.info, "Voice is off: turn on Voice control in Settings.")))
        #expect(slice == VoiceSlice(status: VoiceStatus(), microphoneSearch: nil))
        let found = MicrophoneSearch.noServer
        _ = VoiceReducer.reduce(&slice, .microphonesFound(found), .init(voiceEnabled: false))
        #expect(slice.microphoneSearch == found, "Settings lists the microphones with voice off too")
    }

    // MARK: Cooking

    @Test func cCooksTheOpenRecipeAtItsServingsOrShowsItsSessionAgain() {
        var detail = DetailState(recipe: Fixtures.tart, units: .us, isFavorite: false)
        detail.servings = 6
        var cooking: CookingState?
        let context = CookingReducer.Context(now: Fixtures.day, openRecipe: detail)
        #expect(CookingReducer.reduce(&cooking, .requested, context) == [.store(.startCooking(recipeId: 7, servings: 6))])
        cooking = CookingState(session: Fixtures.session(), units: .metric)
        cooking?.isShown = false
        #expect(CookingReducer.reduce(&cooking, .requested, context) == .none)
        #expect(cooking?.isShown == true)
        #expect(CookingReducer.reduce(&cooking, .requested, .init(now: Fixtures.day)) == .none, "no recipe open")
    }

    @Test func aStartedSessionTakesTheOpenRecipesUnitsAndAnswersTheResumeQuestion() {
        var cooking: CookingState?
        let draft = SavedDraft(form: "new-old-1", draft: RecipeDraft(title: "Scones"), updatedAt: Fixtures.day)
        let detail = DetailState(recipe: Fixtures.tart, units: .us, isFavorite: false)
        let context = CookingReducer.Context(now: Fixtures.day, openRecipe: detail, units: .metric,
                                             question: .resumeWork(Fixtures.session(), draft))
        let reduction = CookingReducer.reduce(&cooking, .started(Fixtures.session()), context)
        #expect(cooking?.units == .us && cooking?.isShown == true)
        #expect(reduction == Reduction([.store(.saveWorkstate(Fixtures.session().workstate))],
                                       requests: [.dismissDialog, .offerDraft(draft, atStart: true)]))
    }

    @Test func aRefusedCommandRingsAndStepsAreReadOnlyWhenTheContextSaysSo() throws {
        var cooking: CookingState? = CookingState(session: Fixtures.session(), units: .metric)
        let refused = CookingReducer.reduce(&cooking, .command(.goToStep(99)), .init(now: Fixtures.day))
        #expect(refused.effects.last == .terminal(.ringBell))
        guard case .banner(let banner)? = refused.requests.first else { Issue.record("no banner"); return }
        #expect(banner.kind == .warning)
        let silent = CookingReducer.reduce(&cooking, .command(.nextStep), .init(now: Fixtures.day, readsSteps: false))
        #expect(silent.effects.count == 1)
        let read = CookingReducer.reduce(&cooking, .command(.nextStep), .init(now: Fixtures.day, readsSteps: true))
        #expect(read.effects.contains { if case .voice(.announce) = $0 { true } else { false } })
    }

    @Test func theClockRingsATimerWithABannerForTheRoot() throws {
        var cooking: CookingState? = CookingState(session: Fixtures.session(), units: .metric)
        _ = CookingReducer.reduce(&cooking, .command(.addTimer(name: "rice", seconds: 60)), .init(now: Fixtures.day))
        let rang = CookingReducer.tick(from: Fixtures.day.addingTimeInterval(59.5), cooking, .init(now: Fixtures.day.addingTimeInterval(60.5)))
        #expect(rang.effects.prefix(2) == [.terminal(.ringBell), .voice(.announce("Your rice timer is done."))])
        #expect(rang.requests == [.banner(Banner(.warning, "⏱ Your rice timer is done. Enter stops it."))])
        #expect(CookingReducer.tick(from: Fixtures.day, nil, .init(now: Fixtures.day.addingTimeInterval(61))) == .none)
    }

    @Test func escHidesASessionInProgressAndClosesAFinishedOneWithoutTimers() {
        var cooking: CookingState? = CookingState(session: Fixtures.session(), units: .metric)
        let hidden = CookingReducer.leave(&cooking)
        #expect(cooking?.isShown == false && hidden.requests.count == 1)
        _ = CookingReducer.reduce(&cooking, .command(.finish), .init(now: Fixtures.day))
        #expect(CookingReducer.leave(&cooking) == .none)
        #expect(cooking == nil)
    }

    // MARK: The root carrying requests out

    @Test func theRootShowsARecipeWithItsStarAndUnitsAndNeverAsksOverAQuestion() {
        var state = AppState()
        state.settings.units = .us
        state.home.favoriteIds = [7]
        let question = Dialog(.deleteAll, title: "Delete all", message: "Sure?")
        state.dialog = question
        let draft = SavedDraft(form: "new-old-1", draft: RecipeDraft(title: "Scones"), updatedAt: Fixtures.day)
        let effects = AppReducer.carryOut([.showRecipe(Fixtures.tart), .offerDraft(draft, atStart: true), .showTab(.search), .reloadLists], &state)
        #expect(state.detail == DetailState(recipe: Fixtures.tart, units: .us, isFavorite: true))
        #expect(state.dialog == question, "the question on screen is answered first")
        #expect(state.tab == .search)
        #expect(effects == [.store(.loadCookbook(RecipeListFilter()))])
    }
}
