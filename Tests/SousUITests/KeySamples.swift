import Foundation
import SousApp
import SousCore
import SousTestSupport
@testable import SousUI

/// A state for every key context, and the keys written in hints, help and the guide read back
/// as key events.
enum KeySamples {
    static func state(_ context: KeyContext) -> AppState {
        var state = SampleScreens.home
        switch context {
        case .home: break
        case .search:
            state.tab = .search
            state.search.text = "garlic"
        case .recipe: state = SampleScreens.detail
        case .editor:
            state.tab = .add
            state.editor = .blank
        case .importPreview:
            state.tab = .add
            state.editor = .blank
            let scones = Recipe(title: "Nana's Scones", category: "baking", servings: 8, ingredients: [Ingredient(name: "flour")])
            state.importPreview = ImportPreview(source: "scones.json", items: [
                .init(imported: ImportedRecipe(recipe: scones, report: RecipeImportReport(source: "scones.json"))),
            ])
        case .settings:
            state.tab = .settings
        case .week: state = SampleScreens.week
        case .shopping: state = SampleScreens.shopping
        case .collections:
            var list = CollectionsState()
            list.collections = [RecipeCollection(id: 1, name: "Sunday baking", recipeIds: [3])]
            list.isLoaded = true
            state.collections = list
        case .cooking: state = SampleScreens.cooking
        case .cookingFinished:
            state = SampleScreens.cooking
            for _ in 0..<4 { state.cooking?.session.apply(.markStepDone(nil), now: state.now) }
        case .planPicker: state = SampleScreens.planPicker
        case .collectionPicker:
            state = SampleScreens.detail
            var picker = CollectionPicker(recipeId: 3, recipeTitle: "Lemon Tart")
            picker.collections = [RecipeCollection(id: 1, name: "Sunday baking", recipeIds: [3])]
            picker.isLoaded = true
            state.collectionPicker = picker
        case .syncConflicts:
            state = SampleScreens.detail
            state.sync.setup = SyncSetup(server: "postgres://sous_k_1@127.0.0.1:5432/sous", family: "Ours")
            var conflicts = RecipeConflicts(recipeUid: state.detail?.recipe.uid ?? "", items: [
                SyncConflictItem(id: 1, field: "title", kept: "Lemon Tart", lost: "Lemon Tart (Granny's)", lostFromHere: true,
                                 at: Date(timeIntervalSince1970: 1_790_000_000), restoredAt: nil),
            ])
            conflicts.isShown = true
            state.sync.recipeConflicts = conflicts
        case .choiceDialog:
            state.dialog = Dialog(.deleteAll, title: "Carry on?", message: "c  Resume cooking\nd  Restore the draft",
                                  yes: "both", no: "later", choices: [Dialog.Choice("c", "cooking"), Dialog.Choice("d", "draft")])
        case .dialog:
            state = SampleScreens.detail
            state.dialog = Dialog(.deleteRecipe(id: 3, title: "Lemon Tart"), title: "Delete recipe", message: "Delete “Lemon Tart”?",
                                  yes: "delete", no: "keep")
        case .textDialog:
            state.dialog = Dialog(.deleteAll, title: "Delete every recipe", message: "Type DELETE to confirm.",
                                  input: "", confirmWord: "DELETE", yes: "delete all")
        case .help:
            state.isHelpShown = true
        case .aiForm:
            state.tab = .add
            state.editor = .blank
            state.ai.form = AIGenerateForm()
        case .memories:
            state = memorySample()
            state.memory.isFocused = true
        case .memoryRecorder:
            state = memorySample()
            state.memory.recorder = RecorderPanel(subject: .recipe(id: 3, title: "Lemon Tart"), question: state.memory.questions.first,
                                                  state: .recording(elapsed: 4.2, level: -18))
        case .memoryPlayback:
            state = memorySample()
            state.memory.playback = PlaybackPanel(memoryId: 1, title: "Who first made this?", elapsed: 3, total: 12)
        case .memoryTranscript:
            state = memorySample()
            state.memory.editing = TranscriptEdit(id: 1, text: "Granny made it every Sunday")
        case .memoryDelete:
            state = memorySample()
            state.memory.isFocused = true
            state.memory.confirmingDelete = 1
        case .dietPicker:
            state = SampleScreens.detail
            state.diet.picker = DietPicker(recipeId: 3, title: "Lemon Tart", options: [DietAdaptation(diet: "vegan", changes: [])], offersAsWritten: false)
        case .planForMe: state = SampleScreens.planForMeReady
        case .dietReview:
            state = SampleScreens.detail
            state.diet.review = DietReview(recipeId: 3, title: "Lemon Tart", diet: "vegan", lines: [
                DietLine(index: 1, old: "1/2 cup cold butter, diced", new: "1/2 cup cold vegan butter, diced", breaks: "butter", source: .knowledge),
                DietLine(index: 2, old: "4 large eggs", new: nil, breaks: "egg", source: .none),
            ])
        }
        return state
    }

