import Foundation
import SousApp
import SousCore

/// The cooking overlay: step N of M with a progress bar, the step in large type, what it uses,
/// the next step, the timers counting down and the assistant's last exchange.
enum CookingView {
    static let sideWidth = 32

    static func render(_ cooking: CookingState, now: Date, prompt: Dialog?, voice: VoiceStatus = VoiceStatus(), kitchen: Bool = false,
                       glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        buffer.fill(area, role: .cookingOverlay)
        guard area.height >= 3 else { return }
        let session = cooking.session
        let (header, afterHeader) = area.splitTop(1)
        renderHeader(session, into: &buffer, area: header)
        if session.isFinished {
            renderFinished(session, now: now, glyphs: glyphs, into: &buffer, area: afterHeader)
            return
        }
        let (bar, body) = afterHeader.splitTop(1)
        renderProgress(session, into: &buffer, area: bar)
        // Big letters unless a question is being typed (its line needs the room) or nothing fits.
        if kitchen, prompt == nil, KitchenView.render(cooking, now: now, glyphs: glyphs, into: &buffer, area: body) { return }
        let wide = body.width >= 80
        if wide {
            let (main, side) = body.splitLeft(body.width - sideWidth - 1)
            renderStep(cooking, glyphs: glyphs, into: &buffer, area: main.inset(by: 0).shrunk(left: 1, top: 1))
            let sideArea = Rect(x: side.x + 1, y: side.y + 1, width: side.width - 1, height: max(0, side.height - 1))
            let timerRows = min(max(3, session.workstate.timers.count + 2), max(3, sideArea.height / 2))
            let (timers, rest) = sideArea.splitTop(timerRows)
            renderTimers(session.workstate.timers, now: now, glyphs: glyphs, compact: false, into: &buffer, area: timers)
            let (assistant, voiceArea) = rest.shrunk(left: 0, top: 1).splitBottom(min(3, max(0, rest.height - 4)))
            renderAssistant(cooking, prompt: prompt, glyphs: glyphs, into: &buffer, area: assistant)
            renderVoice(voice, into: &buffer, area: voiceArea)
        } else {
            // Narrow: the step first, then a line per timer, then the assistant's last answer.
            let timerRows = min(session.workstate.timers.count, 2)
            let assistantRows = body.height >= 9 ? 2 : 1
            let (main, below) = body.splitBottom(timerRows + assistantRows)
            renderStep(cooking, glyphs: glyphs, into: &buffer, area: main.shrunk(left: 1, top: 0))
            let (timers, assistant) = below.splitTop(timerRows)
            renderTimers(session.workstate.timers, now: now, glyphs: glyphs, compact: true, into: &buffer, area: timers.shrunk(left: 1, top: 0))
            renderAssistant(cooking, prompt: prompt, glyphs: glyphs, into: &buffer, area: assistant.shrunk(left: 1, top: 0))
        }
    }

    static func renderHeader(_ session: CookingSession, into buffer: inout Buffer, area: Rect) {
        buffer.fill(area, role: .tabBar)
        let position = session.stepCount == 0 ? "no steps" : "Step \(session.stepIndex + 1) of \(session.stepCount)"
        let right = session.isFinished ? "finished" : position
        let rightWidth = TextWidth.width(of: right)
        let title = TextWidth.truncated("Cooking \(session.recipe.title)", to: max(0, area.width - rightWidth - 3))
        buffer.put(" " + title, at: Point(x: area.x, y: area.y), role: .title, clip: area)
        buffer.put(right, at: Point(x: area.maxX - rightWidth - 1, y: area.y), role: .tabActive, clip: area)
    }

    /// A bar across the screen: the part for steps done or passed filled.
    static func renderProgress(_ session: CookingSession, into buffer: inout Buffer, area: Rect) {
        guard session.stepCount > 0, area.width > 2 else { return }
        let width = area.width - 2
        let filled = width * (session.stepIndex + 1) / session.stepCount
        buffer.put(String(repeating: "━", count: filled), at: Point(x: area.x + 1, y: area.y), role: .progressFilled, clip: area)
        buffer.put(String(repeating: "─", count: width - filled), at: Point(x: area.x + 1 + filled, y: area.y), role: .progressEmpty, clip: area)
    }

