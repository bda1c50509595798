import Foundation
import Testing
import SousApp
import SousCore
import SousTestSupport
@testable import SousUI

/// The recipe view's spoken memories and the panels over it, as drawn.
@Suite struct MemoryViewTests {
    func text(_ state: AppState, _ size: Size = Size(width: 100, height: 40)) -> String {
        AppView.render(state, size: size).lines.joined(separator: "\n")
    }

    @Test func theSectionListsMemoriesWithCompletionAndMarks() {
        var state = KeySamples.memorySample()
        state.memory.items.append(MemoryItem(memory: Memory(id: 2, recipeId: 3, question: "Kitchen note, step 2", recordedAt: Date(timeIntervalSince1970: 1_790_000_000),
                                                            durationSeconds: 75, audioPath: "gone.flac", transcript: "less sugar", transcriptEdited: true),
                                             audioMissing: true))
        let lines = MemoryViews.sectionLines(state.memory, glyphs: .unicode, width: 90).map { $0.pieces.map(\.0).joined() }
        let all = lines.joined(separator: "\n")
        #expect(all.contains("1 of 2 questions answered"), "\(all)")
        #expect(all.contains("Next (m): What is the secret?"))
        #expect(all.contains("Who first made this? · Ann · 21 Sep 2026 · 12 s"), "\(all)")
        #expect(all.contains("“granny made it every sunday” (machine-made)"))
        #expect(all.contains("Kitchen note, step 2") && all.contains("1:15"))
        #expect(all.contains("“less sugar”") && !all.contains("“less sugar” (machine-made)"))
        #expect(all.contains("the recording is missing: gone.flac"))
    }

    @Test func focusedTheSelectedMemoryIsInSightOnALongRecipe() {
        var state = KeySamples.memorySample()
        state.memory.isFocused = true
        let shown = text(state, Size(width: 80, height: 14))
        #expect(shown.contains("▸ Who first made this?") || shown.contains("Who first made this?"), "\(shown)")
        #expect(shown.contains("Enter play"), "\(shown)")
    }

    @Test func theRecorderShowsTheQuestionTimeAndMeter() {
        let state = KeySamples.state(.memoryRecorder)
        let shown = text(state)
        #expect(shown.contains("A memory of Lemon Tart"), "\(shown)")
        #expect(shown.contains("Who first made this?"))
        #expect(shown.contains("Recording  4 s"), "\(shown)")
        #expect(shown.contains("███"), "a level of -18 dBFS fills most of the meter")
        #expect(shown.contains("Enter stop") && shown.contains("Esc cancel"))
    }

    @Test func playbackShowsProgressAndTimes() {
        let shown = text(KeySamples.state(.memoryPlayback))
        #expect(shown.contains("3 s / 12 s"), "\(shown)")
        #expect(shown.contains("Space pause"))
    }

    @Test func theTranscriptFieldAndTheDeleteQuestion() {
        #expect(text(KeySamples.state(.memoryTranscript)).contains("Granny made it every Sunday"))
        #expect(text(KeySamples.state(.memoryDelete)).contains("Delete “Who first made this?” and its recording?"))
    }
}
