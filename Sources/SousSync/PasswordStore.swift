import Foundation

/// Where a kitchen's server password lives: libpq's own password file (`PGPASSFILE`, else
/// `~/.pgpass`), mode 0600, one `host:port:database:user:password` line each, so `psql` finds
/// the same password; `PGPASSWORD` wins when set. Never the SQLite file or an export.
public struct PasswordStore: Sendable {
    public var path: String
    var environmentPassword: String?

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let file = environment["PGPASSFILE"], !file.isEmpty {
            path = file
        } else {
            path = (environment["HOME"] ?? NSHomeDirectory()) + "/.pgpass"
        }
        environmentPassword = environment["PGPASSWORD"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The password for a server and user: the URL's own, else `PGPASSWORD`, else the file.
    public func password(for address: ServerAddress) throws -> String? {
        if let password = address.password { return password }
        if let environmentPassword { return environmentPassword }
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let mode = ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int) ?? 0
        if mode & 0o077 != 0 {
            // libpq ignores such a file too: anyone on the machine could read it.
            throw SyncError(.refused, "\(path) can be read by others; run chmod 600 \(path)")
        }
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = Self.split(String(line))
            guard fields.count == 5 else { continue }
            let wanted = [address.host, String(address.port), address.database, address.user]
            if zip(fields.prefix(4), wanted).allSatisfy({ $0 == "*" || $0 == $1 }) { return fields[4] }
        }
        return nil
    }

    /// Keeps a password for a server and user, replacing an older line for the same ones.
    public func save(_ password: String, for address: ServerAddress) throws {
        let wanted = [address.host, String(address.port), address.database, address.user]
        let existing = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var lines = existing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
            Array(Self.split($0).prefix(4)) != wanted
        }
        while lines.last == "" { lines.removeLast() }
        lines.append((wanted + [password]).map(Self.escape).joined(separator: ":"))
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw SyncError(.invalid, "cannot write the password file \(path)")
            }
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        do {
            try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: false, encoding: .utf8)
        } catch {
            throw SyncError(.invalid, "cannot write the password file \(path)")
        }
    }

    static func split(_ line: String) -> [String] {
        var fields: [String] = []
        var current = ""
        var escaped = false
        for character in line {
            if escaped { current.append(character); escaped = false }
            else if character == "\\" { escaped = true }
            else if character == ":" { fields.append(current); current = "" }
            else { current.append(character) }
        }
        fields.append(current)
        return fields
    }

    static func escape(_ field: String) -> String {
        field.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ":", with: "\\:")
    }
}
