import Foundation
import SousCore
import SousStore
import SousTestSupport
import Testing

/// Ctrl-C during a big import, sent to a real `sous import` process: it stops between two
/// recipes, says how many it stored, exits non-zero, and leaves only whole recipes behind.
@Suite(.serialized) struct ImportInterruptTests {
    /// Recipe n has 3 + n % 5 ingredients and 1 + n % 3 steps, so a half-stored one shows.
    static func bigFile(count: Int) -> String {
        let recipes = (0..<count).map { n -> String in
            let ingredients = (0..<(3 + n % 5)).map { "\"\($0 + 1) cups ingredient \($0) of \(n)\"" }.joined(separator: ", ")
            let steps = (0..<(1 + n % 3)).map { "\"Step \($0 + 1) of recipe \(n).\"" }.joined(separator: ", ")
            return #"{"@type": "Recipe", "name": "Recipe \#(n)", "recipeIngredient": [\#(ingredients)], "recipeInstructions": [\#(steps)]}"#
        }
        return "[" + recipes.joined(separator: ",\n") + "]"
    }

    @Test func ctrlCStopsBetweenRecipes() throws {
        let temporary = TemporaryFolder("sous-interrupt")
        let folder = temporary.url
        let file = folder.appendingPathComponent("big.json")
        let total = 4_000
        try Data(Self.bigFile(count: total).utf8).write(to: file)
        let dbPath = folder.appendingPathComponent("interrupt.sqlite").path
        // Migrated here first, so that polling it below never races the import's migrations.
        _ = try AppDatabase.open(path: dbPath)
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["import", "--show-progress", "--db", dbPath, file.path]
        process.environment = ["HOME": folder.path, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdout = Locked(Data())
        let stderr = Locked(Data())
        out.fileHandleForReading.readabilityHandler = { handle in stdout.mutate { $0.append(handle.availableData) } }
        err.fileHandleForReading.readabilityHandler = { handle in stderr.mutate { $0.append(handle.availableData) } }
        try process.run()

        // The file is stored in one transaction, so the database shows nothing until it ends:
        // wait (bounded) until the progress line says 20 recipes are stored, then press Ctrl-C.
        let deadline = Date().addingTimeInterval(60)
        var stored = 0
        while stored < 20, Date() < deadline, process.isRunning {
            Thread.sleep(forTimeInterval: 0.05)
            var text = ""
            stderr.mutate { text = String(decoding: $0, as: UTF8.self) }
            let last = text.components(separatedBy: "Importing ").last ?? ""
            stored = Int(last.prefix { $0.isNumber }) ?? 0
        }
        #expect(process.isRunning, "the import finished before it could be interrupted")
        process.interrupt()
        process.waitUntilExit()
        out.fileHandleForReading.readabilityHandler = nil
        err.fileHandleForReading.readabilityHandler = nil
        var errors = ""
        stderr.mutate { errors = String(decoding: $0 + err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) }
        #expect(process.terminationStatus == 130)
        #expect(errors.contains("interrupted:"), "\(errors)")

        let recipes = try RecipeRepository(try AppDatabase.open(path: dbPath)).all()
        #expect(recipes.count >= 20 && recipes.count < total)
        #expect(errors.contains("interrupted: \(recipes.count) recipes stored"), "\(errors)")
        for recipe in recipes {
            let n = Int(recipe.title.split(separator: " ").last ?? "") ?? -1
            #expect(recipe.ingredients.count == 3 + n % 5, "\(recipe.title) is whole")
            #expect(recipe.instructions.count == 1 + n % 3, "\(recipe.title) is whole")
        }
    }
}

/// A value shared with a callback thread.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&value) } }
}
