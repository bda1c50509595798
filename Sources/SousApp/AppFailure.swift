/// Why an effect could not be carried out, typed so that the handlers do not write the cook's
/// words: the reducer shows `message` in the error banner.
public enum AppFailure: Error, Equatable, Sendable {
    /// The recipe was deleted (in another window, or just now) before the effect reached it.
    case recipeGone
    /// The built-in assistant grammar did not load.
    case assistantUnavailable
    /// No family could be made to add the member to.
    case noFamily(memberName: String)
    /// A folder given to import holds no file Sous reads.
    case emptyFolder(String)
    /// A file or page that could not be read; `reason` is the reader's.
    case unreadable(source: String, reason: String)
    /// The source was read but held no recipe; `detail` is the first warning, if any.
    case noRecipes(source: String, detail: String?)
    case cannotWrite(path: String, reason: String)
    /// A theme file that could not be used (the built-in one is shown instead).
    case theme(String)
    /// The store's own error (SQLite, a full disk), as it describes itself.
    case storage(String)

    public var message: String {
        switch self {
        case .recipeGone: "That recipe is no longer in the cookbook."
        case .assistantUnavailable: "The assistant could not load its grammar; see the log."
        case .noFamily(let name): "Could not make a family to add \(name) to."
        case .emptyFolder(let folder): "\(folder): no recipe files in that folder."
        case .unreadable(let source, let reason): "\(source): \(reason)"
        case .noRecipes(let source, let detail): "\(source): no recipes found. " + (detail ?? "")
        case .cannotWrite(let path, let reason): "\(path): cannot write (\(reason))"
        case .theme(let problem): problem
        case .storage(let description): description
        }
    }
}
