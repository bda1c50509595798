import ArgumentParser

/// The `sous` command: a terminal cookbook and hands-free cooking assistant.
public struct SousCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sous",
        abstract: "A terminal cookbook and hands-free cooking assistant.",
        subcommands: []
    )

    public init() {}

    public func run() async throws {
        print(SousCommand.helpMessage())
    }
}
