import Foundation
import GRDB
import SousCore

extension ArchiveRepository {
    /// Every memory, oldest first, its recipe by uid and its member by name.
    func archivedMemories(uidById: [Int64: String], in db: Database) throws -> [ArchivedMemory] {
        let names = Dictionary(try MemberRecord.fetchAll(db).compactMap { m in m.id.map { ($0, m.name) } }, uniquingKeysWith: { a, _ in a })
        return try MemoryRecord.order(Column("recordedAt"), Column("id")).fetchAll(db).map { m in
            ArchivedMemory(recipe: m.recipeId.flatMap { uidById[$0] }, member: m.memberId.flatMap { names[$0] }, questionId: m.questionId,
                           question: m.question, speaker: m.speaker, recordedAt: m.recordedAt, durationSeconds: m.durationSeconds,
                           audioFile: m.audioPath, transcript: m.transcript, transcriptEdited: m.transcriptEdited)
        }
    }

    /// Adds the memories whose audio is already in this database's memories folder (the import
    /// copies it there first); one already present (same file) is left as it is.
    func importMemories(_ memories: [ArchivedMemory], idByUid: [String: Int64], summary: inout ImportSummary, in db: Database) throws {
        guard !memories.isEmpty else { return }
        let folder = MemoryFolder(databasePath: database.path)
        for memory in memories {
            guard Memory.isSafeRelativePath(memory.audioFile) else { summary.memoriesWithoutAudio += 1; continue }
            if try MemoryRecord.filter(Column("audioPath") == memory.audioFile).fetchCount(db) > 0 { continue }
            guard let url = folder.url(for: memory.audioFile), FileManager.default.fileExists(atPath: url.path) else {
                summary.memoriesWithoutAudio += 1
                continue
            }
            let memberId = try memory.member.flatMap { name in try MemberRecord.filter(Column("name") == name).order(Column("id")).fetchOne(db)?.id }
            var record = MemoryRecord(Memory(recipeId: memory.recipe.flatMap { idByUid[$0] }, memberId: memberId, questionId: memory.questionId,
                                             question: memory.question, speaker: memory.speaker, recordedAt: memory.recordedAt,
                                             durationSeconds: memory.durationSeconds, audioPath: memory.audioFile, transcript: memory.transcript,
                                             transcriptEdited: memory.transcriptEdited))
            try record.insert(db)
            summary.memories += 1
        }
    }
}

/// The audio of an archive's memories on disk: the `<name>.memories/` folder beside `<name>.json`.
public enum ArchiveAudio {
    public static func folder(besideArchive path: String) -> URL {
        let url = URL(fileURLWithPath: path)
        return url.deletingPathExtension().appendingPathExtension("memories")
    }

    /// Copies each memory's audio from `source` into `destination`'s folder; returns how many
    /// files were copied (a file already there is kept, one missing from `source` is skipped).
    @discardableResult
    public static func copy(_ memories: [ArchivedMemory], from source: MemoryFolder, to destination: MemoryFolder) throws -> Int {
        guard !memories.isEmpty else { return 0 }
        let root = try destination.prepare()
        var copied = 0
        for memory in memories {
            guard let from = source.url(for: memory.audioFile), let to = destination.url(for: memory.audioFile),
                  FileManager.default.fileExists(atPath: from.path), !FileManager.default.fileExists(atPath: to.path) else { continue }
            do { try FileManager.default.copyItem(at: from, to: to) } catch {
                throw StorageError(kind: .file, reason: "cannot copy the recording \(memory.audioFile) into \(root.path): \(error.localizedDescription)")
            }
            copied += 1
        }
        return copied
    }
}
