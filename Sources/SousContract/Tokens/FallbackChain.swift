/// Follows `fallback` links from a name until they stop, detecting cycles and dangling names.
enum FallbackChain {
    /// Why a chain could not be followed to its end.
    enum Failure: Error, Equatable {
        /// The chain came back to a name already visited; the names, ending at the repeat.
        case cycle([String])
        /// A link named something that does not exist; the chain up to it.
        case dangling(name: String, chain: [String])
    }

    /// The names visited from `start`, start first; `next` gives the next name or nil at the end
    /// and `exists` says whether a name is defined at all.
    static func follow(
        from start: String,
        next: (String) -> String?,
        exists: (String) -> Bool
    ) -> Result<[String], Failure> {
        var chain: [String] = []
        var current = start
        while true {
            guard exists(current) else { return .failure(.dangling(name: current, chain: chain)) }
            if chain.contains(current) { return .failure(.cycle(chain + [current])) }
            chain.append(current)
            guard let following = next(current) else { return .success(chain) }
            current = following
        }
    }
}

extension FallbackChain.Failure {
    /// `a -> b -> a` for a cycle, `'x' is not defined (a -> b -> x)` for a dangling link.
    func describe(_ kind: String) -> String {
        switch self {
        case .cycle(let names):
            return "\(kind) fallback cycle \(names.joined(separator: " -> "))"
        case .dangling(let name, let chain):
            return "\(kind) fallback '\(name)' is not defined (\((chain + [name]).joined(separator: " -> ")))"
        }
    }
}
