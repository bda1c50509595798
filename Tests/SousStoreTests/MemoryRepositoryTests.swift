import Foundation
import SousCore
import SousTestSupport
import Testing
@testable import SousStore

/// Spoken memories: rows, their audio files, questions answered.
struct MemoryRepositoryTests {
    let folder = TemporaryFolder("sous-memories")

    func open() throws -> (AppDatabase, MemoryRepository, Recipe) {
        let db = try AppDatabase.open(path: folder.url.appendingPathComponent("sous.sqlite").path)
        let recipe = try RecipeRepository(db).insert(Recipe(title: "Soda Bread", createdAt: Date(), updatedAt: Date()))
        return (db, MemoryRepository(db), recipe)
    }

    func record(_ repository: MemoryRepository, recipe: Recipe, question: String?, name: String) throws -> Memory {
        let root = try repository.folder.prepare()
        try Data("fLaC".utf8).write(to: root.appendingPathComponent(name))
        return try repository.add(Memory(recipeId: recipe.id, questionId: question, question: "Q?", recordedAt: Date(), durationSeconds: 2.5,
                                         audioPath: name, transcript: "granny made it"))
    }

    @Test func theAudioLivesInAMemoriesFolderNextToTheDatabase() throws {
        let (_, repository, _) = try open()
        #expect(repository.folder.root?.path == folder.url.appendingPathComponent("memories").path)
    }

    @Test func addListAndAnsweredQuestions() throws {
        let (_, repository, recipe) = try open()
        let first = try record(repository, recipe: recipe, question: "r-secret", name: "a.flac")
        _ = try record(repository, recipe: recipe, question: nil, name: "b.flac")
        #expect(first.id != nil)
        #expect(try repository.list(recipeId: recipe.id).count == 2)
        #expect(try repository.list(recipeId: 999).isEmpty)
        #expect(try repository.answeredQuestions(recipeId: recipe.id) == ["r-secret"])
        #expect(try repository.load(first.id!)?.transcriptEdited == false)
    }

    @Test func editingTheTranscriptMarksItEdited() throws {
        let (_, repository, recipe) = try open()
        let memory = try record(repository, recipe: recipe, question: nil, name: "a.flac")
        let edited = try repository.setTranscript(memory.id!, text: "Granny Rose made it", edited: true)
        #expect(edited?.transcript == "Granny Rose made it")
        #expect(try repository.load(memory.id!)?.transcriptEdited == true)
        #expect(try repository.setTranscript(999, text: "x", edited: true) == nil)
    }

    @Test func deletingAMemoryDeletesItsAudio() throws {
        let (_, repository, recipe) = try open()
        let memory = try record(repository, recipe: recipe, question: nil, name: "a.flac")
        let file = try repository.folder.existingAudio(of: memory)
        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(try repository.delete(memory.id!))
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try repository.load(memory.id!) == nil)
        #expect(try !repository.delete(memory.id!))
    }

    @Test func aMissingRecordingIsReportedWithItsPath() throws {
        let (_, repository, recipe) = try open()
        let memory = try record(repository, recipe: recipe, question: nil, name: "a.flac")
        try FileManager.default.removeItem(at: repository.folder.url(for: "a.flac")!)
        #expect(throws: StorageError(kind: .file, reason: "the recording is missing: \(folder.url.appendingPathComponent("memories/a.flac").path)")) {
            try repository.folder.existingAudio(of: memory)
        }
        #expect(try repository.delete(memory.id!), "a memory whose file is gone can still be deleted")
    }

    @Test func aPathOutsideTheFolderIsRefused() throws {
        let (_, repository, recipe) = try open()
        #expect(throws: StorageError.self) {
            try repository.add(Memory(recipeId: recipe.id, recordedAt: Date(), durationSeconds: 1, audioPath: "../../etc/passwd"))
        }
        #expect(repository.folder.url(for: "../x") == nil)
    }

    @Test func aMemoryOutlivesItsRecipe() throws {
        let (db, repository, recipe) = try open()
        let memory = try record(repository, recipe: recipe, question: nil, name: "a.flac")
        #expect(try RecipeRepository(db).delete(id: recipe.id!))
        let kept = try repository.load(memory.id!)
        #expect(kept != nil && kept?.recipeId == nil)
    }
}

