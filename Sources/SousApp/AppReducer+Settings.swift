import SousCore

extension AppReducer {
    /// Changes the value on the cursor's row; every change is saved at once (there is no save button).
    static func reduceSettings(_ state: inout AppState, _ action: SettingsAction) -> [Effect] {
        switch action {
        case .cycled(let delta):
            return cycleSetting(by: delta, &state)
        case .member(let memberAction):
            return member(memberAction, &state)
        case .kitchenDistanceToggled:
            state.settings.kitchenDistance.toggle()
            return [.store(.saveSettings(state.settings))]
        case .householdLoaded(let settings, let members):
            state.settings = settings
            state.members = members
            // The first load tells the voice layer what to do; later changes follow `reduce`.
            return [.voice(.configure(state.voiceSetup))]
        case .memberAdded(let name):
            state.banner = Banner(.success, "Added \(name). Press e to give them an avatar.")
            return []
        }
    }

    static func cycleSetting(by delta: Int, _ state: inout AppState) -> [Effect] {
        guard let row = SettingsRow(rawValue: state.settingsCursor) else { return [] }
        var settings = state.settings
        var then: [Effect] = []
        switch row {
        case .theme:
            settings.theme = cycled(state.themeNames, from: settings.theme, by: delta)
            then = [.terminal(.applyTheme(settings.theme))]
        case .units:
            settings.units = cycled(UnitSystem.allCases, from: settings.units, by: delta)
        case .member:
            guard !state.members.isEmpty else {
                state.banner = Banner(.warning, "No family members yet: press a to add one.")
                return []
            }
            // The member shown is `currentMember` (the first when none is set), so cycle from it.
            let ids = state.members.map(\.id)
            settings.currentMemberId = cycled(ids, from: state.currentMember?.id, by: delta)
        case .voiceEnabled:
            settings.voiceEnabled.toggle()
            if !settings.voiceEnabled { state.voice = VoiceStatus() }
        case .voiceName:
            settings.voiceName = cycled(state.voiceNames, from: settings.voiceName, by: delta)
        case .voicePitch:
            let range = SettingsRow.voicePitches
            let pitch = min(max(settings.voicePitch + delta * SettingsRow.voicePitchStep, range.lowerBound), range.upperBound)
            if pitch == settings.voicePitch { return [.terminal(.ringBell)] }
            settings.voicePitch = pitch
        case .speakSteps:
            settings.speakSteps.toggle()
        case .kitchenDistance:
            settings.kitchenDistance.toggle()
        case .listening:
            settings.listening = cycled(ListeningMode.allCases, from: settings.listening, by: delta)
            // A new mode starts asleep, and v no longer pauses outside "always": listen again.
            state.voice.isAwake = false
            if state.voice.isPaused, settings.listening != .always {
                state.voice.isPaused = false
                then = [.voice(.paused(false))]
            }
        case .microphone:
            // nil is the system's default input; then each input found, in the order PulseAudio lists them.
            let choices: [String?] = [nil] + state.microphones.map(\.name)
            settings.microphone = cycled(choices, from: settings.microphone, by: delta)
            // Look again, so a microphone plugged in since start-up is offered on the next press.
            then = [.voice(.findMicrophones)]
        case .voiceRate:
            let range = SettingsRow.voiceRates
            let rate = min(max(settings.voiceRate + delta * SettingsRow.voiceRateStep, range.lowerBound), range.upperBound)
            if rate == settings.voiceRate { return [.terminal(.ringBell)] }
            settings.voiceRate = rate
        case .exportAll:
            state.dialog = Dialog(.exportAll, title: "Export everything",
                                  message: "Every recipe, the family, favourites, collections, the meal plan and the shopping list, as one Sous JSON file. Save to:",
                                  input: "~/sous-export.json", yes: "export")
            return []
        case .importFile:
            return reduceImport(&state, .requested)
        case .syncServer, .syncFamily, .lastSync:
            return []
        case .syncNow:
            return reduceSyncInApp(&state, .requested)
        case .aiProvider, .aiModel, .aiBaseURL, .aiKey:
            return cycleAISetting(row, by: delta, &state)
        case .deleteAll:
            state.dialog = Dialog(.deleteAll, title: "Delete every recipe",
                                  message: "This deletes all \(state.home.totalCount) recipes, with their favourites and cooking sessions; the family and settings stay. It cannot be undone: export first if unsure. Type \(SettingsRow.deleteAllWord) to confirm.",
                                  input: "", confirmWord: SettingsRow.deleteAllWord, yes: "delete all")
            return []
        }
        state.settings = settings
        if row == .member {
            // Home's favourites belong to the current member: reload them for the new one.
            then = [.store(.loadCookbook(state.home.listFilter(member: state.currentMember)))]
        }
        return [.store(.saveSettings(settings))] + then
    }

    /// Add, rename, change the avatar of or remove a family member (the one on the member row).
    static func member(_ action: MemberAction, _ state: inout AppState) -> [Effect] {
        if action == .add {
            state.dialog = Dialog(.addMember, title: "Add a family member", message: "Their name:", input: "", yes: "add")
            return []
        }
        guard let member = state.currentMember, let id = member.id else {
            state.banner = Banner(.warning, "No family members yet: press a to add one.")
            return []
        }
        switch action {
        case .add:
            break
        case .rename:
            state.dialog = Dialog(.renameMember(id: id), title: "Rename", message: "A new name for \(member.name):", input: member.name, yes: "rename")
        case .avatar:
            state.dialog = Dialog(.memberAvatar(id: id), title: "Avatar", message: "One emoji or letter for \(member.name):", input: member.avatar, yes: "set")
        case .remove:
            state.dialog = Dialog(.removeMember(id: id), title: "Remove member",
                                  message: "Remove \(member.name) from the family? Their favourites go with them; recipes stay.",
                                  yes: "remove", no: "keep")
        }
        return []
    }

    /// The value `delta` places after `current` in `values`, wrapping; an unknown value starts at the first.
    static func cycled<Value: Equatable>(_ values: [Value], from current: Value, by delta: Int) -> Value {
        guard let index = values.firstIndex(of: current) else { return values[0] }
        return values[((index + delta) % values.count + values.count) % values.count]
    }
}
