import SousCore

extension AppReducer {
    /// Changes the value on the cursor's row; every change is saved at once (there is no save button).
    static func reduceSettings(_ state: inout AppState, _ action: AppAction) -> [Effect] {
        guard case .settingCycled(let delta) = action,
              let row = SettingsRow(rawValue: state.settingsCursor) else { return [] }
        var settings = state.settings
        var then: [Effect] = []
        switch row {
        case .theme:
            settings.theme = cycled(SettingsRow.themes, from: settings.theme, by: delta)
            then = [.applyTheme(settings.theme)]
        case .units:
            settings.units = cycled(UnitSystem.allCases, from: settings.units, by: delta)
        case .member:
            guard !state.members.isEmpty else {
                state.banner = Banner(.warning, "No family members yet: they come with a Sous archive (`sous import FILE`).")
                return []
            }
            // The member shown is `currentMember` (the first when none is set), so cycle from it.
            let ids = state.members.map(\.id)
            settings.currentMemberId = cycled(ids, from: state.currentMember?.id, by: delta)
        case .voiceEnabled:
            settings.voiceEnabled.toggle()
        case .voiceRate:
            let range = SettingsRow.voiceRates
            let rate = min(max(settings.voiceRate + delta * SettingsRow.voiceRateStep, range.lowerBound), range.upperBound)
            if rate == settings.voiceRate { return [.ringBell] }
            settings.voiceRate = rate
        }
        state.settings = settings
        if row == .member {
            // Home's favourites belong to the current member: reload them for the new one.
            then = [.loadCookbook(state.home.listFilter(member: state.currentMember))]
        }
        return [.saveSettings(settings)] + then
    }

    /// The value `delta` places after `current` in `values`, wrapping; an unknown value starts at the first.
    static func cycled<Value: Equatable>(_ values: [Value], from current: Value, by delta: Int) -> Value {
        guard let index = values.firstIndex(of: current) else { return values[0] }
        return values[((index + delta) % values.count + values.count) % values.count]
    }
}
