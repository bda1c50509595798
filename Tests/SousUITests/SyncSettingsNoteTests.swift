import Foundation
import Testing
import SousApp
import SousCore
import SousTestSupport
@testable import SousUI

/// Settings' sync rows carry what the last sync needs the cook to know beyond its counts.
@Suite struct SyncSettingsNoteTests {
    @Test func theLastSyncsNoteIsShownWithTheSyncRows() {
        var state = AppState()
        state.sync.setup = SyncSetup(server: "postgres://sous_k_1@db.example.org:5432/sous", family: "Ours")
        let command = "sous family upgrade-server postgres://ADMIN@db.example.org:5432/sous"
        state.sync.last = SyncRun(at: Date(), pushed: 1, pulled: 0, conflicts: 0,
                                  note: "the server is older than this Sous: 2 memory change(s) wait until it is upgraded (`\(command)`)")
        for row in [SettingsRow.syncServer, .lastSync, .syncNow] {
            #expect(SettingsView.note(for: row, in: state).hasPrefix("Last sync: the server is older than this Sous: 2 memory change(s) wait"))
        }
        state.sync.last?.note = nil
        #expect(!SettingsView.note(for: .lastSync, in: state).contains("Last sync:"))
    }
}
