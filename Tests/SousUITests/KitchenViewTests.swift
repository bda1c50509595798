import Foundation
import Testing
import SousApp
import SousCore
import SousTestSupport
@testable import SousUI

/// The kitchen-distance view: the step number, the step and the timers in big letters (issue 27 item 24).
@Suite struct KitchenViewTests {
    static var kitchen: AppState {
        var state = SampleScreens.cooking
        state.settings.kitchenDistance = true
        return state
    }

    @Test(arguments: [(100, 30, false), (80, 24, false), (40, 12, false), (80, 24, true), (40, 12, true)])
    func golden(width: Int, height: Int, ascii: Bool) {
        let buffer = AppView.render(Self.kitchen, size: Size(width: width, height: height), glyphs: ascii ? .ascii : .unicode)
        Golden.assert(buffer.golden, named: "cooking-kitchen\(ascii ? "-ascii" : "")-\(width)x\(height)", suite: "SousUITests")
    }

    /// The normal overlay draws the step in ordinary letters: no big glyphs anywhere.
    @Test func theNormalOverlayHasNoBigLetters() {
        let buffer = AppView.render(SampleScreens.cooking, size: Size(width: 100, height: 30))
        #expect(!buffer.lines.joined().contains("██"))
    }

    /// 100x30 holds "Chill the pastry for 30 minutes." whole only condensed (as tall as large);
    /// 80x24 shows its first words large (and the whole step in ordinary type) rather than all of
    /// it smaller; 40x12 takes half blocks, timers in the footer.
    @Test(arguments: [(100, 30, BigText.Size.narrow, true), (80, 24, .large, true), (40, 12, .small, false)])
    func theLargestSizeThatFitsIsChosen(width: Int, height: Int, size: BigText.Size, bigTimers: Bool) throws {
        let cooking = try #require(Self.kitchen.cooking)
        let session = cooking.session
        let area = Rect(x: 1, y: 2, width: width - 2, height: height - 3)
        let plan = try #require(KitchenView.plan(step: session.stepIndex + 1, of: session.stepCount, text: session.currentStep!.text,
                                                 timers: KitchenView.ordered(session.workstate.timers, now: Self.kitchen.now),
                                                 now: Self.kitchen.now, ascii: false, area: area))
        #expect(plan.size == size)
        #expect(!plan.textLines.isEmpty, "at least the step's first words are big")
        #expect((plan.topTimer != nil || !plan.timerBands.isEmpty) == bigTimers, "the timer that rang is big too")
        #expect(plan.topTimer.map { $0.isExpired(at: Self.kitchen.now) } ?? true, "the one that rang leads")
    }

    @Test func theStepNumberIsFiveRowsOfBlocksAt100x30() {
        let lines = AppView.render(Self.kitchen, size: Size(width: 100, height: 30)).lines
        // Rows 2-6 (under the overlay's header and progress bar) carry "STEP 2", condensed.
        let expected = BigText.rows("STEP 2", size: .narrow)
        let rows = lines[2...6].map { String($0.dropFirst(1).prefix(expected[0].count)) }
        #expect(rows == expected)
        #expect(expected[0].contains("█"))
    }

    @Test func asciiUsesHashesOnly() {
        let lines = AppView.render(Self.kitchen, size: Size(width: 80, height: 24), glyphs: .ascii).lines
        let body = lines[2..<(lines.count - 1)].joined()
        #expect(body.contains("##"))
        #expect(!body.contains("█") && !body.contains("▀") && !body.contains("▄"))
    }

    @Test func aStepTooLongForBigLettersIsRepeatedWhole() {
        var state = Self.kitchen
        let long = "Whisk the eggs, sugar, lemon juice and zest until smooth, then strain into the baked case and bake until just set."
        state.cooking?.session.recipe.instructions[1].text = long
        let text = AppView.render(state, size: Size(width: 80, height: 24)).lines.joined(separator: "\n")
        #expect(text.contains("Whisk the eggs, sugar"), "the whole step in small type under the big words")
        #expect(text.contains("just set."))
    }

    @Test func wordsTheFontCannotDrawStayInOrdinaryType() {
        var state = Self.kitchen
        state.cooking?.session.recipe.instructions[1].text = "红烧肉 simmer for an hour."
        let text = AppView.render(state, size: Size(width: 80, height: 24)).lines.joined(separator: "\n")
        #expect(text.contains("红烧肉 simmer for an hour."))
    }

    @Test func bSwitchesTheViewAndTheChoiceIsSaved() {
        var state = SampleScreens.cooking
        let action = KeyMap.action(for: .character("b"), in: state)
        #expect(action == .settings(.kitchenDistanceToggled))
        let effects = AppReducer.reduce(&state, .settings(.kitchenDistanceToggled))
        #expect(state.settings.kitchenDistance)
        #expect(effects == [.store(.saveSettings(state.settings))])
        _ = AppReducer.reduce(&state, .settings(.kitchenDistanceToggled))
        #expect(!state.settings.kitchenDistance)
    }

    @Test func everySizeDrawsWithoutCrashing() {
        for width in [40, 41, 50, 63, 79, 120, 200] {
            for height in [12, 13, 15, 20, 40, 60] {
                for glyphs in [Glyphs.unicode, .ascii] {
                    let buffer = AppView.render(Self.kitchen, size: Size(width: width, height: height), glyphs: glyphs)
                    #expect(buffer.size == Size(width: width, height: height))
                }
            }
        }
    }
}

@Suite struct BigTextTests {
    @Test func digitsAreFiveRowsAndTwoColumnsAPixelWhenLarge() {
        let rows = BigText.rows("10", size: .large)
        #expect(rows == [
            "  ██    ██████",
            "████    ██  ██",
            "  ██    ██  ██",
            "  ██    ██  ██",
            "██████  ██████",
        ])
        #expect(BigText.width(of: "10", size: .large) == 14)
    }

    @Test func smallPacksTwoPixelRowsIntoOneWithHalfBlocks() {
        #expect(BigText.rows("1", size: .small) == ["▄█ ", " █ ", "▀▀▀"])
        #expect(BigText.rows("1", size: .narrow, ascii: true) == [" # ", "## ", " # ", " # ", "###"])
    }

    @Test func wrappingBreaksAtSpacesAndFoldsCaseAndAccents() {
        #expect(BigText.wrap("Chill the pastry", width: BigText.width(of: "CHILL THE", size: .small), size: .small) == ["CHILL THE", "PASTRY"])
        #expect(BigText.wrap("crème brûlée", width: 200, size: .large) == ["CRÈME BRÛLÉE"])
        #expect(BigText.canDraw("CRÈME BRÛLÉE 180°C"))
        #expect(!BigText.canDraw("红烧肉"))
        #expect(BigText.wrap("红烧肉", width: 200, size: .large) == nil)
    }

    @Test func everyLetterDigitAndCommonMarkHasAGlyph() {
        for character in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:;!?-+='\"()/%&°×…" {
            let glyph = BigFont.glyph(for: character)
            #expect(glyph?.count == BigFont.height, "\(character)")
            #expect(Set(glyph?.map(\.count) ?? []).count == 1, "\(character) rows differ in width")
        }
    }
}
