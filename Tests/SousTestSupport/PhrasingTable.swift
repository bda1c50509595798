import Foundation

/// The hand-written phrasing table beside the contract tests, read as text.
public enum PhrasingTable {
    public static let path = "Tests/SousContractTests/Phrasings/assistant-phrasings.yaml"
    /// Written after the grammar was tuned on the main table, and never tuned on.
    public static let holdoutPath = "Tests/SousContractTests/Phrasings/assistant-phrasings-holdout.yaml"

    /// A table's YAML; fails with a clear message when the file is missing.
    public static func yaml(_ path: String = path) throws -> String {
        let url = TestData.packageRoot.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else { throw TestData.MissingTestData(path: url.path) }
        return try String(contentsOf: url, encoding: .utf8)
    }
}
