import Foundation

/// Keys in one JSON file, `$XDG_CONFIG_HOME/sous/ai-keys.json` (default `~/.config/sous/`),
/// used when no desktop keyring answers.
///
/// Written whole to a new file created 0600 beside it and renamed over it, so the file is
/// never readable by others, not even for a moment, and never half written. Read only when
/// its mode lets no one else read or write it and it belongs to this user.
public struct FileKeyBackend: Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// The key file under the XDG config folder of `environment`.
    public static func standardURL(environment: [String: String]) -> URL {
        let config: URL
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            config = URL(fileURLWithPath: xdg)
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            config = URL(fileURLWithPath: home).appendingPathComponent(".config")
        }
        return config.appendingPathComponent("sous").appendingPathComponent("ai-keys.json")
    }

    public func read(_ entry: KeyEntry) throws -> Secret? {
        try readAll()[entry.name].map(Secret.init)
    }

    public func write(_ secret: Secret, for entry: KeyEntry) throws {
        var keys = try readAll()
        keys[entry.name] = secret.value
        try writeAll(keys)
    }

    /// Whether there was a key to delete.
    @discardableResult
    public func delete(_ entry: KeyEntry) throws -> Bool {
        // A file others can read is still this user's to clean: delete reads past the mode check.
        var keys = try readAll(checkingMode: false)
        guard keys.removeValue(forKey: entry.name) != nil else { return false }
        if keys.isEmpty {
            do { try FileManager.default.removeItem(at: url) } catch { throw KeyStoreError.unwritable(path: url.path, detail: "\(error.localizedDescription)") }
        } else {
            try writeAll(keys)
        }
        return true
    }

    func readAll(checkingMode: Bool = true) throws -> [String: String] {
        var info = stat()
        guard lstat(url.path, &info) == 0 else {
            if errno == ENOENT { return [:] }
            throw KeyStoreError.unreadable(path: url.path, detail: String(cString: strerror(errno)))
        }
        guard info.st_uid == getuid() else { throw KeyStoreError.notOwned(path: url.path) }
        let mode = Int(info.st_mode & 0o777)
        guard mode & 0o077 == 0 || !checkingMode else { throw KeyStoreError.readableByOthers(path: url.path, mode: mode) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw KeyStoreError.unreadable(path: url.path, detail: "not a regular file") }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw KeyStoreError.unreadable(path: url.path, detail: error.localizedDescription) }
        guard let keys = try? JSONDecoder().decode([String: String].self, from: data) else {
            throw KeyStoreError.unreadable(path: url.path, detail: "not a key file Sous wrote (JSON of entry to key)")
        }
        return keys
    }

    private func writeAll(_ keys: [String: String]) throws {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw KeyStoreError.unwritable(path: folder.path, detail: error.localizedDescription)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data = (try? encoder.encode(keys)) ?? Data()
        let temporary = folder.appendingPathComponent(".ai-keys.\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw KeyStoreError.unwritable(path: temporary.path, detail: String(cString: strerror(errno))) }
        let written = data.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
        let synced = fsync(fd) == 0
        close(fd)
        guard written == data.count, synced, rename(temporary.path, url.path) == 0 else {
            let detail = String(cString: strerror(errno))
            unlink(temporary.path)
            throw KeyStoreError.unwritable(path: url.path, detail: detail)
        }
    }
}