    /// The open tart with one spoken memory loaded.
    static func memorySample() -> AppState {
        var state = SampleScreens.detail
        state.memory.recipeId = state.detail?.recipe.id
        state.memory.questions = [MemoryQuestion(id: "r-first-made", category: "origins", categoryTitle: "Origins", text: "Who first made this?", subject: .recipe),
                                  MemoryQuestion(id: "r-secret", category: "craft", categoryTitle: "Craft", text: "What is the secret?", subject: .recipe)]
        state.memory.items = [MemoryItem(memory: Memory(id: 1, recipeId: state.detail?.recipe.id, questionId: "r-first-made", question: "Who first made this?",
                                                        speaker: "Ann", recordedAt: Date(timeIntervalSince1970: 1_790_000_000), durationSeconds: 12,
                                                        audioPath: "a.flac", transcript: "granny made it every sunday"), audioMissing: false)]
        return state
    }

    /// Keys worth trying in every context: every named key, every printable ASCII character,
    /// every Ctrl letter and F1-F12.
    static let everyKey: [KeyEvent] = {
        var keys: [KeyEvent] = [.enter, .escape, .tab, .backTab, .up, .down, .left, .right, .pageUp, .pageDown,
                                .home, .end, .backspace, .delete, .insert]
        keys += (32...126).compactMap { UnicodeScalar($0).map { KeyEvent.character(Character($0)) } }
        keys += "abcdefghijklmnopqrstuvwxyz".map { KeyEvent.ctrl($0) }
        keys += (1...12).map { KeyEvent.function($0) }
        return keys
    }()

    static let names: [String: KeyEvent] = [
        "Enter": .enter, "Esc": .escape, "Tab": .tab, "Shift-Tab": .backTab, "Space": .character(" "),
        "Backspace": .backspace, "Delete": .delete, "PgUp": .pageUp, "PgDn": .pageDown, "Home": .home, "End": .end,
        "↑": .up, "↓": .down, "←": .left, "→": .right,
    ]

    /// The keys one written token names ("Enter", "^X", "Ctrl-S", "1-4", "↑↓", "+/-"), nil when it
    /// is not a key (a word, a number, a path).
    static func keys(inToken token: String) -> [KeyEvent]? {
        if let named = names[token] { return [named] }
        if token == "type" { return [.character("a")] }
        if token.count == 1, let c = token.first, !c.isWhitespace { return [.character(c)] }
        for prefix in ["Ctrl-", "^"] where token.hasPrefix(prefix) && token.count == prefix.count + 1 {
            return token.last.map { [.ctrl(Character($0.lowercased()))] }
        }
        if token.hasPrefix("F"), let n = Int(token.dropFirst()), (1...12).contains(n) { return [.function(n)] }
        let range = token.split(whereSeparator: { $0 == "-" || $0 == "–" })
        if range.count == 2, let low = Int(range[0]), let high = Int(range[1]), low < high, high < 10 {
            return (low...high).map { .character(Character(String($0))) }
        }
        if token.allSatisfy({ "↑↓←→".contains($0) }) { return token.map { names[String($0)]! } }
        if token.contains("/") {
            let parts = token.split(separator: "/").map { keys(inToken: String($0)) }
            if !parts.isEmpty, parts.allSatisfy({ $0 != nil }) { return parts.flatMap { $0! } }
        }
        return nil
    }

    /// The keys a hint or help label names: its tokens split at spaces and commas ("or" skipped);
    /// nil when any token is not a key.
    static func keys(inLabel label: String) -> [KeyEvent]? {
        let tokens = label.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init).filter { $0 != "or" }
        guard !tokens.isEmpty else { return nil }
        var keys: [KeyEvent] = []
        // A "/" between two keys ("c / C") separates them; alone or last (": or /") it is the key.
        for (index, token) in tokens.enumerated() where !(token == "/" && index > 0 && index < tokens.count - 1) {
            guard let found = self.keys(inToken: token) else { return nil }
            keys += found
        }
        return keys
    }
}
