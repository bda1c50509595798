import SousCore

/// Import from a file or URL, on its own slice (the preview): ask where, preview what it holds,
/// store what is ticked.
enum ImportReducer {
    static func reduce(_ preview: inout ImportPreview?, _ action: ImportAction) -> Reduction {
        switch action {
        case .requested:
            return Reduction(ask: Dialog(.importFile, title: "Import a recipe",
                                         message: "A file or a web address: a saved recipe page (.html), a Cooklang file (.cook), a Paprika export, schema.org recipe JSON (Mealie, Nextcloud) or a Sous export. Nothing is stored before you see what it holds.",
                                         input: "", yes: "read it"))
        case .previewed(let new):
            preview = new
            // The preview shows on the Add tab, over a form (a blank one when there was none).
            return Reduction(requests: [.closeRecipe, .showTab(.add), .ensureEditor])
        case .itemToggled:
            guard var current = preview, current.archive == nil, current.items.indices.contains(current.selection) else { return .none }
            current.items[current.selection].isIncluded.toggle()
            preview = current
            return .none
        case .confirmed:
            guard let current = preview else { return .none }
            guard current.archive != nil || current.includedCount > 0 else {
                return Reduction([.terminal(.ringBell)], banner: Banner(.warning, "Nothing is ticked: Space ticks a recipe, Esc leaves without importing."))
            }
            preview = nil
            return Reduction([.transfer(.commitImport(current))], requests: [.showTab(.home)])
        }
    }
}

extension AppReducer {
    /// The whole-state entry point Settings and the AI form reach Import through.
    static func reduceImport(_ state: inout AppState, _ action: ImportAction) -> [Effect] {
        scope(&state, \.importPreview) { ImportReducer.reduce(&$0, action) }
    }
}
