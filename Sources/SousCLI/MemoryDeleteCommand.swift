import ArgumentParser
import Foundation
import SousContract
import SousCore
import SousStore
import SousVoice

struct MemoryDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a memory and its recording.")

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The memory's id.") var id: Int64

    func run() throws {
        guard try MemoryRepository(try database.open()).delete(id) else { throw CommandFailure(description: "no memory \(id) (see `sous memory list`)") }
        Output.line("deleted memory \(id) and its recording")
    }
}
