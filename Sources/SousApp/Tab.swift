/// The top-level tabs of the app, in the order of their number keys.
public enum Tab: Int, CaseIterable, Hashable, Sendable {
    case home = 1, search, add, settings

    public var title: String {
        switch self {
        case .home: "Home"
        case .search: "Search"
        case .add: "Add"
        case .settings: "Settings"
        }
    }
}
