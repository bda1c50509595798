import CSousCrypto
import Foundation
import SousStore

/// Memories' recordings: hashed here once, sent to the server's `sous.audio` by hash before the
/// change that names them, fetched after a pull for memories whose file is missing, checked
/// against the hash and size, and written into `memories/` through a temporary file and a rename.
extension SyncEngine {
    /// SHA-256 through OpenSSL's libcrypto (libpq's own TLS library), as lower-case hex.
    static func sha256(_ data: Data) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let ok = data.withUnsafeBytes { bytes in
            EVP_Digest(bytes.baseAddress, bytes.count, &digest, &length, EVP_sha256(), nil)
        }
        precondition(ok == 1 && length == 32, "libcrypto's SHA-256 failed")
        return digest.prefix(Int(length)).map { String(format: "%02x", $0) }.joined()
    }

    /// Hashes recordings no sync has hashed yet (new memories, or ones from before v13).
    func hashNewAudio(_ ledger: SyncLedger) throws {
        for (id, url) in try ledger.audioToHash() {
            guard let data = try? Data(contentsOf: url) else { continue }
            try ledger.recordAudio(memoryId: id, sha256: Self.sha256(data), bytes: data.count)
        }
    }

    func pushAudio(of changes: [SyncChange], _ server: ServerConnection, _ ledger: SyncLedger, _ report: inout SyncReport) async throws {
        var named: [String: SyncAudio] = [:]
        for change in changes where change.entity == .memory && change.fields["_deleted"] != "true" {
            if let audio = ledger.audio(of: change) {
                named[audio.sha256] = audio
            } else if change.fields["audioFile"] != nil, change.fields["audioSHA256"] == nil {
                // A new memory whose file was not here to hash: the record goes without it.
                report.audioMissingHere += 1
            }
        }
        let missing = try await server.audioMissing(named.keys.sorted())
        for sha in missing.sorted() {
            guard let audio = named[sha], let data = try? Data(contentsOf: audio.url), data.count == audio.bytes,
                  data.count <= ServerSchema.maxAudioBytes, Self.sha256(data) == sha else {
                report.audioMissingHere += 1
                continue
            }
            try await server.pushAudio(sha256: sha, data: data)
            report.audioSent += 1
        }
    }

    func fetchMissingAudio(_ server: ServerConnection, _ ledger: SyncLedger, _ report: inout SyncReport) async throws {
        removeLeftoverPartials()
        var done: [String: URL] = [:]
        for audio in try ledger.missingAudio() {
            if let copy = done[audio.sha256], let data = try? Data(contentsOf: copy) {
                // Two memories of one recording: the second is a local copy (through a
                // temporary file too: a copy cut short would pass for the recording).
                try Self.writeAtomically(data, to: audio.url)
                continue
            }
            guard let data = try await server.fetchAudio(sha256: audio.sha256),
                  data.count == audio.bytes, Self.sha256(data) == audio.sha256 else {
                report.audioNotOnServer += 1
                continue
            }
            try Self.writeAtomically(data, to: audio.url)
            done[audio.sha256] = audio.url
            report.audioFetched += 1
        }
    }

    /// Temporary files a killed sync left (`writeAtomically`): no memory names them, and the
    /// recording is fetched again whole. One sync runs at a time in the app; a `sous sync` run
    /// beside it whose file goes fails its rename and fetches again at its next run.
    func removeLeftoverPartials() {
        guard let root = MemoryFolder(databasePath: database.path).root,
              let names = try? FileManager.default.contentsOfDirectory(atPath: root.path) else { return }
        for name in names where name.hasPrefix(".") && name.hasSuffix(".partial") {
            try? FileManager.default.removeItem(at: root.appendingPathComponent(name))
        }
    }

    /// Writes beside the target and renames over it, so a kill leaves the whole file or none
    /// under its name (a partial file would pass for the recording and never be fetched again).
    static func writeAtomically(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw SyncError(.invalid, "cannot move the recording into \(url.path) (errno \(errno))")
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            if let error = error as? SyncError { throw error }
            throw SyncError(.invalid, "cannot write the recording \(url.path): \(error.localizedDescription)")
        }
    }
}
