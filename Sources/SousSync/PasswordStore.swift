import Foundation

import SousKeys

/// Where a kitchen's server password lives: where AI keys live (`KeyStore`: the desktop keyring
/// when one answers, else the 0600 key file), under an entry of its own per server and role.
/// libpq's conventions are read as a fallback: `PGPASSWORD`, then its password file
/// (`PGPASSFILE`, else `~/.pgpass`, used only when 0600), so a server set up by hand or by an
/// older Sous still answers. Never the SQLite file or an export.
public struct PasswordStore: Sendable {
    /// libpq's password file, read only.
    public var path: String
    public var keys: KeyStore
    var environmentPassword: String?

    public init(environment: [String: String] = ProcessInfo.processInfo.environment, keys: KeyStore? = nil) {
        if let file = environment["PGPASSFILE"], !file.isEmpty {
            path = file
        } else {
            path = (environment["HOME"] ?? NSHomeDirectory()) + "/.pgpass"
        }
        environmentPassword = environment["PGPASSWORD"].flatMap { $0.isEmpty ? nil : $0 }
        self.keys = keys ?? KeyStore.standard(environment: environment)
    }

    /// The key store's entry for a server and role: no environment variable of its own
    /// (`PGPASSWORD` is read after the store, as libpq's fallback).
    public static func entry(for address: ServerAddress) -> KeyEntry {
        let place = "\(address.user)@\(address.host):\(address.port)/\(address.database)"
        return KeyEntry(name: "sync:\(place)", attribute: "sync-server", variable: nil, label: "sync server password for \(place)")
    }

    /// The password for a server and user: the URL's own, else the key store's, else
    /// `PGPASSWORD`, else libpq's file.
    public func password(for address: ServerAddress) throws -> String? {
        if let password = address.password { return password }
        do {
            if let stored = try keys.key(for: Self.entry(for: address)) { return stored.secret.value }
        } catch {
            throw SyncError(.refused, "the sync password could not be read: \(error)")
        }
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

    /// Keeps a kitchen's password in the key store; returns where it went.
    @discardableResult
    public func save(_ password: String, for address: ServerAddress) throws -> KeySource {
        do {
            return try keys.set(Secret(password), for: Self.entry(for: address)).source
        } catch {
            throw SyncError(.invalid, "the sync password could not be kept: \(error)")
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
}
