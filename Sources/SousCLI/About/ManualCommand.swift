import ArgumentParser

/// `sous manual`: prints sous(1) in roff (`make release` installs it; `man sous` shows it).
/// Hidden from help, as it is for packaging, not for cooks.
struct ManualCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manual",
        abstract: "Print the man page, sous(1), in roff.",
        shouldDisplay: false
    )

    func run() throws {
        print(try ManualPage.render(), terminator: "")
    }
}
