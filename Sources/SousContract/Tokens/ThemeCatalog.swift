import Foundation
import SousCore
import Yams

/// The built-in themes, and a user's own theme files from the XDG config folder.
public enum ThemeCatalog {
    public static let builtInNames = ["vintage", "modern", "playful"]

    /// The themes to offer: the built-in ones, then the user's own files (`<configDirectory>/themes/*.yaml`) by name.
    public static func names(configDirectory: String?) -> [String] {
        guard let configDirectory,
              let files = try? FileManager.default.contentsOfDirectory(atPath: configDirectory + "/themes") else { return builtInNames }
        let own = files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }
            .filter { !$0.isEmpty && !builtInNames.contains($0) }.sorted()
        return builtInNames + own
    }

    /// The built-in theme of that name (nil when there is none).
    public static func builtIn(_ name: String) -> ThemeDocument? {
        builtInYAML(name).flatMap { try? ThemeDocument(yaml: $0, file: "themes/\(name).yaml") }
    }

    /// The theme named `name`: the user's file `<configDirectory>/themes/<name>.yaml` when it
    /// exists and is valid, else the built-in one, else vintage. A user file for a built-in
    /// name may be partial: what it leaves out comes from the built-in theme. A broken user
    /// file, or one beyond `UserYAMLLimits` (an alias bomb), is reported in `problem` and the
    /// built-in theme is used instead, so the app starts.
    public static func load(_ name: String, configDirectory: String?) -> (theme: ThemeDocument, problem: String?) {
        let fallback = builtIn(name) ?? builtIn("vintage")!
        guard let configDirectory else { return (fallback, nil) }
        let path = configDirectory + "/themes/\(name).yaml"
        guard FileManager.default.fileExists(atPath: path) else { return (fallback, nil) }
        do {
            // Named short in these reasons, so the banner saying why fits one line.
            let shown = "themes/\(name).yaml"
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            guard size <= UserYAMLLimits.maxBytes else {
                throw ContractError(file: shown, reason: "is over \(UserYAMLLimits.maxBytes / 1024) KB")
            }
            var text = try readText(path, shown: shown)
            try UserYAMLLimits.check(text, file: shown)
            if let base = builtInYAML(name) { text = try merged(text, over: base, file: path) }
            let theme = try ThemeDocument(yaml: text, file: path)
            let problems = DesignTokens.builtIn.problems(in: theme)
            guard problems.isEmpty else { return (fallback, "\(path): \(problems[0]); using the built-in \(fallback.name) theme") }
            return (theme, nil)
        } catch {
            return (fallback, "\(error); using the built-in \(fallback.name) theme")
        }
    }

    /// A user file's text, or a one-line reason: "cannot read themes/x.yaml: permission denied",
    /// never Foundation's "Error Domain=NSCocoaErrorDomain Code=257".
    static func readText(_ path: String, shown: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.isReadableFile(atPath: path) ? "it could not be read" : "permission denied"
            throw ContractError(file: shown, reason: "cannot be read: \(reason)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ContractError(file: shown, reason: "is not UTF-8 text")
        }
        return text
    }

    static func builtInYAML(_ name: String) -> String? {
        switch name {
        case "vintage": EmbeddedThemes.vintage
        case "modern": EmbeddedThemes.modern
        case "playful": EmbeddedThemes.playful
        default: nil
        }
    }

    /// `user` laid over `base`: maps merge key by key (the user's value wins), anything else is replaced.
    static func merged(_ user: String, over base: String, file: String) throws -> String {
        let userValue: Any?
        do {
            userValue = try Yams.load(yaml: user)
        } catch {
            throw ContractError(file: file, reason: "is not valid YAML (\(String("\(error)".split(separator: "\n").first ?? "")))")
        }
        guard let overlay = userValue as? [String: Any] else {
            throw ContractError(file: file, reason: "should be a map of theme fields (name, palette, roles, ...)")
        }
        let baseMap = (try? Yams.load(yaml: base)) as? [String: Any] ?? [:]
        return try Yams.dump(object: merge(overlay, over: baseMap))
    }

    static func merge(_ overlay: [String: Any], over base: [String: Any]) -> [String: Any] {
        var result = base
        for (key, value) in overlay {
            if let inner = value as? [String: Any], let under = base[key] as? [String: Any] {
                result[key] = merge(inner, over: under)
            } else {
                result[key] = value
            }
        }
        return result
    }

    /// Every role's colours and attributes in `theme`, by role name.
    public static func styles(for theme: ThemeDocument) -> [String: ResolvedStyle] {
        DesignTokens.builtIn.styles(for: theme)
    }
}
