import Foundation

/// Paths to the project and its test fixtures (the benchmarks' outside corpora are `sous-bench`'s).
public enum TestData {
    /// The package root, found from this source file's location.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Fixtures`: the subsets of real outside material the tests read, in the repository
    /// so that a clone anywhere passes (its README names each source and licence).
    public static let fixtures: URL = packageRoot.appendingPathComponent("Tests/Fixtures")

    /// Reads a file under `Tests/Fixtures`, failing with a clear message when absent.
    public static func fixture(_ relativePath: String) throws -> Data {
        let url = fixtures.appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw MissingTestData(path: url.path)
        }
        return try Data(contentsOf: url)
    }

    public struct MissingTestData: Error, CustomStringConvertible {
        public var path: String
        public init(path: String) { self.path = path }
        public var description: String { "test data missing: \(path)" }
    }
}