    /// The current step (bold, with space around it), what it uses, and the next one.
    static func renderStep(_ cooking: CookingState, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        let session = cooking.session
        var y = area.y
        let width = max(1, area.width - 1)
        func line(_ text: String, _ role: StyleRole, indent: Int = 0) {
            guard y < area.maxY else { return }
            buffer.put(String(repeating: " ", count: indent) + text, at: Point(x: area.x, y: y), role: role, clip: area)
            y += 1
        }
        guard let step = session.currentStep else {
            line("This recipe has no steps written down.", .stepCurrent)
            line("The ingredients are below; ask the assistant, or set timers with a.", .muted)
            y += 1
            renderIngredients(cooking, all: true, glyphs: glyphs, width: width, rows: area.maxY - y, line: line)
            return
        }
        var heading = "Step \(session.stepIndex + 1)"
        if session.workstate.completedSteps.contains(session.stepIndex) { heading += "  \(glyphs.checkboxOn) done" }
        if let duration = step.duration {
            // Once its timer runs, t restarts it: the hint says so rather than "starts".
            let running = session.workstate.timers.contains { $0.name == "step \(session.stepIndex + 1)" }
            heading += "   \(glyphs.timer) " + DurationText.range(duration) + (running ? " (on; t restarts it)" : " (t starts it)")
        }
        line(heading, .stepNumber)
        y += 1
        let text = TemperatureConverter.rewrite(step.text, for: cooking.units)
        // "Large" text: bold, wider margins, a blank line between wrapped lines when there is room.
        let wrapped = TextWrap.lines(text, width: max(1, width - 4))
        let roomy = area.height >= wrapped.count * 2 + 8
        for part in wrapped {
            line(part, .stepCurrent, indent: 2)
            if roomy { y += 1 }
        }
        if let tip = step.tip {
            for part in TextWrap.lines("Tip: " + tip, width: max(1, width - 4), rows: 3, ellipsis: glyphs.ellipsis) { line(part, .muted, indent: 2) }
        }
        y += 1
        renderIngredients(cooking, all: cooking.showsIngredients, glyphs: glyphs, width: width, rows: area.maxY - y, line: line)
        if let next = session.nextStep, y + 2 < area.maxY {
            y += 1
            let preview = TextWrap.lines("Next: " + TemperatureConverter.rewrite(next.text, for: cooking.units), width: width)
            for part in preview.prefix(2) { line(part, .stepNext) }
        } else if session.nextStep == nil, y < area.maxY - 1 {
            y += 1
            line("Last step: d marks it done and finishes.", .muted)
        }
    }

    /// The step's ingredients (or all of them), scaled, in the chosen units, with swaps shown.
    /// At most `rows` rows; when the list is longer its last row says how many are not shown.
    static func renderIngredients(_ cooking: CookingState, all: Bool, glyphs: Glyphs, width: Int, rows: Int, line: (String, StyleRole, Int) -> Void) {
        let session = cooking.session
        let indices = all ? Array(session.recipe.ingredients.indices) : session.ingredientIndices(forStepAt: session.stepIndex)
        guard !indices.isEmpty else {
            if !session.recipe.ingredients.isEmpty { line("i shows every ingredient", .muted, 0) }
            return
        }
        guard rows > 1 else {
            if rows == 1 { line("\(glyphs.ellipsis) \(indices.count) ingredients (no room to list them)", .muted, 0) }
            return
        }
        line(all ? "Ingredients (i shows the step's)" : "This step uses", .heading, 0)
        var listed: [(text: String, ingredient: Int)] = []
        for (n, index) in indices.enumerated() {
            let ingredient = session.recipe.ingredients[index]
            var shown = IngredientFormatter.display(ingredient, system: cooking.units, scale: session.workstate.scaleFactor)
            if let swap = session.swap(for: ingredient) {
                shown = "\(swap.replacement)\(swap.amount.map { ", \($0)" } ?? "") (instead of \(ingredient.name))"
            }
            for (i, part) in TextWrap.lines(shown, width: max(1, width - 4)).enumerated() {
                listed.append(((i == 0 ? "\(glyphs.bullet) " : "  ") + part, n))
            }
        }
        let room = rows - 1
        guard listed.count > room else {
            for row in listed { line(row.text, .body, 1) }
            return
        }
        // Whole ingredients only, then a row saying how many more there are.
        let shownRows = listed.prefix(max(0, room - 1))
        let complete = shownRows.last.map { last in listed.count > shownRows.count && listed[shownRows.count].ingredient == last.ingredient ? last.ingredient : last.ingredient + 1 } ?? 0
        for row in listed.prefix(while: { $0.ingredient < complete }) { line(row.text, .body, 1) }
        let more = indices.count - complete
        line("\(glyphs.ellipsis) \(more) more" + (all ? "" : " (i shows all)"), .muted, 1)
    }

