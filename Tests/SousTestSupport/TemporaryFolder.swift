import Foundation

/// A fresh folder under the system's temporary directory, removed with all it holds when the
/// last reference to it goes (a test function's scope) or, at the latest, when the test process
/// exits: XCTest keeps every test case instance alive until the end of the run, so a folder held
/// by a test class's property would otherwise outlive the run. Tests leave nothing behind in /tmp.
public final class TemporaryFolder: @unchecked Sendable {
    public let url: URL

    public init(_ prefix: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        LeftoverFolders.shared.add(url.path)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
        LeftoverFolders.shared.remove(url.path)
    }

    public var path: String { url.path }

    public func appendingPathComponent(_ component: String) -> URL { url.appendingPathComponent(component) }
}

/// The temporary folders still alive, removed when the process exits normally.
final class LeftoverFolders: @unchecked Sendable {
    static let shared = LeftoverFolders()

    private let lock = NSLock()
    private var paths = Set<String>()

    private init() {
        atexit { LeftoverFolders.shared.removeAll() }
    }

    func add(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        paths.insert(path)
    }

    func remove(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        paths.remove(path)
    }

    func removeAll() {
        lock.lock()
        let left = paths
        paths.removeAll()
        lock.unlock()
        for path in left { try? FileManager.default.removeItem(atPath: path) }
    }
}
