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
