import Foundation

/// A fresh folder under the system's temporary directory, removed with all it holds when the
/// last reference to it goes (a test suite's instance, a test function's scope). Tests leave
/// nothing behind in /tmp.
public final class TemporaryFolder: @unchecked Sendable {
    public let url: URL

    public init(_ prefix: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    public var path: String { url.path }

    public func appendingPathComponent(_ component: String) -> URL { url.appendingPathComponent(component) }
}
