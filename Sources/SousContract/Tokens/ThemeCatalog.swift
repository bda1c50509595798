import Foundation
import SousCore

/// The built-in themes, and a user's own theme files from the XDG config folder.
public enum ThemeCatalog {
    public static let builtInNames = ["vintage", "modern", "playful"]

    /// The built-in theme of that name (nil when there is none).
    public static func builtIn(_ name: String) -> ThemeDocument? {
        let yaml: String? = switch name {
        case "vintage": EmbeddedThemes.vintage
        case "modern": EmbeddedThemes.modern
        case "playful": EmbeddedThemes.playful
        default: nil
        }
        return yaml.flatMap { try? ThemeDocument(yaml: $0, file: "themes/\(name).yaml") }
    }

    /// The theme named `name`: the user's file `<configDirectory>/themes/<name>.yaml` when it
    /// exists and is valid, else the built-in one, else vintage. A broken user file is
    /// reported in `problem` and the built-in theme is used instead, so the app still starts.
    public static func load(_ name: String, configDirectory: String?) -> (theme: ThemeDocument, problem: String?) {
        let fallback = builtIn(name) ?? builtIn("vintage")!
        guard let configDirectory else { return (fallback, nil) }
        let path = configDirectory + "/themes/\(name).yaml"
        guard FileManager.default.fileExists(atPath: path) else { return (fallback, nil) }
        do {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let theme = try ThemeDocument(yaml: text, file: path)
            let problems = DesignTokens.builtIn.problems(in: theme)
            guard problems.isEmpty else { return (fallback, "\(path): \(problems[0]); using the built-in \(fallback.name) theme") }
            return (theme, nil)
        } catch {
            return (fallback, "\(error); using the built-in \(fallback.name) theme")
        }
    }

    /// Every role's colours and attributes in `theme`, by role name.
    public static func styles(for theme: ThemeDocument) -> [String: ResolvedStyle] {
        DesignTokens.builtIn.styles(for: theme)
    }
}
