import SousCore

/// What the Settings tab owns: the cook's settings, the family and the tab's cursor.
struct SettingsSlice: Equatable {
    var settings: Settings
    var members: [FamilyMember]
    var cursor: Int

    /// The member whose favourites count: the one in settings, else the first (`AppState.currentMember`).
    var currentMember: FamilyMember? {
        members.first { $0.id == settings.currentMemberId } ?? members.first
    }
}

extension AppState {
    /// Settings' slice, over the stored properties the views and other features read.
    var settingsSlice: SettingsSlice {
        get { SettingsSlice(settings: settings, members: members, cursor: settingsCursor) }
        set {
            settings = newValue.settings
            members = newValue.members
            settingsCursor = newValue.cursor
        }
    }
}

/// The Settings tab and the family, on their own slice: every change is saved at once (there is
/// no save button). The rows of other features (import, sync, AI) are handed to them by the root.
enum SettingsReducer {
    /// What Settings reads from around it: the choices its rows cycle through.
    struct Context: Equatable {
        var themeNames: [String]
        var voiceNames: [String]
        var microphones: [AudioInput]
        /// How many recipes Delete all deletes.
        var recipeCount: Int

        init(themeNames: [String] = SettingsRow.themes, voiceNames: [String] = AppState().voiceNames, microphones: [AudioInput] = [], recipeCount: Int = 0) {
            self.themeNames = themeNames
            self.voiceNames = voiceNames
            self.microphones = microphones
            self.recipeCount = recipeCount
        }

        init(_ app: AppState) {
            self.init(themeNames: app.themeNames, voiceNames: app.voiceNames, microphones: app.microphones, recipeCount: app.home.totalCount)
        }
    }

    static func reduce(_ slice: inout SettingsSlice, _ action: SettingsAction, _ context: Context) -> Reduction {
        switch action {
        case .cycled(let delta):
            return cycle(by: delta, &slice, context)
        case .member(let memberAction):
            return member(memberAction, slice)
        case .kitchenDistanceToggled:
            slice.settings.kitchenDistance.toggle()
            return [.store(.saveSettings(slice.settings))]
        case .householdLoaded(let settings, let members):
            slice.settings = settings
            slice.members = members
            // The first load tells the voice layer what to do; later changes follow `reduce`.
            return Reduction(requests: [.configureVoice])
        case .memberAdded(let name):
            return Reduction(banner: Banner(.success, "Added \(name). Press e to give them an avatar."))
        }
    }

