import Foundation
import SousApp
import SousCore

/// The AI pieces on screen: the generate form over the Add tab, the spinner line.
enum AIViews {
    static let spinner: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let asciiSpinner: [Character] = ["|", "/", "-", "\\"]

    /// "⠹ Asking OpenAI for a recipe… 12 s · Esc cancels", or the 429 wait counting down.
    static func renderWaiting(_ request: AIRequestState, now: Date, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        let elapsed = max(0, Int(now.timeIntervalSince(request.startedAt)))
        let frames = glyphs.isASCII ? asciiSpinner : spinner
        let frame = frames[elapsed % frames.count]
        let what: String = switch request.purpose {
        case .generate(let brief): "Asking \(request.provider.displayName) for \(brief.description)…"
        case .ask: request.text.isEmpty ? "Asking \(request.provider.displayName)…" : "\(request.provider.displayName) is answering…"
        case .dietSwaps: "Asking \(request.provider.displayName) for swaps…"
        case .askRecipe: request.text.isEmpty ? "Asking \(request.provider.displayName)…" : "\(request.provider.displayName) is answering…"
        }
        var text = "\(frame) \(what) \(elapsed) s"
        if let retryAt = request.retryAt, retryAt > now {
            text += " \(glyphs.separator) busy: retry in \(Int(retryAt.timeIntervalSince(now).rounded(.up))) s"
        }
        text += " \(glyphs.separator) Esc cancels"
        buffer.fill(area, role: .bannerInfo)
        buffer.putFitted(" " + text, at: Point(x: area.x, y: area.y), role: .bannerInfo, clip: area, ellipsis: glyphs.ellipsis)
    }

    /// The generate form: five fields in a frame, the focused one marked, a problem under them.
    static func renderForm(_ form: AIGenerateForm, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        let width = min(area.width - 2, 64)
        let fields = AIGenerateForm.Field.allCases
        // On a small terminal the note and the blank lines go: the fields, the problem and the keys stay.
        let roomy = area.height >= fields.count + 7
        let height = roomy ? fields.count + 7 : fields.count + 4
        guard width >= 24, area.height >= height else { return }
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        buffer.box(box, glyphs: glyphs.box, border: .dialogBorder, fill: .dialog)
        let clip = box.inset(by: 1)
        buffer.put(" Generate a recipe ", at: Point(x: box.x + 2, y: box.y), role: .dialogTitle, clip: box)
        if roomy {
            buffer.putFitted("What to cook; the rest is optional.", at: Point(x: box.x + 2, y: box.y + 1), role: .muted, clip: clip, ellipsis: glyphs.ellipsis)
        }
        let labelWidth = 13
        var y = box.y + (roomy ? 3 : 1)
        for field in fields {
            let focused = field == form.focus
            buffer.put(field.label, at: Point(x: box.x + 2, y: y), role: focused ? .listSelected : .formLabel, clip: clip)
            let row = Rect(x: box.x + 2 + labelWidth, y: y, width: width - 4 - labelWidth, height: 1).intersection(clip)
            buffer.fill(row, role: focused ? .fieldFocused : .field)
            let value = form.value(field)
            if value.isEmpty {
                buffer.putFitted(field.placeholder, at: Point(x: row.x, y: y), role: .muted, clip: row, ellipsis: glyphs.ellipsis)
                if focused { buffer.put(" ", at: Point(x: row.x, y: y), role: .buttonFocused, clip: row) }
            } else {
                var shown = value
                while TextWidth.width(of: shown) > row.width - 1 { shown.removeFirst() }
                let used = buffer.put(shown, at: Point(x: row.x, y: y), role: focused ? .fieldFocused : .field, clip: row)
                if focused { buffer.put(" ", at: Point(x: row.x + used, y: y), role: .buttonFocused, clip: row) }
            }
            y += 1
        }
        if roomy { y += 1 }
        if let problem = form.problem {
            buffer.putFitted(problem, at: Point(x: box.x + 2, y: y), role: .bannerWarning, clip: clip, ellipsis: glyphs.ellipsis)
        }
        y += 1
        buffer.putFitted("Enter generate  \(glyphs.separator)  Tab next field  \(glyphs.separator)  Esc cancel", at: Point(x: box.x + 2, y: y),
                         role: .keyHintLabel, clip: clip, ellipsis: glyphs.ellipsis)
    }
}

/// Settings' AI rows: the value shown and the note under the rows. The key shows only masked.
enum AISettingsText {
    static func value(of row: SettingsRow, in state: AppState) -> String {
        guard let status = state.ai.status else { return row == .aiProvider ? choiceName(state.settings.aiProvider) : "looking…" }
        let inForce = status.provider(choice: state.settings.aiProvider)
        switch row {
        case .aiProvider:
            guard state.settings.aiProvider == nil else { return choiceName(state.settings.aiProvider) }
            return "automatic: " + (inForce.map(kindName) ?? "none found")
        case .aiModel:
            guard let kind = inForce else { return "—" }
            return (status.model(kind) ?? "default") + (status.saved(kind)?.model == nil ? " (default)" : "")
        case .aiBaseURL:
            guard let kind = inForce else { return "—" }
            return status.baseURL(kind) ?? "default"
        case .aiKey:
            guard let kind = inForce else { return "—" }
            guard kind.isCloud else { return "none needed (nothing leaves this machine)" }
            guard let key = status.key(kind) else { return "none: Enter to add one" }
            return "\(key.masked) in \(key.place)"
        default:
            return ""
        }
    }

    static func note(for row: SettingsRow, in state: AppState) -> String {
        let status = state.ai.status
        switch row {
        case .aiProvider:
            let local = status?.localServer.map { "A local server answers at \($0): private, nothing leaves this machine. " }
                ?? "No local server answered (Ollama, llama.cpp, LM Studio). "
            return local + "Automatic uses a local server first, then the first provider with a key. Off: nothing is sent; the offline assistant still answers."
        case .aiModel: return "Enter to name the model (empty for the provider's default)."
        case .aiBaseURL: return "Enter to change the address: a proxy, or an OpenAI-compatible server such as Ollama."
        case .aiKey:
            return "Enter sets the key (never shown, never in the cookbook); D deletes it from the keyring and the key file. Environment variables (OPENAI_API_KEY, ...) take precedence."
        default: return ""
        }
    }

    static func choiceName(_ choice: String?) -> String {
        switch choice {
        case nil: "automatic"
        case "off": "off"
        case let name?: AIProviderKind(rawValue: name).map(kindName) ?? name
        }
    }

    static func kindName(_ kind: AIProviderKind) -> String {
        kind == .local ? "local server" : kind.displayName
    }
}
