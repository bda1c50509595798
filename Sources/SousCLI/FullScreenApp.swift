import ArgumentParser
import Foundation
import SousApp
import SousContract
import SousCore
import SousStore
import SousTerminal
import SousUI
import SousVoice

/// Bare `sous` on a terminal: the full-screen app over the cookbook.
enum FullScreenApp {
    /// `initial` actions run after start-up (`sous cook` opens a recipe's overlay).
    static func run(database: AppDatabase, environment: [String: String] = ProcessInfo.processInfo.environment,
                    then initial: [AppAction] = [], audioFile: URL? = nil, voiceGrammar: IntentGrammar? = nil) throws {
        let session = TerminalSession(logPath: TerminalSession.defaultLogPath(environment: environment))
        try session.start()
        var endedBySignal: Int32?
        do {
            defer { session.stop() }
            let settings = (try? SettingsRepository(database).load()) ?? Settings()
            let directory = configDirectory(environment), depth = session.colorDepth
            let unicode = isUTF8(environment)
            let (style, glyphs, problem) = themeStyle(settings.theme, configDirectory: directory, depth: depth, unicode: unicode)
            var state = AppState()
            // New forms' draft keys: unique to this Sous, so two on one database keep apart.
            state.instance = String(UUID().uuidString.prefix(8)).lowercased()
            state.themeNames = ThemeCatalog.names(configDirectory: directory)
            if DeepFilterNet.availability.installation == nil {
                state.noiseSuppressorProblem = DeepFilterNet.availability.summary.replacingOccurrences(of: "off: ", with: "") + "; " + DeepFilterNet.howToGet
            }
            if let interval = environment["SOUS_SYNC_INTERVAL"].flatMap(Double.init), interval >= 1 { state.sync.interval = interval }
            let voice = VoiceHost(devices: LiveVoiceDevices(audioFile: audioFile, grammar: voiceGrammar))
            defer { voice.stop() }
            let runtime = AppRuntime(
                state: state, surface: session, effects: .app(database: database, voice: voice, sync: SyncEffectHandler(database: database, environment: environment),
                                                               ai: AIEffectHandler(database: database),
                                                               memory: MemoryEffectHandler.app(database: database, audioFile: audioFile, environment: environment)),
                glyphs: glyphs, style: style,
                themeStyles: { themeStyle($0, configDirectory: directory, depth: depth, unicode: unicode) }
            )
            voice.post = runtime.poster
            if let problem { runtime.send(.failed(.theme(problem))) }
            runtime.run(then: initial)
            endedBySignal = runtime.endedBySignal
        }
        if let signal = endedBySignal { throw ExitCode(128 + signal) }
    }

    /// The style function of a theme by name (a user file in the config directory, else built in), and any problem loading it.
    static func themeStyle(_ name: String, configDirectory: String?, depth: ColorDepth, unicode: Bool = true)
        -> (style: (StyleRole) -> TerminalStyle, glyphs: Glyphs, problem: String?) {
        let (theme, problem) = ThemeCatalog.load(name, configDirectory: configDirectory)
        let styles = styleTable(theme: theme, depth: depth)
        let plain = TerminalStyle(foreground: nil, background: nil, attributes: [])
        return ({ styles[$0] ?? plain }, glyphs(for: theme, unicode: unicode), problem)
    }

    /// The theme's symbols from its glyph set and overrides; ASCII when the locale is not UTF-8.
    static func glyphs(for theme: ThemeDocument, unicode: Bool) -> Glyphs {
        let fallback: Glyphs = unicode ? .unicode : .ascii
        func pick(_ name: String, _ standard: String) -> String {
            DesignTokens.builtIn.glyph(name, set: theme.glyphSet, overrides: theme.glyphs, asciiOnly: !unicode) ?? standard
        }
        return Glyphs(
            favoriteOn: pick("favoriteOn", fallback.favoriteOn), favoriteOff: pick("favoriteOff", fallback.favoriteOff),
            checkboxOn: pick("checkboxOn", fallback.checkboxOn), checkboxOff: pick("checkboxOff", fallback.checkboxOff),
            cursor: pick("cursor", fallback.cursor), bullet: pick("bullet", fallback.bullet),
            separator: pick("separator", fallback.separator), ellipsis: pick("ellipsis", fallback.ellipsis),
            timer: pick("timer", fallback.timer), memory: pick("familyMemory", fallback.memory),
            box: box(for: theme, unicode: unicode)
        )
    }

    /// The theme's border style as frame characters (ASCII outside UTF-8).
    static func box(for theme: ThemeDocument, unicode: Bool) -> BoxGlyphs {
        let standard: BoxGlyphs = unicode ? .single : .ascii
        guard let b = DesignTokens.builtIn.borderGlyphs(style: theme.border, asciiOnly: !unicode) else { return standard }
        func one(_ text: String, _ fallback: Character) -> Character { text.count == 1 ? text.first ?? fallback : fallback }
        return BoxGlyphs(topLeft: one(b.topLeft, standard.topLeft), topRight: one(b.topRight, standard.topRight),
                         bottomLeft: one(b.bottomLeft, standard.bottomLeft), bottomRight: one(b.bottomRight, standard.bottomRight),
                         horizontal: one(b.horizontal, standard.horizontal), vertical: one(b.vertical, standard.vertical))
    }

    /// Every role painted once at the terminal's colour depth (looked up per cell while drawing).
    static func styleTable(theme: ThemeDocument, depth: ColorDepth) -> [StyleRole: TerminalStyle] {
        let resolved = ThemeCatalog.styles(for: theme)
        var table: [StyleRole: TerminalStyle] = [:]
        for role in StyleRole.allCases {
            if let style = resolved[role.rawValue] { table[role] = style.painted(at: depth) }
        }
        return table
    }

    /// `$XDG_CONFIG_HOME/sous`, else `~/.config/sous`.
    static func configDirectory(_ environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/sous" }
        return environment["HOME"].map { $0 + "/.config/sous" }
    }

    /// Whether the locale can show Unicode symbols (otherwise ASCII glyphs).
    static func isUTF8(_ environment: [String: String]) -> Bool {
        let locale = environment["LC_ALL"] ?? environment["LC_CTYPE"] ?? environment["LANG"] ?? ""
        let lower = locale.lowercased()
        return lower.contains("utf-8") || lower.contains("utf8") || locale.isEmpty
    }
}
