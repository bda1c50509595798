import Foundation

/// The hand-written phrasing table beside the contract tests, read as text.
public enum PhrasingTable {
    public static let path = "Tests/SousContractTests/Phrasings/assistant-phrasings.yaml"
    /// Written after the grammar was tuned on the main table, and never tuned on.
    public static let holdoutPath = "Tests/SousContractTests/Phrasings/assistant-phrasings-holdout.yaml"
    /// Written before tolerant matching was tuned, and never tuned on.
    public static let holdout2Path = "Tests/SousContractTests/Phrasings/assistant-phrasings-holdout2.yaml"
    /// Written after the first tolerant run and before tuning; read once at the end.
    public static let holdout3Path = "Tests/SousContractTests/Phrasings/assistant-phrasings-holdout3.yaml"
    /// Everyday phrasings for issue 25, the part the contract and the typed fallback were tuned on.
    public static let everydayPath = "Tests/SousContractTests/Phrasings/assistant-phrasings-everyday.yaml"
    /// Everyday phrasings written with `everydayPath`, never tuned on; read once at the end.
    public static let everydayUntunedPath = "Tests/SousContractTests/Phrasings/assistant-phrasings-everyday-untuned.yaml"
    /// A second never-tuned part, written before the second round of changes; read once at the end.
    public static let everydayUntuned2Path = "Tests/SousContractTests/Phrasings/assistant-phrasings-everyday-untuned2.yaml"
    /// Chatter that must come out `unknown`: one sentence a line, `#` comments.
    public static let negativesPath = "Tests/SousContractTests/Phrasings/assistant-negatives.txt"
    /// Kitchen chatter sharing Sous's words, the part the typed fallback's threshold was chosen on.
    public static let kitchenNegativesPath = "Tests/SousContractTests/Phrasings/assistant-negatives-kitchen.txt"
    /// Kitchen chatter written with `kitchenNegativesPath`, never tuned on.
    public static let kitchenNegativesUntunedPath = "Tests/SousContractTests/Phrasings/assistant-negatives-kitchen-untuned.txt"
    /// "How long do I bake it" and "what temperature", written before their patterns; read once.
    public static let cookTimesHoldoutPath = "Tests/SousContractTests/Phrasings/assistant-phrasings-cooktimes-holdout.yaml"
    /// Chatter that sounds like those questions, written with `cookTimesHoldoutPath`.
    public static let cookTimesNegativesPath = "Tests/SousContractTests/Phrasings/assistant-negatives-cooktimes.txt"

    /// A negative table's sentences.
    public static func negatives(_ path: String = negativesPath) throws -> [String] {
        try yaml(path).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// A table's YAML; fails with a clear message when the file is missing.
    public static func yaml(_ path: String = path) throws -> String {
        let url = TestData.packageRoot.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else { throw TestData.MissingTestData(path: url.path) }
        return try String(contentsOf: url, encoding: .utf8)
    }
}
