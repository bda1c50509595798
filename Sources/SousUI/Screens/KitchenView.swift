import Foundation
import SousApp
import SousCore

/// The cooking overlay for reading across the kitchen (2-3 m from a laptop): the step number,
/// the step's words and the running timers in big letters, as large as the terminal allows.
enum KitchenView {
    /// One way of filling the area at one size; `nil` from `plan` when it does not fit.
    struct Plan: Equatable {
        var size: BigText.Size
        var label: String
        /// The timer beside the step number, if there is room for it there.
        var topTimer: CookingTimer?
        /// Timers drawn in bands under the step text, each band's clocks side by side.
        var timerBands: [[CookingTimer]]
        /// Timers with no room for big digits (named in small type at the bottom).
        var leftOver: [CookingTimer]
        /// The step's words in big letters; empty when the font cannot draw them.
        var textLines: [String]
        /// The big text stops before the step's end (the whole step is then repeated in small type).
        var isCut: Bool
    }

    static let gap = 3

    /// Draws the view into `area` (under the progress bar); false when even the smallest big
    /// letters do not fit, so the caller draws the ordinary overlay instead.
    static func render(_ cooking: CookingState, now: Date, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) -> Bool {
        let session = cooking.session
        guard let step = session.currentStep else { return false }
        let text = TemperatureConverter.rewrite(step.text, for: cooking.units)
        let inner = area.shrunk(left: 1, top: 0).narrowed(by: 1)
        guard let plan = plan(step: session.stepIndex + 1, of: session.stepCount, text: text, timers: ordered(session.workstate.timers, now: now),
                              now: now, ascii: glyphs.isASCII, area: inner) else { return false }
        draw(plan, text: text, next: session.nextStep?.text, now: now, glyphs: glyphs, into: &buffer, area: inner)
        return true
    }

