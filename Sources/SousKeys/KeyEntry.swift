/// One secret's place in the key store: its name in the key file and the keyring, the
/// environment variable that overrides it, and the keyring's label for it.
public struct KeyEntry: Sendable, Hashable {
    /// The key in the file's JSON object and the value of `attribute` in the keyring.
    public var name: String
    /// The keyring attribute naming the entry: `provider` for AI keys (as before the move).
    public var attribute: String
    /// An environment variable that takes precedence over the store, if any.
    public var variable: String?
    /// What the keyring shows ("Sous: OpenAI key").
    public var label: String

    public init(name: String, attribute: String = "provider", variable: String? = nil, label: String) {
        self.name = name
        self.attribute = attribute
        self.variable = variable
        self.label = label
    }
}
