import Foundation
import SousCore
import SousImport
import SousStore

/// Spoken memories' recordings travel beside an export: `family.json` and `family.memories/`.
enum MemoryArchiveAudio {
    /// Copies the recordings an archive names into the folder beside `out`; returns how many.
    static func sendOut(_ archive: SousArchive, to out: String, database: DatabaseOptions) throws -> Int {
        guard let memories = archive.memories, !memories.isEmpty else { return 0 }
        let from = MemoryFolder(databasePath: database.path())
        let to = MemoryFolder(root: ArchiveAudio.folder(besideArchive: out))
        let missing = memories.filter { m in from.url(for: m.audioFile).map { !FileManager.default.fileExists(atPath: $0.path) } ?? true }
        if !missing.isEmpty {
            Output.error("\(missing.count) recording\(missing.count == 1 ? " is" : "s are") missing from \(from.root?.path ?? "the memories folder"): "
                         + "\(missing.prefix(3).map(\.audioFile).joined(separator: ", ")); exported without \(missing.count == 1 ? "it" : "them")")
        }
        return try ArchiveAudio.copy(memories, from: from, to: to)
    }

    /// Before an archive's rows are stored, copies its recordings from beside the file into this
    /// database's memories folder (the store adds only memories whose recording arrived).
    static func bringIn(_ batch: ImportBatch, from file: String, into db: AppDatabase) throws {
        guard case .archive(let archive) = batch.contents, let memories = archive.memories, !memories.isEmpty,
              FileManager.default.fileExists(atPath: file) else { return }
        try ArchiveAudio.copy(memories, from: MemoryFolder(root: ArchiveAudio.folder(besideArchive: file)), to: MemoryFolder(databasePath: db.path))
    }
}