    /// Rang first, then the one ending soonest: the timer the cook most needs to see leads.
    static func ordered(_ timers: [CookingTimer], now: Date) -> [CookingTimer] {
        timers.enumerated().sorted { a, b in
            let (ea, eb) = (a.element.isExpired(at: now), b.element.isExpired(at: now))
            if ea != eb { return ea }
            let (ra, rb) = (a.element.remaining(at: now), b.element.remaining(at: now))
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map(\.element)
    }

    /// "12:05", or "DONE" once it rang.
    static func clockText(_ timer: CookingTimer, now: Date) -> String {
        timer.isExpired(at: now) ? "DONE" : CookingView.clock(timer.remaining(at: now))
    }

    /// The largest size that holds its first words (or two rows of ordinary type when the font
    /// cannot draw the step), condensed to the same height when that holds the whole step; at
    /// each size the longest label that fits. Letters never shrink in height just to fit more.
    static func plan(step: Int, of count: Int, text: String, timers: [CookingTimer], now: Date, ascii: Bool, area: Rect) -> Plan? {
        var first: Plan?
        for size in BigText.sizes(ascii: ascii) {
            for label in ["STEP \(step)", "\(step)/\(count)", "\(step)"] {
                guard let plan = plan(size: size, label: label, text: text, timers: timers, now: now, area: area) else { continue }
                if first == nil { first = plan }
                if !plan.isCut, plan.size.rows == first?.size.rows { return plan }
                break
            }
        }
        return first
    }

    static func plan(size: BigText.Size, label: String, text: String, timers: [CookingTimer], now: Date, area: Rect) -> Plan? {
        let labelWidth = BigText.width(of: label, size: size)
        guard labelWidth <= area.width else { return nil }
        let band = size.rows + 1 // the big rows and one row of small type (a timer's name, or space)
        var rest = timers
        var topTimer: CookingTimer?
        if let first = rest.first, labelWidth + gap + 1 + BigText.width(of: clockText(first, now: now), size: size) <= area.width {
            topTimer = first
            rest.removeFirst()
        }
        // Pack the other timers' clocks into bands, side by side.
        var bands: [[CookingTimer]] = []
        var used = 0
        for timer in rest {
            let w = max(BigText.width(of: clockText(timer, now: now), size: size), 6)
            if bands.isEmpty || used + gap + w > area.width {
                guard w <= area.width else { return nil }
                bands.append([timer])
                used = w
            } else {
                bands[bands.count - 1].append(timer)
                used += gap + w
            }
        }
        let footer = 1
        let drawable = BigText.wrap(text, width: area.width, size: size)
        // Fewer timer bands before no step text: the step is what the cook came to read.
        while true {
            let textRows = area.height - band - bands.count * band - footer
            let fit = (textRows + 1) / band
            if let lines = drawable, fit >= 1 {
                return finish(size: size, label: label, topTimer: topTimer, bands: bands, rest: rest, lines: lines, fit: fit)
            }
            if drawable == nil, textRows >= 2 {
                return finish(size: size, label: label, topTimer: topTimer, bands: bands, rest: rest, lines: [], fit: 0)
            }
            if bands.isEmpty { return nil }
            bands.removeLast()
        }
    }

    private static func finish(size: BigText.Size, label: String, topTimer: CookingTimer?, bands: [[CookingTimer]],
                               rest: [CookingTimer], lines: [String], fit: Int) -> Plan {
        let shown = Set(bands.flatMap { $0 }.map(\.id))
        let leftOver = rest.filter { !shown.contains($0.id) }
        return Plan(size: size, label: label, topTimer: topTimer, timerBands: bands, leftOver: leftOver,
                    textLines: Array(lines.prefix(fit)), isCut: lines.count > fit)
    }

    static func draw(_ plan: Plan, text: String, next: String?, now: Date, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        let ascii = glyphs.isASCII
        let size = plan.size
        var y = area.y
        BigText.draw(plan.label, size: size, ascii: ascii, at: Point(x: area.x, y: y), role: .stepNumber, into: &buffer, clip: area)
        if let timer = plan.topTimer {
            let w = BigText.width(of: clockText(timer, now: now), size: size)
            drawTimer(timer, now: now, size: size, ascii: ascii, at: Point(x: area.maxX - w, y: y), into: &buffer, clip: area)
        }
        y += size.rows + 1
        var lines = plan.textLines
        if plan.isCut, let last = lines.last {
            lines[lines.count - 1] = withEllipsis(last, width: area.width, size: size)
        }
        for line in lines {
            BigText.draw(line, size: size, ascii: ascii, at: Point(x: area.x, y: y), role: .stepCurrent, into: &buffer, clip: area)
            y += size.rows + 1
        }
        // Timers sit at the bottom, where the eye finds them in the same place on every step.
        let footerY = area.maxY - 1
        var bandY = footerY - plan.timerBands.count * (size.rows + 1)
        let smallTop = y
        for band in plan.timerBands {
            var x = area.x
            for timer in band {
                let w = max(BigText.width(of: clockText(timer, now: now), size: size), 6)
                drawTimer(timer, now: now, size: size, ascii: ascii, at: Point(x: x, y: bandY), into: &buffer, clip: area)
                x += w + gap
            }
            bandY += size.rows + 1
        }
        // Small type in what is left: the whole step when the big letters stop short (nothing is
        // lost), the step when the font cannot draw it, else what comes next.
        let smallBottom = footerY - plan.timerBands.count * (size.rows + 1)
        var small: [(String, StyleRole)] = []
        if plan.textLines.isEmpty {
            small = TextWrap.lines(text, width: area.width).map { ($0, .stepCurrent) }
        } else if plan.isCut {
            small = TextWrap.lines(text, width: area.width).map { ($0, .body) }
        } else if let next {
            small = [("Next: " + next, .stepNext)]
        }
        let room = max(0, smallBottom - smallTop)
        for (i, item) in TextWrap.clipped(small.map(\.0), width: area.width, rows: room, ellipsis: glyphs.ellipsis).enumerated() {
            buffer.put(item, at: Point(x: area.x, y: smallTop + i), role: small[min(i, small.count - 1)].1, clip: area)
        }
        // The way back stays in sight at the right; timers with no room for big digits fill the rest.
        let hint = "b normal view"
        let hintWidth = TextWidth.width(of: hint)
        buffer.put(hint, at: Point(x: area.maxX - hintWidth, y: footerY), role: .muted, clip: area)
        let timers = plan.leftOver.map { "\(glyphs.timer) \($0.name) \(clockText($0, now: now))" }.joined(separator: "  \(glyphs.separator)  ")
        let line = TextWidth.truncated(timers, to: max(0, area.width - hintWidth - 2), ellipsis: glyphs.ellipsis)
        let rang = plan.leftOver.contains { $0.isExpired(at: now) }
        buffer.put(line, at: Point(x: area.x, y: footerY), role: rang ? .timerWarning : .timerRunning, clip: area)
    }

    /// A timer's name in small type over its clock in big digits; one that rang flashes.
    static func drawTimer(_ timer: CookingTimer, now: Date, size: BigText.Size, ascii: Bool, at point: Point, into buffer: inout Buffer, clip: Rect) {
        let clock = clockText(timer, now: now)
        let expired = timer.isExpired(at: now)
        let flashOn = Int(now.timeIntervalSince1970) % 2 == 0
        let left = timer.remaining(at: now)
        let role: StyleRole = expired ? (flashOn ? .timerExpired : .timerWarning) : (left < 60 ? .timerWarning : .timerRunning)
        let w = BigText.width(of: clock, size: size)
        if expired, flashOn { buffer.fill(Rect(x: point.x, y: point.y, width: w, height: size.rows), role: .timerExpired) }
        BigText.draw(clock, size: size, ascii: ascii, at: point, role: role, into: &buffer, clip: clip)
        let name = TextWidth.truncated(timer.name + (timer.isPaused ? " (paused)" : ""), to: max(w, 6), ellipsis: ascii ? "..." : "…")
        buffer.put(name, at: Point(x: point.x, y: point.y + size.rows), role: role == .timerExpired ? .timerWarning : role, clip: clip)
    }

    /// `line` with a big "…" at its end, dropping words (or letters) until it fits.
    static func withEllipsis(_ line: String, width: Int, size: BigText.Size) -> String {
        var words = line.split(separator: " ").map(String.init)
        while !words.isEmpty {
            let candidate = words.joined(separator: " ") + "…"
            if BigText.width(of: candidate, size: size) <= width { return candidate }
            if words.count > 1 { words.removeLast() } else { words[0].removeLast(); if words[0].isEmpty { words.removeAll() } }
        }
        return "…"
    }
}

extension Rect {
    /// The rect less `columns` on the right.
    func narrowed(by columns: Int) -> Rect {
        Rect(x: x, y: y, width: max(0, width - columns), height: height)
    }
}
