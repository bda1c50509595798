import Foundation

/// Paths to the project and to the shared test material beside it.
public enum TestData {
    /// The package root, found from this source file's location.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/testdata`; tests that need it fail loudly when it is missing.
    public static let sharedTestdata: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/testdata")

    /// Reads a file under `../shared/testdata`, failing with a clear message when absent.
    public static func shared(_ relativePath: String) throws -> Data {
        let url = sharedTestdata.appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw MissingTestData(path: url.path)
        }
        return try Data(contentsOf: url)
    }

    public struct MissingTestData: Error, CustomStringConvertible {
        public var path: String
        public init(path: String) { self.path = path }
        public var description: String { "shared test data missing: \(path) (is ../shared beside the clone?)" }
    }
}