/// Export and import of spoken memories: the rows in the archive (version 3), the audio beside it.
struct MemoryArchiveTests {
    let folder = TemporaryFolder("sous-memory-archive")

    @Test func exportThenImportOnAnotherDatabaseBringsBackMemoriesAndTheirAudio() throws {
        let source = try AppDatabase.open(path: folder.url.appendingPathComponent("a/sous.sqlite").path)
        let recipe = try RecipeRepository(source).insert(Recipe(uid: "soda-bread", title: "Soda Bread"))
        let family = try FamilyRepository(source).insert(Family(name: "Byrne", createdAt: Date(timeIntervalSince1970: 0)))
        let gran = try FamilyRepository(source).insert(FamilyMember(familyId: family.id!, name: "Gran", avatar: "👵", role: .grandparent))
        let memories = MemoryRepository(source)
        let audio = Data((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try audio.write(to: try memories.folder.prepare().appendingPathComponent("one.flac"))
        try audio.write(to: memories.folder.root!.appendingPathComponent("two.flac"))
        try memories.add(Memory(recipeId: recipe.id, questionId: "r-secret", question: "What is the secret?", speaker: "Gran",
                                recordedAt: Date(timeIntervalSince1970: 100), durationSeconds: 4.5, audioPath: "one.flac",
                                transcript: "buttermilk", transcriptEdited: true))
        try memories.add(Memory(memberId: gran.id, recordedAt: Date(timeIntervalSince1970: 200), durationSeconds: 2, audioPath: "two.flac"))

        let archive = try ArchiveRepository(source).export()
        #expect(archive.version == 3)
        #expect(archive.memories?.map(\.recipe) == ["soda-bread", nil])
        #expect(archive.memories?.map(\.member) == [nil, "Gran"])
        // Through JSON, as a file would carry it.
        let decoded = try SousArchive.decode(try archive.jsonData())
        #expect(decoded.memories == archive.memories)

        let outside = MemoryFolder(root: folder.url.appendingPathComponent("export/family.memories"))
        #expect(try ArchiveAudio.copy(decoded.memories!, from: memories.folder, to: outside) == 2)
        let target = try AppDatabase.open(path: folder.url.appendingPathComponent("b/sous.sqlite").path)
        #expect(try ArchiveAudio.copy(decoded.memories!, from: outside, to: MemoryFolder(databasePath: target.path)) == 2)
        let summary = try ArchiveRepository(target).importArchive(decoded)
        #expect(summary.memories == 2 && summary.memoriesWithoutAudio == 0)

        let imported = MemoryRepository(target)
        let back = try imported.list()
        #expect(back.count == 2)
        let secret = try #require(back.first { $0.questionId == "r-secret" })
        #expect(secret.transcript == "buttermilk" && secret.transcriptEdited && secret.durationSeconds == 4.5)
        #expect(secret.recipeId == (try RecipeRepository(target).recipe(uid: "soda-bread"))?.id)
        #expect(try Data(contentsOf: imported.folder.existingAudio(of: secret)) == audio)
        #expect(back.first { $0.questionId == nil }?.memberId == (try FamilyRepository(target).member(named: "Gran"))?.id)

        // Again: nothing doubled.
        #expect(try ArchiveRepository(target).importArchive(decoded).memories == 0)
        #expect(try imported.list().count == 2)
        #expect(try ArchiveRepository(target).export().memories == archive.memories, "exported again, the same")
    }

    @Test func aMemoryWhoseAudioDidNotArriveIsLeftOutAndCounted() throws {
        let target = try AppDatabase.open(path: folder.url.appendingPathComponent("c/sous.sqlite").path)
        var archive = SousArchive(recipes: [])
        archive.memories = [ArchivedMemory(recipe: nil, member: nil, questionId: nil, question: nil, speaker: nil, recordedAt: Date(),
                                           durationSeconds: 1, audioFile: "gone.flac", transcript: "", transcriptEdited: false),
                            ArchivedMemory(recipe: nil, member: nil, questionId: nil, question: nil, speaker: nil, recordedAt: Date(),
                                           durationSeconds: 1, audioFile: "../../escape.flac", transcript: "", transcriptEdited: false)]
        let summary = try ArchiveRepository(target).importArchive(archive)
        #expect(summary.memories == 0 && summary.memoriesWithoutAudio == 2)
        #expect(try MemoryRepository(target).list().isEmpty)
    }

    @Test func aVersionTwoArchiveStillImports() throws {
        let json = #"{"format":"sous-export","version":2,"recipes":[],"families":[],"collections":[]}"#
        let archive = try SousArchive.decode(Data(json.utf8))
        #expect(archive.memories == nil)
        let target = try AppDatabase.open(path: folder.url.appendingPathComponent("d/sous.sqlite").path)
        #expect(try ArchiveRepository(target).importArchive(archive).memories == 0)
    }
}

/// Two cookbooks in one folder keep their recordings apart (issue 44: they shared `memories/`),
/// and a cookbook's recordings from before come into its own folder without being copied.
@Suite struct MemoryFolderPerCookbookTests {
    let temporary = TemporaryFolder("sous-memory-folders")

    @Test func eachCookbookHasItsOwnFolderAndAdoptsItsOldRecordings() throws {
        let folder = temporary.url
        #expect(MemoryFolder(databasePath: folder.appendingPathComponent("sous.sqlite").path).root?.lastPathComponent == "memories")
        #expect(MemoryFolder(databasePath: folder.appendingPathComponent("gran.sqlite").path).root?.lastPathComponent == "gran.memories")

        // gran.sqlite as an older Sous left it: its recording in the shared memories/ folder.
        let path = folder.appendingPathComponent("gran.sqlite").path
        let shared = MemoryFolder(root: folder.appendingPathComponent("memories"))
        let old = try AppDatabase.open(path: path)
        let recipe = try RecipeRepository(old).insert(Recipe(title: "Soda bread"))
        try Data("fLaC old".utf8).write(to: try shared.prepare().appendingPathComponent("old.flac"))
        _ = try MemoryRepository(old, folder: shared).add(Memory(recipeId: recipe.id, recordedAt: Date(), durationSeconds: 1, audioPath: "old.flac"))

        let reopened = try AppDatabase.open(path: path)
        let repository = MemoryRepository(reopened)
        let memory = try #require(try repository.list().first)
        let audio = try repository.folder.existingAudio(of: memory)
        #expect(audio.deletingLastPathComponent().lastPathComponent == "gran.memories")
        #expect(try Data(contentsOf: audio) == Data("fLaC old".utf8))
        let links = try FileManager.default.attributesOfItem(atPath: audio.path)[.referenceCount] as? Int
        #expect(links == 2, "a hard link, not a copy: the shared file may be another cookbook's too")
        #expect(try MemoryRepository(reopened).adoptFromSharedFolder() == 0, "done once")
    }

    /// A recording killed before its row was stored is set aside, not left where no list sees it;
    /// one still being written (another instance) and every named one stay.
    @Test func recordingsNoMemoryNamesAreSetAsideOnceQuiet() throws {
        let db = try AppDatabase.open(path: temporary.url.appendingPathComponent("sous.sqlite").path)
        let repository = MemoryRepository(db)
        let root = try repository.folder.prepare()
        let recipe = try RecipeRepository(db).insert(Recipe(title: "Tart"))
        for name in ["kept.flac", "killed.flac", "recording.flac"] { try Data("fLaC".utf8).write(to: root.appendingPathComponent(name)) }
        _ = try repository.add(Memory(recipeId: recipe.id, recordedAt: Date(), durationSeconds: 1, audioPath: "kept.flac"))
        let anHourAgo = Date().addingTimeInterval(-3600)
        for name in ["kept.flac", "killed.flac"] {
            try FileManager.default.setAttributes([.modificationDate: anHourAgo], ofItemAtPath: root.appendingPathComponent(name).path)
        }
        let moved = try repository.setAsideOrphans()
        #expect(moved.map(\.lastPathComponent) == ["killed.flac"])
        #expect(moved.first?.deletingLastPathComponent().lastPathComponent == "interrupted")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: root.path)) == ["kept.flac", "recording.flac", "interrupted"])
        #expect(try repository.setAsideOrphans().isEmpty, "once")
    }
}
