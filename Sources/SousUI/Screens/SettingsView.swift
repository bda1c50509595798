import SousApp
import SousCore

/// The Settings tab: one row per setting with its value, and a line about the row under the cursor.
enum SettingsView {
    static let labelWidth = 16

    static func render(_ state: AppState, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        guard area.height >= 3 else { return }
        // Short screens drop the blank lines so the rows and the note still fit.
        let roomy = area.height >= 12
        var y = area.y + (roomy ? 1 : 0)
        let used = buffer.put("Settings", at: Point(x: area.x + 2, y: y), role: .heading, clip: area)
        buffer.putFitted("  \(glyphs.separator) saved as you change them", at: Point(x: area.x + 2 + used, y: y), role: .muted, clip: area, ellipsis: glyphs.ellipsis)
        y += 2
        // Rows scroll when the screen is short, keeping the cursor's row in sight.
        let room = max(1, area.maxY - y - (roomy ? 3 : 0))
        let rows = SettingsRow.allCases
        let first = max(0, min(state.settingsCursor - room + 1, rows.count - room))
        for row in rows.dropFirst(first).prefix(room) {
            renderRow(row, value: value(of: row, in: state), selected: row.rawValue == state.settingsCursor, glyphs: glyphs,
                      into: &buffer, area: Rect(x: area.x, y: y, width: area.width, height: 1).intersection(area))
            y += 1
        }
        y += 1
        guard let row = SettingsRow(rawValue: state.settingsCursor) else { return }
        for line in TextWrap.lines(note(for: row, in: state), width: area.width - 4) {
            buffer.put(line, at: Point(x: area.x + 2, y: y), role: .muted, clip: area)
            y += 1
        }
    }

    static func renderRow(_ row: SettingsRow, value: String, selected: Bool, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        let base: StyleRole = selected ? .listSelected : .listItem
        buffer.fill(area, role: base)
        buffer.put(selected ? glyphs.cursor : " ", at: Point(x: area.x, y: area.y), role: selected ? .listCursor : base, clip: area)
        buffer.put(row.title, at: Point(x: area.x + 2, y: area.y), role: selected ? base : .formLabel, clip: area)
        let x = area.x + 2 + labelWidth
        buffer.putFitted(value, at: Point(x: x, y: area.y), role: selected ? .fieldFocused : .field, clip: area, ellipsis: glyphs.ellipsis)
    }

    /// The value as the row shows it.
    static func value(of row: SettingsRow, in state: AppState) -> String {
        let settings = state.settings
        switch row {
        case .theme: return settings.theme.capitalized
        case .units:
            switch settings.units {
            case .asWritten: return "as written"
            case .metric: return "metric"
            case .us: return "US"
            }
        case .member:
            guard let member = state.currentMember else { return "none yet" }
            return "\(member.avatar) \(member.name)" + (memoryCompletion(of: member, in: state).map { " · memories \($0)" } ?? "")
        case .voiceEnabled:
            guard settings.voiceEnabled else { return "off" }
            if case .unavailable(let reason) = state.voice.phase { return "on, but " + reason }
            return "on"
        case .voiceName: return settings.voiceName
        case .voiceRate: return "\(settings.voiceRate) words a minute"
        case .voicePitch: return "\(settings.voicePitch) of 100"
        case .speakSteps: return settings.speakSteps ? "on arriving at each step" : "off"
        case .kitchenDistance: return settings.kitchenDistance ? "kitchen distance (big letters)" : "normal"
        case .listening:
            switch settings.listening {
            case .always: return "always (commands only)"
            case .wakeWord: return "after “\(settings.wakePhrase)”"
            case .pushToTalk: return "after v (push to talk)"
            }
        case .microphone:
            guard let name = settings.microphone else { return "default input" }
            return state.microphones.first { $0.name == name }?.description ?? name
        case .noiseSuppression:
            if state.noiseSuppressorProblem != nil { return "heard as it is (the suppressor is not installed)" }
            switch settings.noiseSuppression {
            case 0: return "heard as it is (suppression off)"
            case 100...: return "taken out (DeepFilterNet)"
            default: return "turned down by at most \(settings.noiseSuppression) dB"
            }
        case .exportAll: return "Enter to write a file"
        case .importFile: return "Enter to read a file"
        case .deleteAll: return "Enter, then type \(SettingsRow.deleteAllWord)"
        case .syncServer:
            guard let setup = state.sync.setup else { return "…" }
            return setup.server ?? "not shared: sous family create-server URL"
        case .syncFamily:
            guard let setup = state.sync.setup else { return "…" }
            return setup.family ?? "none: sous family join CODE URL"
        case .lastSync:
            let sync = state.sync
            guard sync.isSetUp else { return "—" }
            var text = sync.last.map { "\(SyncViews.age(from: $0.at, to: state.now)): \($0.summary)" } ?? "never"
            if let exchange = sync.lastExchange, exchange != sync.last {
                text += "; the last that moved anything \(SyncViews.age(from: exchange.at, to: state.now)): \(exchange.summary)"
            }
            switch sync.phase {
            case .idle: break
            case .syncing: text = "syncing now; before: " + text
            case .offline: text = "offline; before: " + text
            case .failed(let reason): text = "failed: \(reason)"
            }
            return text
        case .syncNow: return state.sync.isSetUp ? "Enter (or Ctrl-Y anywhere)" : "not shared yet"
        case .aiProvider, .aiModel, .aiBaseURL, .aiKey: return AISettingsText.value(of: row, in: state)
        }
    }