    /// Each timer with its time left; one that rang flashes.
    static func renderTimers(_ timers: [CookingTimer], now: Date, glyphs: Glyphs, compact: Bool, into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        var y = area.y
        if !compact {
            buffer.put("Timers", at: Point(x: area.x, y: y), role: .heading, clip: area)
            y += 1
            if timers.isEmpty {
                buffer.put("none yet: t or a", at: Point(x: area.x, y: y), role: .muted, clip: area)
                return
            }
        }
        let flashOn = Int(now.timeIntervalSince1970) % 2 == 0
        for timer in timers.prefix(max(0, area.maxY - y)) {
            let left = timer.remaining(at: now)
            let expired = timer.isExpired(at: now)
            let role: StyleRole = expired ? (flashOn ? .timerExpired : .timerWarning) : (left < 60 ? .timerWarning : .timerRunning)
            let time = expired ? "DONE" : clock(left) + (timer.isPaused ? " paused" : "")
            let name = TextWidth.truncated(timer.name, to: max(1, area.width - TextWidth.width(of: time) - 4))
            let row = Rect(x: area.x, y: y, width: area.width, height: 1)
            if expired { buffer.fill(row, role: role) }
            buffer.put("\(glyphs.timer) \(name)", at: Point(x: area.x, y: y), role: role, clip: row)
            buffer.put(time, at: Point(x: area.maxX - TextWidth.width(of: time) - 1, y: y), role: role, clip: row)
            y += 1
        }
    }