    static func cycle(by delta: Int, _ slice: inout SettingsSlice, _ context: Context) -> Reduction {
        guard let row = SettingsRow(rawValue: slice.cursor) else { return .none }
        var settings = slice.settings
        var then: [Effect] = []
        var requests: [AppRequest] = []
        switch row {
        case .theme:
            settings.theme = AppReducer.cycled(context.themeNames, from: settings.theme, by: delta)
            then = [.terminal(.applyTheme(settings.theme))]
        case .units:
            settings.units = AppReducer.cycled(UnitSystem.allCases, from: settings.units, by: delta)
        case .member:
            guard !slice.members.isEmpty else {
                return Reduction(banner: Banner(.warning, "No family members yet: press a to add one."))
            }
            // The member shown is `currentMember` (the first when none is set), so cycle from it.
            let ids = slice.members.map(\.id)
            settings.currentMemberId = AppReducer.cycled(ids, from: slice.currentMember?.id, by: delta)
            // Home's favourites belong to the current member: reload them for the new one.
            requests = [.reloadCookbook]
        case .voiceEnabled:
            settings.voiceEnabled.toggle()
            if !settings.voiceEnabled { requests = [.voiceTurnedOff] }
        case .voiceName:
            settings.voiceName = AppReducer.cycled(context.voiceNames, from: settings.voiceName, by: delta)
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
            settings.listening = AppReducer.cycled(ListeningMode.allCases, from: settings.listening, by: delta)
            requests = [.listeningModeChanged(settings.listening)]
        case .microphone:
            // nil is the system's default input; then each input found, in the order PulseAudio lists them.
            let choices: [String?] = [nil] + context.microphones.map(\.name)
            settings.microphone = AppReducer.cycled(choices, from: settings.microphone, by: delta)
            // Look again, so a microphone plugged in since start-up is offered on the next press.
            then = [.voice(.findMicrophones)]
        case .noiseSuppression:
            settings.noiseSuppression = AppReducer.cycled(Settings.noiseSuppressionChoices, from: settings.noiseSuppression, by: delta)
        case .voiceRate:
            let range = SettingsRow.voiceRates
            let rate = min(max(settings.voiceRate + delta * SettingsRow.voiceRateStep, range.lowerBound), range.upperBound)
            if rate == settings.voiceRate { return [.terminal(.ringBell)] }
            settings.voiceRate = rate
        case .exportAll:
            return Reduction(ask: Dialog(.exportAll, title: "Export everything",
                                         message: "Every recipe, the family, favourites, collections, the meal plan and the shopping list, as one Sous JSON file. Save to:",
                                         input: "~/sous-export.json", yes: "export"))
        case .syncServer, .syncFamily, .lastSync:
            return .none
        case .aiProvider:
            settings.aiProvider = AppReducer.cycled(SettingsRow.aiChoices, from: settings.aiProvider, by: delta)
            then = [.ai(.loadStatus)]
        case .importFile, .syncNow, .aiModel, .aiBaseURL, .aiKey:
            // Other features' rows, handed to them by the root (`AppReducer.reduceSettings`).
            return .none
        case .deleteAll:
            return Reduction(ask: Dialog(.deleteAll, title: "Delete every recipe",
                                         message: "This deletes all \(context.recipeCount) recipes, with their favourites and cooking sessions; the family and settings stay. It cannot be undone: export first if unsure. Type \(SettingsRow.deleteAllWord) to confirm.",
                                         input: "", confirmWord: SettingsRow.deleteAllWord, yes: "delete all"))
        }
        slice.settings = settings
        return Reduction([.store(.saveSettings(settings))] + then, requests: requests)
    }

    /// Add, rename, change the avatar of or remove a family member (the one on the member row).
    static func member(_ action: MemberAction, _ slice: SettingsSlice) -> Reduction {
        if action == .add {
            return Reduction(ask: Dialog(.addMember, title: "Add a family member", message: "Their name:", input: "", yes: "add"))
        }
        guard let member = slice.currentMember, let id = member.id else {
            return Reduction(banner: Banner(.warning, "No family members yet: press a to add one."))
        }
        switch action {
        case .add:
            return .none
        case .rename:
            return Reduction(ask: Dialog(.renameMember(id: id), title: "Rename", message: "A new name for \(member.name):", input: member.name, yes: "rename"))
        case .avatar:
            return Reduction(ask: Dialog(.memberAvatar(id: id), title: "Avatar", message: "One emoji or letter for \(member.name):", input: member.avatar, yes: "set"))
        case .remove:
            return Reduction(ask: Dialog(.removeMember(id: id), title: "Remove member",
                                         message: "Remove \(member.name) from the family? Their favourites go with them; recipes stay.",
                                         yes: "remove", no: "keep"))
        }
    }
}

extension AppReducer {
    static func reduceSettings(_ state: inout AppState, _ action: SettingsAction) -> [Effect] {
        // Root cases: the rows of other features on the Settings tab, handed to them.
        if case .cycled = action, let row = SettingsRow(rawValue: state.settingsCursor) {
            switch row {
            case .importFile: return reduceImport(&state, .requested)
            case .syncNow: return reduceSyncInApp(&state, .requested)
            case .aiModel, .aiBaseURL, .aiKey: return cycleAISetting(row, &state)
            default: break
            }
        }
        return scope(&state, \.settingsSlice, SettingsReducer.Context.init(_:)) { SettingsReducer.reduce(&$0, action, $1) }
    }

    /// The value `delta` places after `current` in `values`, wrapping; an unknown value starts at the first.
    static func cycled<Value: Equatable>(_ values: [Value], from current: Value, by delta: Int) -> Value {
        guard let index = values.firstIndex(of: current) else { return values[0] }
        return values[((index + delta) % values.count + values.count) % values.count]
    }
}
