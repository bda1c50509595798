import Foundation
import SousCore
import SousStore
import SousSync
import SousTestSupport
import Testing

/// Spoken memories between kitchens: the record as a sync kind, the recording by its hash
/// through `sous.audio`.
@Suite("Memories between kitchens", .serialized)
struct MemorySyncTests {
    /// A memory with its recording (random bytes stand in for FLAC: sync never decodes them).
    @discardableResult
    func record(_ kitchen: Kitchen, recipe: Recipe, question: String, bytes: Int = 300_000, writeFile: Bool = true) throws -> (Memory, Data) {
        var generator = SystemRandomNumberGenerator()
        let audio = Data((0..<bytes).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let name = Memory.audioFileName(recordedAt: Date(), random: UInt32.random(in: 0...UInt32.max))
        let repository = MemoryRepository(kitchen.database)
        if writeFile { try audio.write(to: try repository.folder.prepare().appendingPathComponent(name)) }
        let memory = try repository.add(Memory(recipeId: recipe.id, question: question, speaker: "Gran", recordedAt: Date(),
                                               durationSeconds: 28.5, audioPath: name, transcript: "we used salted butter"))
        return (memory, audio)
    }

    func memories(_ kitchen: Kitchen) throws -> [Memory] { try MemoryRepository(kitchen.database).list() }

    func file(_ kitchen: Kitchen, _ memory: Memory) -> URL { MemoryRepository(kitchen.database).folder.url(for: memory.audioPath)! }

    @Test func aMemoryArrivesWithItsAudioAndATranscriptEditTravels() async throws {
        let a = try Kitchen("a"), b = try Kitchen("b")
        let bread = try a.add("Soda bread")
        let family = try await TestFamily.make(a)
        try await family.join(b, from: a)

        let (memory, audio) = try record(a, recipe: bread, question: "Who first made this?")
        let sent = try await a.sync()
        #expect(sent.audioSent == 1 && sent.pushed == 1)
        let got = try await b.sync()
        #expect(got.audioFetched == 1, "\(got.summary)")
        let arrived = try #require(try memories(b).first)
        #expect(arrived.audioPath == memory.audioPath && arrived.question == "Who first made this?" && arrived.speaker == "Gran")
        #expect(arrived.durationSeconds == 28.5 && arrived.transcript == "we used salted butter" && !arrived.transcriptEdited)
        #expect(arrived.recipeId == (try b.recipe(bread.uid))?.id, "linked to the same recipe by its uid")
        #expect(try Data(contentsOf: file(b, arrived)) == audio, "byte-identical recording")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: MemoryRepository(b.database).folder.root!.path)
        #expect(leftovers == [memory.audioPath], "no temporary file left: \(leftovers)")

        // The cook corrects the transcript in the second kitchen; it reaches the first.
        try MemoryRepository(b.database).setTranscript(arrived.id!, text: "we always used salted butter", edited: true)
        let edit = try await b.sync()
        #expect(edit.pushed == 1 && edit.audioSent == 0, "the audio is not sent again: \(edit.summary)")
        try await a.sync()
        let back = try #require(try MemoryRepository(a.database).load(memory.id!))
        #expect(back.transcript == "we always used salted butter" && back.transcriptEdited)
        #expect(try a.snapshot() == b.snapshot())
        // One copy on the server for the family.
        let rows = try family.server.psql("SELECT count(*), sum(octet_length(data)) FROM sous.audio", database: family.databaseName)
        #expect(rows == "1|\(audio.count)")
    }

    @Test func aTranscriptEditedInBothKitchensIsAConflict() async throws {
        let a = try Kitchen("a"), b = try Kitchen("b")
        let stew = try a.add("Stew")
        let family = try await TestFamily.make(a)
        let (memory, _) = try record(a, recipe: stew, question: "What is the secret?")
        try await a.sync()
        try await family.join(b, from: a)
        let there = try #require(try memories(b).first)

        try MemoryRepository(a.database).setTranscript(memory.id!, text: "a bay leaf", edited: true)
        try await Task.sleep(for: .milliseconds(5))
        try MemoryRepository(b.database).setTranscript(there.id!, text: "two bay leaves", edited: true)
        try await a.sync()
        let second = try await b.sync()
        #expect(second.conflicts == 1)
        try await a.sync()
        #expect(try MemoryRepository(a.database).load(memory.id!)?.transcript == "two bay leaves")
        let conflict = try #require(try b.ledger.conflicts().first { $0.field == "transcript" })
        #expect(conflict.entity == .memory && conflict.lostValue == "\"a bay leaf\"" && conflict.title == "What is the secret?")
        #expect(try a.snapshot() == b.snapshot())
    }

    @Test func aDeletedMemoryLeavesTheOtherKitchenWithItsFile() async throws {
        let a = try Kitchen("a"), b = try Kitchen("b")
        let pie = try a.add("Pie")
        let family = try await TestFamily.make(a)
        try await family.join(b, from: a)
        let (memory, _) = try record(a, recipe: pie, question: "A memory of eating it")
        let (kept, _) = try record(a, recipe: pie, question: "When does the family cook it?")
        try await a.sync()
        try await b.sync()
        let there = try #require(try memories(b).first { $0.audioPath == memory.audioPath })
        #expect(FileManager.default.fileExists(atPath: file(b, there).path))

        try MemoryRepository(a.database).delete(memory.id!)
        try await a.sync()
        try await b.sync()
        #expect(try memories(b).map(\.audioPath) == [kept.audioPath])
        #expect(!FileManager.default.fileExists(atPath: file(b, there).path), "the recording is deleted with its memory")
        #expect(FileManager.default.fileExists(atPath: file(b, kept).path))
        try await a.sync()
        try await b.sync()
        #expect(try memories(a).count == 1 && memories(b).count == 1, "the tombstone stays a tombstone")

        // A memory outlives its recipe in every kitchen (the recipe's delete unlinks it).
        try a.delete(pie.uid)
        try await a.sync()
        try await b.sync()
        #expect(try b.recipe(pie.uid) == nil)
        let orphan = try #require(try memories(b).first)
        #expect(orphan.audioPath == kept.audioPath && orphan.recipeId == nil)
        #expect(FileManager.default.fileExists(atPath: file(b, kept).path))
        #expect(try a.snapshot() == b.snapshot())
    }

    @Test func aMissingRecordingSyncsTheRecordAndSaysSo() async throws {
        let a = try Kitchen("a"), b = try Kitchen("b")
        let soup = try a.add("Soup")
        let family = try await TestFamily.make(a)
        try await family.join(b, from: a)
        try record(a, recipe: soup, question: "Who first made this?", writeFile: false)
        let sent = try await a.sync()
        #expect(sent.pushed == 1 && sent.audioSent == 0 && sent.audioMissingHere == 1)
        #expect(sent.summary.contains("1 recording(s) missing here"))
        let got = try await b.sync()
        #expect(try memories(b).count == 1 && got.audioFetched == 0)
        let there = try #require(try memories(b).first)
        #expect(throws: StorageError.self) { try MemoryRepository(b.database).folder.existingAudio(of: there) }
    }

    /// RLS on `sous.audio`: another family's kitchen sees none of the recordings, whatever it
    /// asks, cannot add one to the first family, and no kitchen can store bytes under a wrong hash.
    @Test func aSecondFamilyCannotReadTheAudio() async throws {
        let a = try Kitchen("a"), other = try Kitchen("other")
        let cake = try a.add("Cake")
        try record(a, recipe: cake, question: "What is the secret?")
        let family = try await TestFamily.make(a, name: "First")
        #expect(try family.server.psql("SELECT count(*) FROM sous.audio", database: family.databaseName) == "1")
        _ = try await other.setup.createServer(url: family.server.adminURL(family.databaseName), familyName: "Second")
        let (user, password) = try other.credentials()
        let db = family.databaseName
        #expect(try family.server.psql("SELECT count(*) FROM sous.audio", database: db, user: user, password: password) == "0")
        #expect(try family.server.psql("SELECT count(*) FROM sous.audio WHERE family_id IS NOT NULL OR true", database: db,
                                       user: user, password: password) == "0")
        let firstId = try #require(try a.ledger.status().familyId)
        // Nor write into the first family's recordings.
        #expect(throws: PostgresTestError.self) {
            try family.server.psql("""
                INSERT INTO sous.audio (family_id, sha256, data) VALUES ('\(firstId)', encode(sha256('x'::bytea), 'hex'), 'x'::bytea)
                """, database: db, user: user, password: password)
        }
        // And the server refuses a recording whose bytes do not match its name.
        let (aUser, aPassword) = try a.credentials()
        #expect(throws: PostgresTestError.self) {
            try family.server.psql("""
                INSERT INTO sous.audio (family_id, sha256, data) VALUES (sous.my_family(), encode(sha256('x'::bytea), 'hex'), 'y'::bytea)
                """, database: db, user: aUser, password: aPassword)
        }
    }
}
