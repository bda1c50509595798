import GRDB

/// What went wrong in the store, in words a user can act on.
///
/// The file's path is part of the message only when the file itself is the problem (damaged,
/// read-only, busy, from a newer Sous); a refused value says which field, never SQLite's words.
public struct StorageError: Error, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable {
        /// A value the cookbook cannot store, or a row that no longer exists.
        case invalid
        /// The file: cannot be opened, read-only, busy, full.
        case file
        /// SQLite's quick check found damage; nothing has been written to the file.
        case damaged
        /// Written by a newer Sous; nothing has been written to the file.
        case newerVersion
    }

    public var path: String?
    public var kind: Kind
    public var reason: String

    public init(path: String? = nil, kind: Kind = .invalid, reason: String) {
        self.path = path
        self.kind = kind
        self.reason = reason
    }

    /// A GRDB or SQLite error, as a kind and a one-line reason; the path kept only for file errors.
    init(path: String?, _ error: Error) {
        if let storage = error as? StorageError {
            self = storage
            return
        }
        let (kind, reason) = Self.describe(error)
        self.init(path: kind == .invalid ? nil : path, kind: kind, reason: reason)
    }

    static func damaged(path: String?, problems: [String]) -> StorageError {
        let count = problems.count >= 20 ? "20 or more problems" : problems.count <= 1 ? "a problem" : "\(problems.count) problems"
        return StorageError(path: path, kind: .damaged, reason: """
            the database file is damaged (SQLite's quick check found \(count)); Sous has not written to it. \
            Keep a copy of it, then save what can still be read with `sous export --db <file> --out rescue.json` \
            and import that into a new database, or put back a backup copy of the file
            """)
    }

    public var description: String {
        if let path { return "\(path): \(reason)" }
        return reason
    }

    /// A kind and a one-line reason from a GRDB or SQLite error.
    static func describe(_ error: Error) -> (Kind, String) {
        guard let dbError = error as? DatabaseError else { return (.invalid, "\(error)") }
        switch dbError.resultCode {
        case .SQLITE_NOTADB: return (.file, "is not a Sous database (not an SQLite file)")
        case .SQLITE_CORRUPT: return (.damaged, "the database file is damaged")
        case .SQLITE_CANTOPEN: return (.file, "cannot be opened (check the path and its permissions)")
        case .SQLITE_READONLY: return (.file, "is read-only")
        case .SQLITE_BUSY, .SQLITE_LOCKED: return (.file, "is busy (another Sous is writing); try again")
        case .SQLITE_FULL: return (.file, "the disk is full")
        case .SQLITE_IOERR: return (.file, "could not be read or written (an input/output error)")
        case .SQLITE_CONSTRAINT: return (.invalid, constraintReason(dbError))
        default: return (.invalid, "the cookbook could not do that (SQLite error \(dbError.resultCode.rawValue))")
        }
    }

    /// A constraint failure in plain words: which field, not SQLite's expression.
    static func constraintReason(_ error: DatabaseError) -> String {
        let message = error.message ?? ""
        switch error.extendedResultCode {
        case .SQLITE_CONSTRAINT_CHECK:
            let labels = ["servings": "servings must be at least 1", "prepMinutes": "prep time cannot be negative",
                          "cookMinutes": "cook time cannot be negative", "title": "the title cannot be empty",
                          "name": "the name cannot be empty", "difficulty": "the difficulty must be easy, medium or hard",
                          "durationLow": "a step time cannot be negative", "voiceRate": "the voice rate is out of range",
                          "voicePitch": "the voice pitch is out of range", "durationSeconds": "a timer must last at least a second"]
            let field = labels.keys.sorted { $0.count > $1.count }.first { message.contains($0) }
            return field.flatMap { labels[$0] } ?? "a value is out of range"
        case .SQLITE_CONSTRAINT_FOREIGNKEY: return "what it refers to no longer exists (it was deleted, perhaps by another Sous)"
        case .SQLITE_CONSTRAINT_UNIQUE, .SQLITE_CONSTRAINT_PRIMARYKEY: return "one with that name or id already exists"
        case .SQLITE_CONSTRAINT_NOTNULL: return "a required value is missing"
        default: return "a value is not allowed"
        }
    }
}
