import CSousBuildInfo

/// The release number, in one place: `sous --version`, `sous version`, the man page and the
/// Debian package (`make deb` asks the binary) all read it.
public enum SousVersion {
    public static let number = "0.9.0"

    /// The git commit the binary was built from, linked in by `make release`
    /// (`scripts/stamp-commit.sh`); nil for a plain `swift build` or a clone without git.
    public static var commit: String? {
        sous_build_commit().map { String(cString: $0) }
    }
}
