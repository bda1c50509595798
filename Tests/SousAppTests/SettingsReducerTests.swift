import Testing
import SousCore
@testable import SousApp

/// The Settings tab: the cursor, each row's values, and the effects every change asks for.
@Suite struct SettingsReducerTests {
    let ada = FamilyMember(id: 7, familyId: 1, name: "Ada", avatar: "👧")
    let rohan = FamilyMember(id: 8, familyId: 1, name: "Rohan", avatar: "🧒")

    func onSettings(members: [FamilyMember]? = nil, settings: Settings = Settings()) -> AppState {
        var state = AppState()
        _ = AppReducer.reduce(&state, .settings(.householdLoaded(settings: settings, members: members ?? [ada, rohan])))
        _ = AppReducer.reduce(&state, .tabSelected(.settings))
        return state
    }

    func at(_ row: SettingsRow, _ state: inout AppState) {
        _ = AppReducer.reduce(&state, .selectionJumped(toEnd: false))
        _ = AppReducer.reduce(&state, .selectionMoved(by: row.rawValue))
    }

    @Test func theCursorStaysOnTheRows() {
        var state = onSettings()
        _ = AppReducer.reduce(&state, .selectionMoved(by: -1))
        #expect(state.settingsCursor == 0)
        _ = AppReducer.reduce(&state, .selectionJumped(toEnd: true))
        #expect(state.settingsCursor == SettingsRow.allCases.count - 1)
    }

    @Test func themeCyclesBothWaysIsSavedAndApplied() {
        var state = onSettings()
        var expected = Settings(theme: "modern")
        #expect(AppReducer.reduce(&state, .settings(.cycled(by: 1))) == [.store(.saveSettings(expected)), .terminal(.applyTheme("modern"))])
        _ = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        #expect(state.settings.theme == "playful")
        _ = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        #expect(state.settings.theme == "vintage", "wraps round")
        expected.theme = "playful"
        #expect(AppReducer.reduce(&state, .settings(.cycled(by: -1))) == [.store(.saveSettings(expected)), .terminal(.applyTheme("playful"))])
    }

    @Test func aUserThemeCyclesToTheFirstBuiltIn() {
        var state = onSettings(settings: Settings(theme: "midnight"))
        _ = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        #expect(state.settings.theme == "vintage")
    }

    @Test func unitsCycleAndBecomeTheDefaultForOpenedRecipes() {
        var state = onSettings()
        at(.units, &state)
        #expect(AppReducer.reduce(&state, .settings(.cycled(by: 1))) == [.store(.saveSettings(Settings(units: .metric)))])
        _ = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        #expect(state.settings.units == .us)
        _ = AppReducer.reduce(&state, .detail(.recipeLoaded(Recipe(title: "Soup"), isFavorite: false)))
        #expect(state.detail?.units == .us)
    }

    @Test func memberCyclesSavesAndReloadsTheirFavourites() {
        var state = onSettings()
        at(.member, &state)
        #expect(state.currentMember == ada, "the first member stands in while none is chosen")
        let effects = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        #expect(effects == [.store(.saveSettings(Settings(currentMemberId: 8))), .store(.loadCookbook(RecipeListFilter()))])
        #expect(state.currentMember == rohan)
        _ = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        #expect(state.settings.currentMemberId == 7)
    }

    @Test func favouritesOnlyFollowsTheNewMember() {
        var state = onSettings()
        _ = AppReducer.reduce(&state, .tabSelected(.home))
        _ = AppReducer.reduce(&state, .home(.favoritesOnlyToggled))
        _ = AppReducer.reduce(&state, .tabSelected(.settings))
        at(.member, &state)
        #expect(AppReducer.reduce(&state, .settings(.cycled(by: -1))).last == .store(.loadCookbook(RecipeListFilter(favoritesOf: 8))))
    }

    @Test func withoutMembersTheRowExplainsAndSavesNothing() {
        var state = onSettings(members: [])
        at(.member, &state)
        #expect(AppReducer.reduce(&state, .settings(.cycled(by: 1))).isEmpty)
        #expect(state.banner?.kind == .warning)
    }

    @Test func voiceTogglesAndTheRateStepsByTenWithinItsRange() {
        var state = onSettings()
        at(.voiceEnabled, &state)
        let on = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        #expect(on == [.store(.saveSettings(Settings(voiceEnabled: true))), .voice(.configure(state.voiceSetup))])
        #expect(state.voiceSetup.listening?.mode == .wakeWord, "the voice layer is told to listen")
        at(.voiceRate, &state)
        let faster = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        #expect(faster == [.store(.saveSettings(Settings(voiceEnabled: true, voiceRate: 170))), .voice(.configure(state.voiceSetup))])
        #expect(state.voiceSetup.speech.rate == 170)
        for _ in 0..<100 { _ = AppReducer.reduce(&state, .settings(.cycled(by: -1))) }
        #expect(state.settings.voiceRate == 80)
        #expect(AppReducer.reduce(&state, .settings(.cycled(by: -1))) == [.terminal(.ringBell)])
        for _ in 0..<100 { _ = AppReducer.reduce(&state, .settings(.cycled(by: 1))) }
        #expect(state.settings.voiceRate == 450)
    }

    @Test func aFailedSaveShowsTheErrorBanner() {
        var state = onSettings()
        _ = AppReducer.reduce(&state, .settings(.cycled(by: 1)))
        _ = AppReducer.reduce(&state, .failed(.storage("disk full")))
        #expect(state.banner == Banner(.error, "disk full"))
    }
}
