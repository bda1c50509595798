import Foundation

/// Runs the built `sous` binary as a user would, capturing its output and exit code.
public struct CommandRunner {
    public struct Result {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The debug binary; `make test` builds it before the tests run.
    public static let binary = TestData.packageRoot.appendingPathComponent(".build/debug/sous")

    public var environment: [String: String]

    /// A runner whose database and XDG folders live in a fresh temporary folder.
    public init() {
        temporary = TemporaryFolder("sous-cli")
        let folder = temporary.url
        environment = [
            "HOME": folder.path,
            "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8",
        ]
        self.folder = folder
    }

    public let folder: URL
    /// Removes the folder when the last copy of this runner goes.
    private let temporary: TemporaryFolder

    @discardableResult
    public func run(_ arguments: [String], stdin: String? = nil) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else {
            throw TestData.MissingTestData(path: Self.binary.path + " (run `swift build` first)")
        }
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.environment = environment
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self), stderr: String(decoding: stderrData, as: UTF8.self))
    }
}
