import Foundation
import GRDB
import SousCore

/// A row of `memory`.
struct MemoryRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "memory"
    var id: Int64?
    var recipeId: Int64?
    var memberId: Int64?
    var questionId: String?
    var question: String?
    var speaker: String?
    var recordedAt: Date
    var durationSeconds: Double
    var audioPath: String
    var transcript: String
    var transcriptEdited: Bool
    var transcriptPending: Bool

    init(_ m: Memory) {
        id = m.id
        recipeId = m.recipeId
        memberId = m.memberId
        questionId = m.questionId
        question = m.question
        speaker = m.speaker
        recordedAt = m.recordedAt
        durationSeconds = m.durationSeconds
        audioPath = m.audioPath
        transcript = m.transcript
        transcriptEdited = m.transcriptEdited
        transcriptPending = m.transcriptPending
    }

    var memory: Memory {
        Memory(id: id, recipeId: recipeId, memberId: memberId, questionId: questionId, question: question, speaker: speaker,
               recordedAt: recordedAt, durationSeconds: durationSeconds, audioPath: audioPath, transcript: transcript,
               transcriptEdited: transcriptEdited, transcriptPending: transcriptPending)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
