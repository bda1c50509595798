import Foundation
import Testing
import SousApp
import SousCore
import SousTestSupport
@testable import SousUI

/// The one key table against what the app does with it: the key map, the footer and the help.
@Suite struct KeyBindingTableTests {
    @Test(arguments: KeyContext.allCases)
    func noTwoBindingsOfAContextShareAKey(context: KeyContext) {
        let bindings = KeyBindings.bindings(for: context)
        for key in KeySamples.everyKey {
            let matching = bindings.filter { $0.matches(key) }.map(\.label)
            #expect(matching.count <= 1, "\(context): \(key) is bound by \(matching)")
            // The global keys come first, so a context binding one would never be reached.
            if KeyBindings.global.contains(where: { $0.matches(key) }) {
                #expect(matching.isEmpty, "\(context): \(key) is global")
            }
        }
    }

    @Test(arguments: KeyContext.allCases)
    func theSampleStateIsInItsContext(context: KeyContext) {
        #expect(KeyContext.current(KeySamples.state(context)) == context)
    }

    /// Help's label for a binding names keys that binding answers to.
    @Test(arguments: KeyContext.allCases)
    func everyHelpLabelNamesItsBindingsKeys(context: KeyContext) throws {
        for binding in KeyBindings.bindings(for: context) + KeyBindings.global + KeyBindings.alarm {
            let keys = try #require(KeySamples.keys(inLabel: binding.label), "\(context): cannot read \"\(binding.label)\"")
            for key in keys {
                #expect(binding.matches(key), "\(context): \"\(binding.label)\" names \(key), which it does not answer to")
            }
        }
    }

    /// Every hint in every footer names keys that do something there, through the binding that
    /// made the hint.
    @Test(arguments: KeyContext.allCases)
    func everyFooterHintIsARealBinding(context: KeyContext) throws {
        var states = [KeySamples.state(context)]
        // Hints shown only sometimes: a recipe to undo, filters to reset, a timer ringing behind.
        var more = KeySamples.state(context)
        more.lastDeleted = DeletedRecipe(recipe: Fixtures.tart)
        more.search.filters.difficulty = .hard
        more.settingsCursor = SettingsRow.member.rawValue
        if context != .cooking, context != .cookingFinished { more.cooking = SampleScreens.cooking.cooking }
        more.cooking?.isShown = context == .cooking || context == .cookingFinished
        more.now = SampleScreens.cooking.now
        states.append(more)
        for state in states {
            #expect(KeyContext.current(state) == context)
            let active = KeyBindings.active(in: state)
            let hinted = active.compactMap { binding in binding.hint(in: state).map { (binding, $0) } }
            #expect(!hinted.isEmpty)
            for (binding, hint) in hinted {
                let keys = try #require(KeySamples.keys(inLabel: hint.key), "\(context): cannot read hint key \"\(hint.key)\"")
                #expect(keys.contains(where: binding.matches), "\(context): \"\(hint.key) \(hint.text)\" is not its binding's key")
                for key in keys {
                    #expect(KeyMap.action(for: key, in: state) != nil, "\(context): \"\(hint.key) \(hint.text)\": \(key) does nothing")
                }
            }
        }
    }

    /// The screen's main action is in its footer at every size the app is used at.
    @Test(arguments: KeyContext.allCases)
    func theMainActionIsInTheFooterAtEveryWidth(context: KeyContext) throws {
        let state = KeySamples.state(context)
        let mains = KeyBindings.hints(in: state).filter { $0.importance == .main }
        #expect(mains.count == 1, "\(context): \(mains)")
        let main = try #require(mains.first)
        for size in [Size(width: 100, height: 30), Size(width: 80, height: 24), Size(width: 40, height: 12)] {
            let footer = AppView.render(state, size: size).lines.last ?? ""
            #expect(footer.contains("\(main.key) \(main.text)"), "\(context) at \(size.width): \(footer)")
        }
    }

    /// Issue 27 item 12: the recipe's footer shows `c cook`, at 80 and 40 columns too.
    @Test(arguments: [100, 80, 40])
    func theRecipeFooterOffersCooking(width: Int) {
        let footer = AppView.render(SampleScreens.detail, size: Size(width: width, height: 24)).lines.last ?? ""
        #expect(footer.contains("c cook"), "\(footer)")
        #expect(footer.contains("Esc back"), "\(footer)")
    }

    /// A narrow footer drops the least important hints, never a more important one for a less.
    @Test func aNarrowFooterKeepsTheMostImportantHints() {
        let hints = KeyBindings.hints(in: SampleScreens.detail)
        for width in [100, 80, 60, 40] {
            let kept = StatusBarView.fitting(hints, width: width)
            let dropped = hints.filter { !kept.contains($0) }
            #expect(kept.map { StatusBarView.width(of: $0) }.reduce(0, +) <= width - 1)
            for gone in dropped {
                // Dropped only for want of room: nothing less important that is as wide was kept instead.
                #expect(!kept.contains { $0.importance < gone.importance && StatusBarView.width(of: $0) >= StatusBarView.width(of: gone) },
                        "\(width): \(gone) dropped")
            }
        }
        #expect(StatusBarView.fitting(hints, width: 40).count < hints.count)
    }

    /// The help overlay lists, under the current screen, exactly that context's bindings, then the
    /// keys that work everywhere.
    @Test(arguments: KeyContext.allCases.filter { ![.help, .dialog, .choiceDialog, .textDialog, .planPicker, .collectionPicker, .syncConflicts, .aiForm,
                                                         .memoryRecorder, .memoryPlayback, .memoryTranscript, .memoryDelete, .dietPicker, .dietReview,
                                                         .planForMe].contains($0) })
    func helpListsTheContextsBindings(context: KeyContext) {
        var state = KeySamples.state(context)
        state.isHelpShown = true
        let sections = HelpView.sections(for: state)
        #expect(sections.first?.section == context.title)
        let listed = sections.first?.keys.map { "\($0.key) \($0.does)" } ?? []
        #expect(listed == KeyBindings.bindings(for: context).map { "\($0.label) \($0.help)" })
        #expect(sections.dropFirst().first?.keys.map(\.key) == (KeyBindings.global + KeyBindings.alarm).map(\.label))
        // The other screens follow with their own keys.
        #expect(Set(sections.map(\.section)).count == sections.count)
    }
}
