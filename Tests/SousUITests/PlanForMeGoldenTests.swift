import Foundation
import Testing
import SousApp
import SousCore
import SousTestSupport
@testable import SousUI

/// "Plan for me" over the week: the form, the proposal while the provider works (kept, cookbook,
/// generated, failed and waiting days, the spinner with the time so far), and the whole proposal.
@Suite struct PlanForMeGoldenTests {
    @Test(arguments: [("plan-for-me-form", 80, 24), ("plan-for-me-form", 40, 12), ("plan-for-me", 100, 30), ("plan-for-me", 40, 12),
                      ("plan-for-me-ready", 80, 24)])
    func screen(name: String, width: Int, height: Int) {
        let state: AppState = switch name {
        case "plan-for-me-form": SampleScreens.planForMeForm
        case "plan-for-me-ready": SampleScreens.planForMeReady
        default: SampleScreens.planForMeProposal
        }
        let buffer = AppView.render(state, size: Size(width: width, height: height))
        Golden.assert(buffer.golden, named: "\(name)-\(width)x\(height)", suite: "SousUITests")
    }

    @Test(arguments: [(1, 1), (0, 0), (39, 11), (200, 60)])
    func everySizeRendersWithoutCrashing(width: Int, height: Int) {
        for state in [SampleScreens.planForMeForm, SampleScreens.planForMeProposal, SampleScreens.planForMeReady] {
            #expect(AppView.render(state, size: Size(width: width, height: height)).size == Size(width: width, height: height))
        }
    }

    @Test func theFooterSaysWhatEnterDoesAtEachStage() {
        let form = KeyBindings.hints(in: SampleScreens.planForMeForm).map { "\($0.key) \($0.text)" }
        #expect(form.contains("Enter propose") && form.contains("←→ change"))
        let ready = KeyBindings.hints(in: SampleScreens.planForMeReady).map { "\($0.key) \($0.text)" }
        #expect(ready.contains("Enter plan these") && !ready.contains("←→ change"))
    }
}
