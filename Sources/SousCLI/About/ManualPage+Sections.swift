import SousContract
import SousCore
import SousUI

extension ManualPage {
    /// The full-screen app's keys, context by context, from the one key table. A binding many
    /// screens share (moving, tabs, help) is listed the first time only.
    static func keysSection() throws -> [String] {
        var lines = [
            ".SH KEYS",
            ".PP",
            "The keys of the full\\-screen app, screen by screen; \\fB?\\fR shows those of the screen in front.",
            ".SS Everywhere",
        ]
        lines += KeyBindings.global.flatMap(binding)
        lines += KeyBindings.alarm.flatMap(binding)
        var sharedSeen = Set<String>()
        for context in KeyContext.allCases {
            let bindings = KeyBindings.bindings(for: context).filter { !$0.isShared || sharedSeen.insert($0.label + "\u{0}" + $0.help).inserted }
            guard !bindings.isEmpty else { continue }
            lines.append(".SS " + Roff.quoted(context.title))
            lines += bindings.flatMap(binding)
        }
        return lines
    }

    static func binding(_ binding: KeyBinding) -> [String] {
        [".TP", Roff.bold(binding.label), Roff.escaped(binding.help)]
    }

    /// What can be said while cooking: every intent of the built-in contract, its description
    /// and the contract's own sample sentences.
    static func voiceSection() throws -> [String] {
        let grammar = try IntentContract.builtIn()
        var lines = [
            ".SH VOICE",
            ".PP",
            "Turn on \\fIVoice control\\fR in Settings, start cooking (\\fBc\\fR on a recipe) and say",
            Roff.escaped("\"\(ListeningMode.defaultWakePhrase)\" and a command (\"\(ListeningMode.defaultWakePhrase), next step\"). Settings' Listening row"),
            "switches to push to talk (\\fBv\\fR, then speak) or to always listening. The same sentences can be",
            "typed (\\fB:\\fR while cooking) or tried with \\fBsous ask\\fR. They come from the intents contract",
            Roff.escaped("built into Sous (\(IntentContract.builtInName)); ") + Roff.bold("sous voice grammar --sample 20") + " prints more.",
        ]
        for intent in grammar.intents {
            var samples: [String] = []
            for sample in intent.samples where !samples.contains(sample.say) && samples.count < 3 { samples.append(sample.say) }
            var notes: [String] = []
            if intent.patterns.isEmpty { notes.append("typed only") }
            if intent.confirm, !intent.description.contains("asks first") { notes.append("asks first") }
            if intent.answer { notes.append("only while a question waits") }
            let tag = samples.map { "\"\($0)\"" }.joined(separator: ", ")
            let about = intent.description + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))")
            lines += [".TP", Roff.escaped(tag.isEmpty ? intent.name : tag), Roff.escaped(about)]
        }
        return lines
    }

    static func filesSection() -> [String] {
        [
            ".SH FILES",
            ".TP", Roff.italic("$XDG_DATA_HOME/sous/sous.sqlite"),
            Roff.escaped("The cookbook (normally ~/.local/share/sous/sous.sqlite), with the spoken memories' recordings beside it. Created with the starter cookbook on first use; removing Sous leaves it."),
            ".TP", Roff.italic("$XDG_CONFIG_HOME/sous/"),
            Roff.escaped("Your own themes and, without a desktop keyring, the AI keys and sync password (0600 files)."),
            ".TP", Roff.italic("$XDG_STATE_HOME/sous/sous.log"),
            Roff.escaped("What the full-screen app writes to standard error while it has the screen."),
            ".TP", Roff.italic("/usr/share/pocketsphinx/model/en-us/"),
            Roff.escaped("The speech model (Debian's pocketsphinx-en-us)."),
            ".TP", Roff.italic("<prefix>/lib/sous/deepfilternet/"),
            Roff.escaped("DeepFilterNet, the optional noise suppressor, when it was installed with Sous."),
        ]
    }

    static func environmentSection() -> [String] {
        var lines = [
            ".SH ENVIRONMENT",
            ".TP", Roff.bold("SOUS_DB"), Roff.escaped("The database file, when --db is not given."),
            ".TP", Roff.bold("SOUS_VOICE_MODEL"), Roff.escaped("Another PocketSphinx model folder of the same shape."),
            ".TP", Roff.bold("SOUS_AI_PROVIDER"), Roff.escaped("The AI provider: " + AIProviderKind.allCases.map(\.rawValue).joined(separator: ", ") + "."),
            ".TP", Roff.bold("NO_COLOR"), Roff.escaped("When set and not empty, the app draws without colour."),
            ".TP", Roff.bold("XDG_DATA_HOME, XDG_CONFIG_HOME, XDG_STATE_HOME"), Roff.escaped("Where the files above go."),
        ]
        for kind in AIProviderKind.allCases {
            let names = [kind.keyVariable, kind.baseURLVariable, kind.modelVariable].compactMap { $0 }
            lines += [".TP", Roff.bold(names.joined(separator: ", ")), Roff.escaped("The key, address and model for \(kind.displayName).")]
        }
        return lines
    }
}
