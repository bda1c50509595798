import Foundation
import SousApp
import SousCore

/// "Plan for me" over the week: the small form, then the proposed days with what each is
/// (kept, from the cookbook, new and generated, empty and why) and a spinner while the
/// provider fills the gaps.
enum PlanForMeView {
    static func render(_ state: AppState, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        if let form = state.planForMe.form { renderForm(form, glyphs: glyphs, into: &buffer, area: area) }
        if let proposal = state.planForMe.proposal { renderProposal(proposal, now: state.now, glyphs: glyphs, into: &buffer, area: area) }
    }

    static func renderForm(_ form: PlanForMeForm, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        let width = min(area.width - 2, 56)
        let height = 9
        guard width >= 30, area.height >= height else { return }
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        buffer.box(box, glyphs: glyphs.box, border: .dialogBorder, fill: .dialog)
        let clip = box.inset(by: 1)
        buffer.put(" Plan for me ", at: Point(x: box.x + 2, y: box.y), role: .dialogTitle, clip: box)
        buffer.putFitted("From \(form.from.longName), from your cookbook first.", at: Point(x: box.x + 2, y: box.y + 1), role: .muted,
                         clip: clip, ellipsis: glyphs.ellipsis)
        var rows: [(PlanForMeForm.Field, String, String)] = [(.days, "Days", "\(form.days)"), (.meal, "Meal", form.meal)]
        if let provider = form.provider {
            rows.append((.generate, "Empty days", form.generate ? "generate (\(provider.displayName))" : "leave empty"))
        }
        for (i, (field, label, value)) in rows.enumerated() {
            let y = box.y + 3 + i
            buffer.put(RecipeListView.pad(label, 12), at: Point(x: box.x + 2, y: y), role: .formLabel, clip: clip)
            let text = "‹ " + TextWidth.truncated(value, to: width - 20) + " ›"
            buffer.put(text, at: Point(x: box.x + 14, y: y), role: form.field == field ? .fieldFocused : .field, clip: clip)
        }
        if form.provider == nil {
            buffer.putFitted("No AI provider, so empty days stay empty (Settings → AI).", at: Point(x: box.x + 2, y: box.y + 6), role: .muted,
                             clip: clip, ellipsis: glyphs.ellipsis)
        }
        let keys = width >= 50 ? "←→ change  ↑↓ field  Enter propose  Esc cancel" : "←→ ↑↓  Enter propose  Esc"
        buffer.putFitted(keys, at: Point(x: box.x + 2, y: box.y + 7), role: .keyHintLabel, clip: clip, ellipsis: glyphs.ellipsis)
    }

