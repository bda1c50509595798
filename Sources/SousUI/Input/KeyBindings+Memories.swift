import SousApp
import SousCore

/// Spoken memories: the recipe's list (`M`), the recorder, playback, the transcript field and
/// the delete question.
extension KeyBindings {
    /// `m` on a recipe, in the cooking overlay and on the family member row: record.
    static let recordMemory = KeyBinding.bind([.character("m")], "m", "answer the next memory question by speaking", .memory(.recordNextRequested))

    static let memories: [KeyBinding] = [
        .bind([.up, .down, .character("k"), .character("j")], "↑↓ j k", "move") { press in
            .memory(.selectionMoved(by: press.key == .up || press.key == .character("k") ? -1 : 1))
        }.hint("move", key: "↑↓"),
        .bind([.enter, .character(" ")], "Enter, Space", "play the recording", .memory(.playRequested)).hint("play", .main, key: "Enter"),
        .bind([.character("t")], "t", "correct the transcript", .memory(.editRequested)).hint("correct"),
        .bind([.character("d"), .delete], "d, Delete", "delete the memory and its recording (asks first)", .memory(.deleteRequested)).hint("delete", key: "d"),
        recordMemory.hint("record", .low),
        .bind([.escape, .character("M")], "Esc, M", "back to the recipe", .memory(.focusToggled)).hint("back", .high, key: "Esc"),
        helpKey.hint("help", .low),
        quit,
    ]

    static let memoryRecorder: [KeyBinding] = [
        .bind([.enter], "Enter", "stop and keep the recording; once done, close") { _ in .memory(.stopRequested) }
            .hint { state in
                guard let recorder = state.memory.recorder, recorder.isOver || recorder.isLive else { return nil }
                return KeyHint(key: "Enter", text: recorder.isOver ? "done" : "stop", importance: .main)
            },
        .bind([.escape], "Esc", "cancel: keep nothing (once done, close)", .memory(.cancelRequested))
            .hint { state in state.memory.recorder?.isOver == true ? nil : KeyHint(key: "Esc", text: "cancel", importance: .high) },
        .bind([.character("t")], "t", "correct the transcript, once done") { press in
            press.state.memory.recorder?.saved == nil ? nil : .memory(.editRequested)
        }.hint { state in state.memory.recorder?.saved == nil ? nil : KeyHint(key: "t", text: "correct", importance: .high) },
    ]

    static let memoryPlayback: [KeyBinding] = [
        .bind([.character(" "), .character("p")], "Space, p", "pause or play", .memory(.pauseToggled)).hint { state in
            KeyHint(key: "Space", text: state.memory.playback?.isPaused == true ? "play" : "pause", importance: .main)
        },
        .bind([.left, .right], "← →", "back or on 5 seconds") { press in
            .memory(.seek(by: press.key == .left ? -5 : 5))
        }.hint("5 s", .high, key: "←→"),
        .bind([.escape, .enter], "Esc, Enter", "stop", .memory(.playbackClosed)).hint("stop", .high, key: "Esc"),
    ]

    static let memoryTranscript: [KeyBinding] = [
        .bind(patterns: [.printable], "type", "correct the words") { press in
            guard case .character(let c) = press.key else { return nil }
            return .memory(.editTyped(String(c)))
        },
        .bind([.backspace], "Backspace", "delete a letter", .memory(.editBackspace)),
        .bind([.ctrl("u")], "Ctrl-U", "clear", .memory(.editCleared)),
        .bind([.enter], "Enter", "save (then it is no longer marked machine-made)", .memory(.editSaved)).hint("save", .main),
        .bind([.escape], "Esc", "keep the transcript as it was", .memory(.editCancelled)).hint("cancel", .high),
    ]

    static let memoryDelete: [KeyBinding] = [
        .bind([.character("y"), .enter], "y, Enter", "delete the memory and its recording", .memory(.deleteAnswered(true))).hint("delete", .main, key: "y"),
        .bind([.character("n"), .escape], "n, Esc", "keep it", .memory(.deleteAnswered(false))).hint("keep", .high, key: "n"),
    ]
}
