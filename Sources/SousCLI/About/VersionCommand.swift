import ArgumentParser

/// `sous version`: the version, the commit and the libraries found at run time
/// (`sous --version` prints the version alone).
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "version",
        abstract: "Print the version, the git commit and the versions of the libraries found at run time."
    )

    @Flag(help: "Print JSON.") var json = false

    func run() throws {
        let report = VersionReport.current()
        if json { try Output.json(report) } else { report.lines.forEach { Output.line($0) } }
    }
}
