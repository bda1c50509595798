import SousCore
// The key store moved to SousKeys (the sync password lives there too); re-exported so code
// that imports SousAI keeps seeing `KeyStore`, `Secret` and the rest unchanged.
@_exported import SousKeys

extension AIProviderKind {
    /// The provider's entry: named by its raw value under the keyring's `provider` attribute,
    /// as before the move, so stored keys are found again.
    public var keyEntry: KeyEntry {
        KeyEntry(name: rawValue, attribute: "provider", variable: keyVariable, label: "\(displayName) key")
    }
}

extension KeyStore {
    public func key(for kind: AIProviderKind) throws -> (secret: Secret, source: KeySource)? { try key(for: kind.keyEntry) }
    public func set(_ secret: Secret, for kind: AIProviderKind) throws -> Stored { try set(secret, for: kind.keyEntry) }
    public func delete(_ kind: AIProviderKind) throws -> [KeySource] { try delete(kind.keyEntry) }
    public func environmentVariable(for kind: AIProviderKind) -> String? { environmentVariable(for: kind.keyEntry) }
}

extension FileKeyBackend {
    public func read(_ kind: AIProviderKind) throws -> Secret? { try read(kind.keyEntry) }
    public func write(_ secret: Secret, for kind: AIProviderKind) throws { try write(secret, for: kind.keyEntry) }
    @discardableResult
    public func delete(_ kind: AIProviderKind) throws -> Bool { try delete(kind.keyEntry) }
}

extension SecretToolBackend {
    public func read(_ kind: AIProviderKind) throws -> Secret? { try read(kind.keyEntry) }
    public func write(_ secret: Secret, for kind: AIProviderKind) throws { try write(secret, for: kind.keyEntry) }
    @discardableResult
    public func delete(_ kind: AIProviderKind) throws -> Bool { try delete(kind.keyEntry) }
}
