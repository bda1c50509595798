import Foundation
import Testing

/// Compares text with a reviewed golden file under `Tests/<suite>/Goldens/`.
///
/// `SOUS_RECORD_GOLDENS=1 swift test` writes the files and fails, so recording is never
/// silent: review the diff, then run again without it.
public enum Golden {
    public static func assert(_ actual: String, named name: String, suite: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = TestData.packageRoot.appendingPathComponent("Tests/\(suite)/Goldens/\(name).txt")
        if ProcessInfo.processInfo.environment["SOUS_RECORD_GOLDENS"] == "1" {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            Issue.record("recorded \(url.path); review it and run again without SOUS_RECORD_GOLDENS", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden \(url.path) (record with SOUS_RECORD_GOLDENS=1)", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("golden \(name) differs:\n--- expected\n\(expected)\n--- actual\n\(actual)", sourceLocation: sourceLocation)
        }
    }
}