    /// "2 of 6 answered (33%)": the member's guided questions, once the household is read.
    static func memoryCompletion(of member: FamilyMember, in state: AppState) -> String? {
        guard let id = member.id, let completion = state.memory.memberCompletion[id], completion.total > 0 else { return nil }
        return "\(completion.answered) of \(completion.total) answered (\(completion.percent)%)"
    }

    /// What the sound server said, as Settings > Microphone's note (ends with a space).
    static func microphoneNote(_ search: MicrophoneSearch?) -> String {
        switch search {
        case nil: return ""
        case .noServer: return "No sound server answered: start PulseAudio or PipeWire. "
        case .recording: return "A recording (--audio-file) stands in for the microphone now. "
        case .found(let inputs, let defaultIsMonitor):
            let monitor = "the default input records what the computer plays, not the room"
            if inputs.isEmpty {
                return "The sound server has no microphone: plug one in" + (defaultIsMonitor ? " (\(monitor)). " : ". ")
            }
            return "\(inputs.count) found" + (defaultIsMonitor ? "; \(monitor): choose one. " : ". ")
        }
    }

    /// What the row under the cursor is for.
    static func note(for row: SettingsRow, in state: AppState) -> String {
        switch row {
        case .theme:
            let own = state.themeNames.filter { !SettingsRow.themes.contains($0) }
            let extra = own.isEmpty ? " Your own themes go in ~/.config/sous/themes/NAME.yaml." : " Yours: \(own.joined(separator: ", "))."
            return "Vintage, modern or playful; the screen repaints at once." + extra
        case .units: return "The units a recipe opens in; u in a recipe still switches them."
        case .member:
            let family = state.members.map { "\($0.avatar) \($0.name)" }.joined(separator: ", ")
            var note = "Whose favourites Home shows and f marks. a add, r rename, e avatar, x remove." + (family.isEmpty ? "" : " Family: \(family).")
            if let member = state.currentMember, let id = member.id, let completion = state.memory.memberCompletion[id] {
                note += completion.next.map { " m records \(member.name)'s next memory: “\($0.text)”" } ?? " Every question for \(member.name) is answered; m records another memory."
            }
            return note
        case .voiceEnabled:
            return "Speak to Sous while cooking (\"next step\", \"set a timer for 5 minutes\"); answers and timers are said aloud. Needs a microphone; sous voice doctor checks it."
        case .voiceName, .voiceRate, .voicePitch: return "How Sous sounds (eSpeak NG). sous say \"hello\" tries it."
        case .speakSteps: return "Read each step aloud when you arrive at it."
        case .kitchenDistance: return "Kitchen distance draws the step number, the step and the timers in big letters, to read from 2-3 m away; b switches it while cooking."
        case .listening:
            return "Wake word: say “\(state.settings.wakePhrase)” and the command; talk and the radio are ignored. Push to talk: press v in the cooking overlay, then speak (best in a loud kitchen). Always: no wake word, but talk nearby makes false commands."
        case .microphone:
            return "Which input Sous listens to. " + microphoneNote(state.microphoneSearch) + "sous voice doctor checks it."
        case .noiseSuppression:
            let what = "DeepFilterNet takes the kitchen's noise (the extractor, the tap, pans) out of what the microphone hears before Sous listens; a limit keeps some of the room if speech sounds thin. Your recordings are kept as said."
            return what + (state.noiseSuppressorProblem.map { " Off here: \($0)." } ?? "")
        case .exportAll: return "Every recipe, the family, favourites, collections, the meal plan and the shopping list, as one Sous JSON file."
        case .importFile: return "A Sous export, a saved recipe web page, a Cooklang file or a schema.org recipe JSON file."
        case .deleteAll: return "Deletes every recipe; the family and settings stay. Export first if unsure."
        case .syncServer, .syncFamily, .lastSync, .syncNow:
            guard state.sync.isSetUp else {
                return "One cookbook for the family's kitchens through a PostgreSQL server. Start a family with: sous family create-server postgres://user@host/db. Join one with: sous family join CODE URL (a kitchen already in makes the code with: sous family invite)."
            }
            var note = "Sous syncs at start, a few seconds after each change, and on Enter here or Ctrl-Y anywhere. The password is in the keyring (or a 0600 file), never in the cookbook."
            if case .offline(let reason) = state.sync.phase { note = "The server did not answer (\(reason)); the kitchen works on and syncs when it is back. " + note }
            if state.sync.openConflicts > 0 { note += " \(state.sync.openConflicts) conflicts to review: C on a recipe shows its own." }
            if let last = state.sync.last?.note { note = "Last sync: \(last). " + note }
            return note
        case .aiProvider, .aiModel, .aiBaseURL, .aiKey: return AISettingsText.note(for: row, in: state)
        }
    }
}
