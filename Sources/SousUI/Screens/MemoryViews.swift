import Foundation
import SousApp
import SousCore

/// Spoken memories on screen: the recipe view's section, and the recorder, playback, transcript
/// and delete panels over it.
enum MemoryViews {
    /// The recipe view's spoken memories, under its Family memory: completion, the next question,
    /// then each memory (question, speaker, date, length, transcript and its mark).
    static func sectionLines(_ memory: MemoryState, glyphs: Glyphs, width: Int) -> [DetailView.Line] {
        var lines: [DetailView.Line] = []
        func text(_ s: String, _ role: StyleRole, indent: Int = 0, item: Int? = nil) {
            for wrapped in TextWrap.lines(s, width: max(1, width - indent)) {
                lines.append(DetailView.Line(pieces: [(String(repeating: " ", count: indent) + wrapped, role)], item: item))
            }
        }
        lines.append(DetailView.Line(pieces: [], item: nil))
        let completion = memory.completion
        text("\(glyphs.memory) Spoken memories \(glyphs.separator) \(completion.answered) of \(completion.total) questions answered", .heading)
        if let next = completion.next {
            text("Next (m): \(next.text)", .muted, indent: 2)
        } else if completion.total > 0 {
            text("Every question is answered; m records another memory.", .muted, indent: 2)
        }
        if memory.items.isEmpty {
            text("None yet: m answers the next question by speaking.", .muted, indent: 2)
        } else if !memory.isFocused {
            text("M: play, correct or delete them.", .muted, indent: 2)
        }
        for (index, item) in memory.items.enumerated() {
            let selected = memory.isFocused && index == memory.selection
            let m = item.memory
            var head = [m.question ?? "A memory"]
            if let speaker = m.speaker, !speaker.isEmpty { head.append(speaker) }
            head.append(dateText(m.recordedAt))
            head.append(duration(m.durationSeconds))
            let marker = selected ? "\(glyphs.cursor) " : "  "
            // The marker outside the wrap, which drops leading spaces.
            for (i, wrapped) in TextWrap.lines(head.joined(separator: " \(glyphs.separator) "), width: max(1, width - 2)).enumerated() {
                lines.append(DetailView.Line(pieces: [((i == 0 ? marker : "  ") + wrapped, .body)], item: self.item(forMemory: index)))
            }
            if item.audioMissing { text("the recording is missing: \(m.audioPath)", .fieldError, indent: 4, item: self.item(forMemory: index)) }
            if m.transcriptPending {
                text("(transcript pending: sous memory transcript \(m.id ?? 0) --transcribe)", .muted, indent: 4, item: self.item(forMemory: index))
            } else {
                let transcript = m.transcript.isEmpty ? "(nothing recognised)" : "“\(m.transcript)”"
                text(transcript + (m.transcriptEdited ? "" : " (machine-made)"), .familyMemory, indent: 4, item: self.item(forMemory: index))
            }
        }
        return lines
    }

    /// The recipe view's item number of a spoken memory: below zero, apart from the recipe's own.
    static func item(forMemory index: Int) -> Int { -2 - index }

