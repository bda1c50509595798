import Foundation

/// A short, single-use invite code: "K7QF-3M9X-PD2W" (Crockford's base32, no I, L, O, U).
/// The first four letters name the invite, the other eight are its secret (40 bits). The invite's
/// login role (named from the id, nothing in the name says so) can only redeem it, and the
/// server locks the invite after five wrong secrets; on a server older than schema 3 the whole
/// code is that role's password.
public struct InviteCode: Sendable, Equatable, CustomStringConvertible {
    static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
    public static let notValid = "that invite code is not valid: mistyped, already used or expired. Ask for a new one (`sous family invite`)"

    public let id: String
    public let secret: String

    public static func random() -> InviteCode {
        var generator = SystemRandomNumberGenerator()
        let letters = (0..<12).map { _ in alphabet.randomElement(using: &generator)! }
        return InviteCode(id: String(letters[0..<4]), secret: String(letters[4...]))
    }

    init(id: String, secret: String) {
        self.id = id
        self.secret = secret
    }

    /// Reads a code as typed: any case, with or without dashes or spaces; O read as 0, I and L as 1.
    public init(_ text: String) throws {
        let cleaned = text.uppercased().filter { !" -".contains($0) }
            .map { $0 == "O" ? "0" : ($0 == "I" || $0 == "L") ? "1" : $0 }
        guard cleaned.count == 12, cleaned.allSatisfy({ Self.alphabet.contains($0) }) else {
            throw SyncError(.invalid, "an invite code has 12 letters and digits, like K7QF-3M9X-PD2W")
        }
        id = String(cleaned.prefix(4))
        secret = String(cleaned.dropFirst(4))
    }

    public var description: String {
        let all = Array(id + secret)
        return "\(String(all[0..<4]))-\(String(all[4..<8]))-\(String(all[8..<12]))"
    }

    /// The server's name for the invite's login role (schema 3 on): "sous_" and 16 hex digits of
    /// a hash of the id, as `sous.create_invite` makes it.
    var role: String { "sous_" + SyncEngine.sha256(Data("sous-invite:\(id.lowercased())".utf8)).prefix(16) }

    /// The invite's role on a server older than schema 3.
    var legacyRole: String { "sous_invite_\(id.lowercased())" }
}
