import Foundation
import GRDB
import SousCore

/// A row of `cookingWorkstate`; its timers are rows of `cookingTimer`.
struct WorkstateRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "cookingWorkstate"

    var recipeId: Int64
    var stepIndex: Int
    var completedSteps: [Int]
    var scaleFactor: String
    var servingsTarget: Int?
    var mode: String
    var lastIntent: String?
    var lastQuery: String?
    var lastResponse: String?
    var constraints: [String]
    var startedAt: Date
    var updatedAt: Date

    init(_ w: CookingWorkstate) {
        recipeId = w.recipeId
        stepIndex = w.stepIndex
        completedSteps = w.completedSteps.sorted()
        scaleFactor = w.scaleFactor.description
        servingsTarget = w.servingsTarget
        mode = w.mode.rawValue
        lastIntent = w.lastIntent
        lastQuery = w.lastQuery
        lastResponse = w.lastResponse
        constraints = w.constraints
        startedAt = w.startedAt
        updatedAt = w.updatedAt
    }

    func workstate(timers: [TimerRecord]) -> CookingWorkstate {
        var workstate = CookingWorkstate(
            recipeId: recipeId, stepIndex: stepIndex, timers: timers.map(\.timer),
            completedSteps: Set(completedSteps), scaleFactor: Rational(exactString: scaleFactor) ?? .one,
            servingsTarget: servingsTarget, mode: CookingMode(rawValue: mode) ?? .stepByStep,
            lastIntent: lastIntent, lastQuery: lastQuery, lastResponse: lastResponse,
            constraints: constraints, startedAt: startedAt, updatedAt: updatedAt
        )
        workstate.syncedAt = updatedAt
        return workstate
    }
}

/// A row of `cookingTimer`.
struct TimerRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "cookingTimer"

    var id: String
    var recipeId: Int64
    var name: String
    var durationSeconds: Int
    var deadline: Date?
    var pausedRemaining: Int?
    var stepIndex: Int?
    var createdAt: Date

    init(_ t: CookingTimer, recipeId: Int64) {
        id = t.id
        self.recipeId = recipeId
        name = t.name
        durationSeconds = t.durationSeconds
        deadline = t.deadline
        pausedRemaining = t.pausedRemaining
        stepIndex = t.stepIndex
        createdAt = t.createdAt
    }

    var timer: CookingTimer {
        CookingTimer(id: id, name: name, durationSeconds: durationSeconds, deadline: deadline, pausedRemaining: pausedRemaining, stepIndex: stepIndex, createdAt: createdAt)
    }
}
