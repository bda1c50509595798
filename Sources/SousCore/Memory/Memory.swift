import Foundation

/// A spoken memory: a recording about a recipe or a family member, with its transcript.
public struct Memory: Hashable, Sendable, Codable {
    public var id: Int64?
    public var recipeId: Int64?
    public var memberId: Int64?
    /// The guided question's id, nil for a free note.
    public var questionId: String?
    /// The question as it was asked (kept: the contract may be reworded later).
    public var question: String?
    /// Who is speaking, as the cook wrote it.
    public var speaker: String?
    public var recordedAt: Date
    public var durationSeconds: Double
    /// Relative to the `memories/` folder next to the database.
    public var audioPath: String
    public var transcript: String
    /// False while the transcript is the machine's draft.
    public var transcriptEdited: Bool
    /// True from the moment the recording is stored until a transcript is made: a transcription
    /// interrupted (the row is stored first), or a recording kept with `--no-transcribe`.
    public var transcriptPending: Bool

    public init(id: Int64? = nil, recipeId: Int64? = nil, memberId: Int64? = nil, questionId: String? = nil, question: String? = nil,
                speaker: String? = nil, recordedAt: Date, durationSeconds: Double, audioPath: String, transcript: String = "",
                transcriptEdited: Bool = false, transcriptPending: Bool = false) {
        self.id = id
        self.recipeId = recipeId
        self.memberId = memberId
        self.questionId = questionId
        self.question = question
        self.speaker = speaker
        self.recordedAt = recordedAt
        self.durationSeconds = durationSeconds
        self.audioPath = audioPath
        self.transcript = transcript
        self.transcriptEdited = transcriptEdited
        self.transcriptPending = transcriptPending
    }

    private enum CodingKeys: String, CodingKey {
        case id, recipeId, memberId, questionId, question, speaker, recordedAt, durationSeconds, audioPath, transcript
        case transcriptEdited, transcriptPending
    }

    /// Exports made before v14 have no `transcriptPending`: their transcripts were all made.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decodeIfPresent(Int64.self, forKey: .id), recipeId: try c.decodeIfPresent(Int64.self, forKey: .recipeId),
                  memberId: try c.decodeIfPresent(Int64.self, forKey: .memberId), questionId: try c.decodeIfPresent(String.self, forKey: .questionId),
                  question: try c.decodeIfPresent(String.self, forKey: .question), speaker: try c.decodeIfPresent(String.self, forKey: .speaker),
                  recordedAt: try c.decode(Date.self, forKey: .recordedAt), durationSeconds: try c.decode(Double.self, forKey: .durationSeconds),
                  audioPath: try c.decode(String.self, forKey: .audioPath), transcript: try c.decode(String.self, forKey: .transcript),
                  transcriptEdited: try c.decode(Bool.self, forKey: .transcriptEdited),
                  transcriptPending: try c.decodeIfPresent(Bool.self, forKey: .transcriptPending) ?? false)
    }

    /// A file name for a new recording: its date and a random part, never a path.
    public static func audioFileName(recordedAt: Date, random: UInt32) -> String {
        let stamp = ISO8601.string(recordedAt).replacingOccurrences(of: ":", with: "")
        return "\(stamp)-\(String(random, radix: 16)).flac"
    }

    /// Whether a stored relative path stays inside the memories folder (an archive could say "../x").
    public static func isSafeRelativePath(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..") && !path.contains("\0")
    }
}