    static func dateText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.dateFormat = "d MMM yyyy"
        return formatter.string(from: date)
    }

    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        return whole < 60 ? "\(whole) s" : "\(whole / 60):\(String(format: "%02d", whole % 60))"
    }

    /// A level in dBFS as a bar: -60 dB empty, 0 dB full.
    static func meter(_ level: Double, width: Int, glyphs: Glyphs) -> (filled: String, empty: String) {
        let cells = max(0, min(width, Int(((level + 60) / 60 * Double(width)).rounded())))
        let full = glyphs.isASCII ? "#" : "█"
        let none = glyphs.isASCII ? "." : "·"
        return (String(repeating: full, count: cells), String(repeating: none, count: width - cells))
    }

    static func panel(_ title: String, height: Int, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) -> Rect? {
        let width = min(area.width - 2, 64)
        guard width >= 30, area.height >= height else { return nil }
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        buffer.box(box, glyphs: glyphs.box, border: .dialogBorder, fill: .dialog)
        buffer.put(" \(TextWidth.truncated(title, to: width - 6)) ", at: Point(x: box.x + 2, y: box.y), role: .dialogTitle, clip: box)
        return box
    }

    /// The recorder: the question, the state, a live level meter and the elapsed time; the
    /// transcript once done.
    static func renderRecorder(_ recorder: RecorderPanel, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        let title = recorder.noteStep != nil || recorder.question == nil && recorder.subject.name.isEmpty
            ? "Kitchen note" : "A memory of \(recorder.subject.name)"
        guard let box = panel(recorder.noteStep != nil ? "Kitchen note \(glyphs.separator) \(recorder.subject.name)" : title,
                              height: min(area.height, 12), glyphs: glyphs, into: &buffer, area: area) else { return }
        let clip = box.inset(by: 1)
        let inner = box.width - 4
        var y = box.y + 2
        func line(_ s: String, _ role: StyleRole) {
            for wrapped in TextWrap.lines(s, width: max(1, inner)) where y < box.y + box.height - 2 {
                buffer.put(wrapped, at: Point(x: box.x + 2, y: y), role: role, clip: clip)
                y += 1
            }
        }
        let asked = recorder.noteStep.map { "A note on step \($0)." } ?? recorder.question?.text ?? "Anything you remember."
        line(asked, .heading)
        y += 1
        switch recorder.state {
        case .idle, .ready, .preparing:
            line("Listen to the question, then speak…", .muted)
        case .recording(let elapsed, let level):
            let clock = duration(elapsed)
            let label = "\(glyphs.bullet) Recording  \(clock)  "
            let bar = meter(level, width: max(4, inner - TextWidth.width(of: label) - 1), glyphs: glyphs)
            var x = box.x + 2
            x += buffer.put(label, at: Point(x: x, y: y), role: .timerExpired, clip: clip)
            x += buffer.put(bar.filled, at: Point(x: x, y: y), role: .progressFilled, clip: clip)
            buffer.put(bar.empty, at: Point(x: x, y: y), role: .progressEmpty, clip: clip)
            y += 1
            line("Speak; a pause of a few seconds ends it.", .muted)
        case .processing(let reason):
            line("Writing it down" + (reason == .microphoneLost ? " (the microphone was lost: keeping what was recorded)" : "") + "…", .voiceThinking)
        case .transcribed(let text):
            if let saved = recorder.saved {
                line("Kept: \(duration(saved.memory.durationSeconds))" + (recorder.notice.map { ". \($0)" } ?? ""), .bannerSuccess)
            }
            line(text.isEmpty ? "(nothing recognised)" : "“\(text)”", .familyMemory)
            if recorder.saved?.memory.transcriptEdited == false { line("(machine-made: t corrects it)", .muted) }
        case .error(let message, let kept):
            line(message.hasSuffix(".") ? message : message + ".", .fieldError)
            if !message.lowercased().contains("nothing was kept") { line(kept ? "The recording is kept." : "Nothing was kept.", .muted) }
        case .cancelled:
            line("Cancelled: nothing was kept.", .muted)
        }
        let keys = recorder.isOver ? (recorder.saved != nil ? "t correct  Enter done" : "Enter close") : recorder.isLive ? "Enter stop  Esc cancel" : "Esc cancel"
        buffer.put(TextWidth.truncated(keys, to: inner), at: Point(x: box.x + 2, y: box.y + box.height - 2), role: .keyHintLabel, clip: clip)
    }

    /// Playback: the memory, a progress bar and elapsed / total.
    static func renderPlayback(_ playback: PlaybackPanel, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        guard let box = panel("Playing", height: 7, glyphs: glyphs, into: &buffer, area: area) else { return }
        let clip = box.inset(by: 1)
        let inner = box.width - 4
        buffer.put(TextWidth.truncated(playback.title, to: inner), at: Point(x: box.x + 2, y: box.y + 2), role: .heading, clip: clip)
        let times = " \(duration(playback.elapsed)) / \(duration(playback.total))" + (playback.isPaused ? " paused" : "")
        let barWidth = max(4, inner - TextWidth.width(of: times))
        let done = playback.total > 0 ? Int((playback.elapsed / playback.total * Double(barWidth)).rounded()) : 0
        let filled = max(0, min(barWidth, done))
        var x = box.x + 2
        x += buffer.put(String(repeating: glyphs.isASCII ? "=" : "━", count: filled), at: Point(x: x, y: box.y + 3), role: .progressFilled, clip: clip)
        x += buffer.put(String(repeating: glyphs.isASCII ? "-" : "─", count: barWidth - filled), at: Point(x: x, y: box.y + 3), role: .progressEmpty, clip: clip)
        buffer.put(times, at: Point(x: x, y: box.y + 3), role: .body, clip: clip)
        let keys = inner >= 44 ? "Space \(playback.isPaused ? "play" : "pause")  ←→ 5 s  Esc stop" : "Space  ←→  Esc"
        buffer.put(keys, at: Point(x: box.x + 2, y: box.y + 5), role: .keyHintLabel, clip: clip)
    }

    /// The transcript's text field.
    static func renderEditor(_ edit: TranscriptEdit, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        guard let box = panel("Correct the transcript", height: min(area.height, 10), glyphs: glyphs, into: &buffer, area: area) else { return }
        let clip = box.inset(by: 1)
        let inner = box.width - 4
        let field = Rect(x: box.x + 2, y: box.y + 2, width: inner, height: box.height - 5)
        buffer.fill(field, role: .fieldFocused)
        let lines = TextWrap.lines(edit.text + "▏", width: max(1, inner))
        for (i, wrapped) in lines.suffix(field.height).enumerated() {
            buffer.put(wrapped, at: Point(x: field.x, y: field.y + i), role: .fieldFocused, clip: field)
        }
        buffer.put("Enter save  Ctrl-U clear  Esc keep the old", at: Point(x: box.x + 2, y: box.y + box.height - 2), role: .keyHintLabel, clip: clip)
    }

    static func renderDeleteQuestion(_ memory: MemoryState, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        guard let item = memory.items.first(where: { $0.memory.id == memory.confirmingDelete }),
              let box = panel("Delete memory", height: 7, glyphs: glyphs, into: &buffer, area: area) else { return }
        let clip = box.inset(by: 1)
        let text = "Delete “\(item.memory.question ?? "this memory")” and its recording? It cannot be undone."
        for (i, wrapped) in TextWrap.lines(text, width: box.width - 4).prefix(3).enumerated() {
            buffer.put(wrapped, at: Point(x: box.x + 2, y: box.y + 2 + i), role: .body, clip: clip)
        }
        buffer.put("y delete  n keep", at: Point(x: box.x + 2, y: box.y + 5), role: .keyHintLabel, clip: clip)
    }

    /// The panels over everything, topmost last.
    static func renderOverlays(_ state: AppState, glyphs: Glyphs, into buffer: inout Buffer, area: Rect) {
        let memory = state.memory
        if memory.confirmingDelete != nil { renderDeleteQuestion(memory, glyphs: glyphs, into: &buffer, area: area) }
        if let playback = memory.playback { renderPlayback(playback, glyphs: glyphs, into: &buffer, area: area) }
        if let recorder = memory.recorder { renderRecorder(recorder, glyphs: glyphs, into: &buffer, area: area) }
        if let edit = memory.editing { renderEditor(edit, glyphs: glyphs, into: &buffer, area: area) }
    }
}