    /// "4:05", "1:02:03".
    static func clock(_ seconds: Int) -> String {
        let h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    /// The question line when typing, else the last question and answer.
    static func renderAssistant(_ cooking: CookingState, prompt: Dialog?, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        var y = area.y
        let compact = area.height <= 2
        if !compact {
            buffer.put("Assistant", at: Point(x: area.x, y: y), role: .heading, clip: area)
            y += 1
        }
        if let prompt, let input = prompt.input {
            let row = Rect(x: area.x, y: y, width: area.width, height: 1)
            buffer.fill(row, role: .fieldFocused)
            var shown = input
            while TextWidth.width(of: shown) > area.width - 4 { shown.removeFirst() }
            let used = buffer.put("? " + shown, at: Point(x: area.x, y: y), role: .fieldFocused, clip: row)
            buffer.put(" ", at: Point(x: area.x + used, y: y), role: .buttonFocused, clip: row)
            y += 1
            if y < area.maxY { buffer.put("Enter asks · Esc cancels", at: Point(x: area.x, y: y), role: .muted, clip: area) }
            return
        }
        let width = max(1, area.width)
        let room = max(0, area.maxY - y)
        var question: [(String, StyleRole)] = []
        if let asked = cooking.lastQuestion, !asked.isEmpty {
            question = TextWrap.lines("You: " + asked, width: width).map { ($0, .assistantQuestion) }
        }
        let after: [(String, StyleRole)] = cooking.pending != nil ? [("Say or type yes to go ahead.", .muted)] : []
        var answer: [(String, StyleRole)] = []
        if cooking.isThinking {
            answer = [("…", .voiceThinking)]
        } else if let said = cooking.lastAnswer, !said.isEmpty {
            // The end of a long answer matters less than its start: the question goes first, then
            // the answer's end, marked where it is cut.
            let answerRoom = max(1, room - after.count)
            answer = TextWrap.lines("Sous: " + said, width: width, rows: answerRoom).map { ($0, .assistantAnswer) }
        }
        var rows = question.prefix(max(0, room - answer.count - after.count)) + answer + after
        if rows.isEmpty {
            rows = TextWrap.lines("Press : and ask: how much butter? what does fold mean? set a timer for 5 minutes.", width: width)
                .map { ($0, .muted) }
        }
        for (text, role) in rows.prefix(room) where y < area.maxY {
            buffer.put(text, at: Point(x: area.x, y: y), role: role, clip: area)
            y += 1
        }
    }

    /// The voice indicator: off, listening, heard "..." (with confidence), thinking, speaking, and
    /// what can be said.
    static func renderVoice(_ voice: VoiceStatus, into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        let (text, role): (String, StyleRole) = switch voice.phase {
        case .off: ("Voice off (see Settings)", .voiceOff)
        case .unavailable(let reason): ("Voice: " + reason, .voiceOff)
        case .listening where voice.isAwake && voice.mode != .always: ("Listening for a command…", .voiceListening)
        case .listening where voice.mode == .wakeWord: ("Say “\(voice.wakePhrase)”, then a command", .voiceListening)
        case .listening where voice.mode == .pushToTalk: ("Press v, then speak", .voiceListening)
        case .listening: ("Listening…", .voiceListening)
        case .hearing: ("Hearing…", .voiceListening)
        case .thinking: ("Thinking…", .voiceThinking)
        case .speaking: ("Speaking (say stop)", .voiceSpeaking)
        }
        let (shown, shownRole) = voice.isPaused && voice.isAvailable ? ("Not listening (v listens again)", StyleRole.voiceOff) : (text, role)
        var y = area.y
        for part in TextWrap.lines("\u{25CF} " + shown, width: max(1, area.width)).prefix(2) where y < area.maxY {
            buffer.put(part, at: Point(x: area.x, y: y), role: shownRole, clip: area)
            y += 1
        }
        guard voice.isAvailable, !voice.isPaused, y < area.maxY else { return }
        if voice.missed {
            let guess = voice.lastRejected.map { ": “\($0)”?" } ?? ": not understood"
            buffer.put(TextWidth.truncated("say it again" + guess, to: area.width), at: Point(x: area.x, y: y), role: .voiceHeard, clip: area)
        } else if let heard = voice.lastHeard {
            // Rounded down: a command taken at 0.499 after the wake phrase is not "50%" sure. The
            // words give way before the figure when the line is short.
            let sure = voice.confidence.map { " \(Int(($0 * 100).rounded(.down)))%" } ?? ""
            let words = "heard “\(heard)”"
            let line = area.width >= TextWidth.width(of: sure) + 12
                ? TextWidth.truncated(words, to: area.width - TextWidth.width(of: sure)) + sure
                : TextWidth.truncated(words + sure, to: area.width)
            buffer.put(line, at: Point(x: area.x, y: y), role: .voiceHeard, clip: area)
        } else {
            buffer.put(TextWidth.truncated("say “next step”, “how much flour”", to: area.width), at: Point(x: area.x, y: y), role: .muted, clip: area)
        }
    }

    /// The end: how long it took, the timers still running, and what to do next.
    static func renderFinished(_ session: CookingSession, now: Date, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        var y = area.y + max(1, area.height / 4)
        func centered(_ text: String, _ role: StyleRole) {
            for part in TextWrap.lines(text, width: max(1, area.width - 4)) where y < area.maxY {
                let x = area.x + max(0, (area.width - TextWidth.width(of: part)) / 2)
                buffer.put(part, at: Point(x: x, y: y), role: role, clip: area)
                y += 1
            }
        }
        centered("\(glyphs.checkboxOn) \(session.recipe.title) is done", .title)
        y += 1
        let seconds = max(0, Int(session.workstate.updatedAt.timeIntervalSince(session.workstate.startedAt)))
        let minutes = (seconds + 59) / 60
        centered("Cooked in \(minutes < 1 ? "under a minute" : DurationText.minutes(minutes)), \(session.workstate.completedSteps.count) of \(session.stepCount) steps ticked off.", .body)
        y += 1
        let timers = session.workstate.timers
        guard !timers.isEmpty else {
            centered("m adds a note or family memory for next time  \(glyphs.separator)  Esc closes", .muted)
            return
        }
        // Not dropped silently (issue 27 item 16): kept running unless the cook stops them.
        let listed = timers.map { "\($0.name) \($0.isExpired(at: now) ? "DONE" : clock($0.remaining(at: now)))" }.joined(separator: ", ")
        let ringing = timers.contains { $0.isExpired(at: now) }
        let count = timers.count == 1 ? "1 timer" : "\(timers.count) timers"
        centered("\(glyphs.timer) \(count) still running: \(listed)", ringing ? .timerExpired : .timerRunning)
        y += 1
        let it = timers.count == 1 ? "it" : "them"
        let stop = ringing ? "Enter stops the one that rang  \(glyphs.separator)  " : ""
        centered(stop + "Esc keeps \(it) running (o comes back)  \(glyphs.separator)  x stops \(it)  \(glyphs.separator)  m adds a note", .muted)
    }
}

extension Rect {
    /// The rect less `left` columns on the left and `top` rows at the top.
    func shrunk(left: Int, top: Int) -> Rect {
        Rect(x: x + left, y: y + top, width: max(0, width - left), height: max(0, height - top))
    }
}
