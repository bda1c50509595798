import SousCore

extension AppReducer {
    /// Import from a file or URL: ask where, preview what it holds, store what is ticked.
    static func reduceImport(_ state: inout AppState, _ action: ImportAction) -> [Effect] {
        switch action {
        case .requested:
            state.dialog = Dialog(.importFile, title: "Import a recipe",
                                  message: "A file or a web address: a saved recipe page (.html), a Cooklang file (.cook), a Paprika export, schema.org recipe JSON (Mealie, Nextcloud) or a Sous export. Nothing is stored before you see what it holds.",
                                  input: "", yes: "read it")
            return []
        case .previewed(let preview):
            state.importPreview = preview
            state.detail = nil
            state.tab = .add
            if state.editor == nil { state.editor = state.newEditor() }
            return []
        case .itemToggled:
            guard var preview = state.importPreview, preview.archive == nil, preview.items.indices.contains(preview.selection) else { return [] }
            preview.items[preview.selection].isIncluded.toggle()
            state.importPreview = preview
            return []
        case .confirmed:
            guard let preview = state.importPreview else { return [] }
            guard preview.archive != nil || preview.includedCount > 0 else {
                state.banner = Banner(.warning, "Nothing is ticked: Space ticks a recipe, Esc leaves without importing.")
                return [.terminal(.ringBell)]
            }
            state.importPreview = nil
            state.tab = .home
            return [.transfer(.commitImport(preview))]
        }
    }
}
