import SousApp
import SousCore

/// The whole screen for a state: tab bar, the current tab or open recipe, status bar, overlays.
public enum AppView {
    public static let minimumSize = Size(width: 40, height: 12)

    public static func render(_ state: AppState, size: Size, glyphs: Glyphs = .unicode) -> Buffer {
        var buffer = Buffer(size: size)
        guard size.width >= minimumSize.width, size.height >= minimumSize.height else {
            TooSmallView.render(size: size, into: &buffer)
            return buffer
        }
        let (top, rest) = buffer.area.splitTop(1)
        let (middle, status) = rest.splitBottom(1)
        var body = middle
        TabBarView.render(selected: state.tab, cooking: state.cooking, now: state.now, glyphs: glyphs, sync: state.sync, into: &buffer, area: top)
        var overlay = buffer.area.splitBottom(1).0
        if state.banner == nil, let request = state.ai.request {
            // The spinner takes the banner's line while nothing else is said there.
            let (above, line) = middle.splitBottom(1)
            body = above
            overlay = overlay.splitBottom(1).0
            AIViews.renderWaiting(request, now: state.now, glyphs: glyphs, into: &buffer, area: line)
        }
        if let banner = state.banner {
            let (above, line) = middle.splitBottom(1)
            body = above
            overlay = overlay.splitBottom(1).0
            BannerView.render(banner, into: &buffer, area: line)
        }
        if let cooking = state.cooking, cooking.isShown {
            // Over the tabs: the whole screen but the banner and the key hints.
            let prompt = state.dialog?.purpose == .askAssistant ? state.dialog : nil
            let voice = state.settings.voiceEnabled ? state.voice.shown(with: state.settings) : VoiceStatus()
            CookingView.render(cooking, now: state.now, prompt: prompt, voice: voice, kitchen: state.settings.kitchenDistance,
                               glyphs: glyphs, into: &buffer, area: overlay)
        } else if let detail = state.detail {
            let conflicts = state.sync.recipeConflicts.flatMap { $0.recipeUid == detail.recipe.uid ? $0 : nil }
            var area = body
            if let ask = state.recipeAsk, ask.recipeId == detail.recipe.id {
                area = RecipeAskView.render(ask, streaming: RecipeAskView.streaming(state), glyphs: glyphs, into: &buffer, area: body)
            }
            DetailView.render(DietViews.shown(detail, state.diet), glyphs: glyphs, conflicts: conflicts, memories: state.memory, into: &buffer, area: area)
        } else if let week = state.week {
            WeekView.render(week, today: WeekView.today(state), glyphs: glyphs, into: &buffer, area: body)
        } else if let shopping = state.shopping {
            ShoppingView.render(shopping, glyphs: glyphs, into: &buffer, area: body)
        } else if let collections = state.collections {
            CollectionsView.render(collections, glyphs: glyphs, into: &buffer, area: body)
        } else {
            switch state.tab {
            case .home: HomeView.render(state.home, glyphs: glyphs, into: &buffer, area: body)
            case .search: SearchView.render(state.search, glyphs: glyphs, into: &buffer, area: body)
            case .add:
                if let preview = state.importPreview {
                    ImportPreviewView.render(preview, glyphs: glyphs, into: &buffer, area: body)
                } else {
                    EditorView.render(state.editor ?? .blank, glyphs: glyphs, into: &buffer, area: body)
                }
            case .settings: SettingsView.render(state, glyphs: glyphs, into: &buffer, area: body)
            }
        }
        StatusBarView.render(hints: StatusBarView.hints(for: state), into: &buffer, area: status)
        if state.isHelpShown { HelpView.render(state, glyphs: glyphs, into: &buffer, area: middle) }
        if let dialog = state.dialog, !(dialog.purpose == .askAssistant && state.cooking?.isShown == true) {
            DialogView.render(dialog, glyphs: glyphs, into: &buffer, area: middle)
        }
        MemoryViews.renderOverlays(state, glyphs: glyphs, into: &buffer, area: middle)
        if let form = state.ai.form, state.dialog == nil { AIViews.renderForm(form, glyphs: glyphs, into: &buffer, area: middle) }
        if let picker = state.planPicker { PlanPickerView.render(picker, glyphs: glyphs, into: &buffer, area: middle) }
        if state.planForMe.isShown, state.detail == nil, state.dialog == nil { PlanForMeView.render(state, glyphs: glyphs, into: &buffer, area: middle) }
        if state.detail != nil, state.dialog == nil, state.cooking?.isShown != true {
            if let picker = state.diet.picker { DietViews.renderPicker(picker, glyphs: glyphs, into: &buffer, area: middle) }
            if let review = state.diet.review {
                let asking = state.ai.request.map { if case .dietSwaps = $0.purpose { true } else { false } } ?? false
                DietViews.renderReview(review, asking: asking, glyphs: glyphs, into: &buffer, area: middle)
            }
        }
        if let picker = state.collectionPicker, state.dialog == nil {
            CollectionPickerView.render(picker, glyphs: glyphs, into: &buffer, area: middle)
        }
        if let detail = state.detail, let conflicts = state.sync.recipeConflicts, conflicts.isShown, state.dialog == nil, state.cooking?.isShown != true {
            SyncViews.renderList(conflicts, title: detail.recipe.title, glyphs: glyphs, into: &buffer, area: middle)
        }
        return buffer
    }
}

/// Shown instead of the app when the terminal is smaller than it can use.
enum TooSmallView {
    static func render(size: Size, into buffer: inout Buffer) {
        let message = "Enlarge the terminal: Sous needs \(AppView.minimumSize.width)x\(AppView.minimumSize.height), this is \(size.width)x\(size.height)."
        let lines = TextWrap.lines(message, width: size.width)
        let top = max(0, (size.height - lines.count) / 2)
        for (i, line) in lines.enumerated() {
            let x = max(0, (size.width - TextWidth.width(of: line)) / 2)
            buffer.put(line, at: Point(x: x, y: top + i), role: .bannerWarning)
        }
    }
}

/// A calm message for a part of the app that has nothing to show yet.
enum PlaceholderView {
    static func render(_ title: String, _ text: String, into buffer: inout Buffer, area: Rect) {
        buffer.put(title, at: Point(x: area.x + 2, y: area.y + 1), role: .heading, clip: area)
        for (i, line) in TextWrap.lines(text, width: area.width - 4).enumerated() {
            buffer.put(line, at: Point(x: area.x + 2, y: area.y + 3 + i), role: .muted, clip: area)
        }
    }
}

/// The one-line banner above the status bar.
enum BannerView {
    static func render(_ banner: Banner, into buffer: inout Buffer, area: Rect) {
        let role: StyleRole = switch banner.kind {
        case .info: .bannerInfo
        case .success: .bannerSuccess
        case .warning: .bannerWarning
        case .error: .bannerError
        }
        buffer.fill(area, role: role)
        buffer.put(" " + TextWidth.truncated(banner.text, to: area.width - 2), at: Point(x: area.x, y: area.y), role: role, clip: area)
    }
}
