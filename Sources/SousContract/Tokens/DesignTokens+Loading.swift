/// Building tokens from YAML: decode, then validate, so no unchecked value escapes.
extension DesignTokens {
    /// The file name errors about the built-in copy point at.
    public static let builtInFile = "contract/design-tokens.yaml"

    /// Decodes and validates a tokens file; errors name `file` and the problem.
    public init(yaml: String, file: String) throws(ContractError) {
        let decoded = try ContractYAML.decode(DesignTokens.self, from: yaml, file: file)
        let problems = decoded.problems()
        guard problems.isEmpty else {
            throw ContractError(file: file, reason: problems.joined(separator: "; "))
        }
        self = decoded
    }

    /// The compiled-in tokens; a test guarantees they load, so failure here is a build defect.
    public static let builtIn: DesignTokens = {
        do {
            return try loadBuiltIn()
        } catch {
            fatalError("built-in design tokens are invalid: \(error)")
        }
    }()

    /// Loads the compiled-in copy, reporting problems instead of stopping, for tests and `sous check`.
    public static func loadBuiltIn() throws(ContractError) -> DesignTokens {
        try DesignTokens(yaml: EmbeddedContract.designTokens, file: builtInFile)
    }
}