    static func renderProposal(_ proposal: PlanForMeProposal, now: Date, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        let width = min(area.width - 2, 84)
        let height = min(area.height, max(proposal.days.count, 1) + 5)
        guard width >= 30, height >= 6 else { return }
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        buffer.box(box, glyphs: glyphs.box, border: .dialogBorder, fill: .dialog)
        let clip = box.inset(by: 1)
        let request = proposal.request
        buffer.putFitted(" Plan for me: \(request.meal), \(request.days) day\(request.days == 1 ? "" : "s") ", at: Point(x: box.x + 2, y: box.y),
                         role: .dialogTitle, clip: box, ellipsis: glyphs.ellipsis)
        buffer.putFitted(status(proposal, now: now, glyphs: glyphs), at: Point(x: box.x + 2, y: box.y + 1),
                         role: proposal.isGenerating ? .voiceThinking : .muted, clip: clip, ellipsis: glyphs.ellipsis)
        let visible = height - 5
        let hidden = max(0, proposal.days.count - visible)
        // Scrolled to keep the day being asked about in view.
        let waiting = proposal.days.firstIndex { $0.pick == .generating } ?? 0
        let offset = min(max(0, waiting - 1), hidden)
        // Narrow: the day and the title only (a generated one marked "new").
        let tagWidth = width >= 60 ? min(40, width - 43) : 0
        let titleX = box.x + 2 + 11
        for (row, day) in proposal.days.dropFirst(offset).prefix(visible).enumerated() {
            let y = box.y + 2 + row
            buffer.put(WeekView.short(day.day), at: Point(x: box.x + 2, y: y), role: .recipeMeta, clip: clip)
            var (title, role, tag) = describe(day.pick, glyphs: glyphs)
            if tagWidth == 0, case .generated = day.pick { title += " (new)" }
            // An empty day's reason gets the whole line.
            let isGap = if case .gap = day.pick { true } else { false }
            let tagged = tagWidth > 0 && !isGap
            let titleArea = Rect(x: titleX, y: y, width: box.x + width - 2 - titleX - (tagged ? tagWidth + 1 : 0), height: 1).intersection(clip)
            buffer.putFitted(title, at: Point(x: titleArea.x, y: y), role: role, clip: titleArea, ellipsis: glyphs.ellipsis)
            guard tagged else { continue }
            let tagArea = Rect(x: box.x + width - 2 - tagWidth, y: y, width: tagWidth, height: 1).intersection(clip)
            buffer.putFitted(tag, at: Point(x: tagArea.x, y: y), role: .muted, clip: tagArea, ellipsis: glyphs.ellipsis)
        }
        if hidden > 0 {
            let below = hidden - offset
            let text = [offset > 0 ? "\(offset) day\(offset == 1 ? "" : "s") above" : nil, below > 0 ? "\(below) more below" : nil]
                .compactMap { $0 }.joined(separator: ", ")
            buffer.putFitted(text, at: Point(x: box.x + 2, y: box.y + height - 3), role: .muted, clip: clip, ellipsis: glyphs.ellipsis)
        }
        let keys = proposal.isGenerating ? "Esc cancel (nothing saved)" : "Enter plan these  \(glyphs.separator)  Esc cancel (nothing saved)"
        buffer.putFitted(keys, at: Point(x: box.x + 2, y: box.y + height - 2), role: .keyHintLabel, clip: clip, ellipsis: glyphs.ellipsis)
    }

    /// The line under the title: the spinner and elapsed time while the provider works, else a count.
    static func status(_ proposal: PlanForMeProposal, now: Date, glyphs: Glyphs) -> String {
        let waiting = proposal.days.filter { $0.pick == .generating }.count
        if proposal.isApplying { return "Planning…" }
        if proposal.isGenerating {
            let elapsed = max(0, Int(now.timeIntervalSince(proposal.startedAt)))
            let frames = glyphs.isASCII ? AIViews.asciiSpinner : AIViews.spinner
            let who = proposal.provider?.displayName ?? "your cookbook"
            let what = proposal.isLoaded ? "asking \(who) for \(waiting) empty day\(waiting == 1 ? "" : "s")" : "reading your cookbook"
            return "\(frames[elapsed % frames.count]) \(what)… \(elapsed) s"
        }
        let planned = proposal.days.filter(\.isPlanned).count
        let new = proposal.days.filter { if case .generated = $0.pick { true } else { false } }.count
        let empty = proposal.days.filter { if case .gap = $0.pick { true } else { false } }.count
        var parts = ["\(planned) to plan"]
        if new > 0 { parts.append("\(new) new") }
        if empty > 0 { parts.append("\(empty) empty") }
        return parts.joined(separator: " \(glyphs.separator) ")
    }

    static func describe(_ pick: ProposedDay.Pick, glyphs: Glyphs) -> (String, StyleRole, String) {
        switch pick {
        case .kept(let label): (label, .muted, "already planned, kept")
        case .cookbook(let link, let favourite): (link.title + (favourite ? " \(glyphs.favoriteOn)" : ""), .listItem, "from your cookbook")
        case .generating: ("…", .voiceThinking, "generating")
        case .generated(let recipe, let model): (recipe.recipe.title, .bannerSuccess, "new (generated by \(model))")
        case .gap(let reason): ("— \(reason)", .validationMessage, "empty")
        }
    }
}
