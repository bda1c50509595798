import Foundation
import SousTestSupport
import Testing
@testable import SousAI

@Suite struct KeyStoreTests {
    static let key = "sk-test-0123456789abcdef9f2c"

    func mode(_ path: String) -> Int {
        var info = stat()
        stat(path, &info)
        return Int(info.st_mode & 0o777)
    }

    func fileStore(_ folder: TemporaryFolder, environment: [String: String] = [:]) -> KeyStore {
        var environment = environment
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        return KeyStore(environment: environment, keyring: nil, file: FileKeyBackend(url: FileKeyBackend.standardURL(environment: environment)))
    }

    @Test func theKeyFileIsCreated0600InAPrivateFolder() throws {
        let folder = TemporaryFolder("keys")
        let store = fileStore(folder)
        let source = try store.set(Secret(Self.key), for: .openai).source
        let path = folder.appendingPathComponent("config/sous/ai-keys.json").path
        #expect(source == .file(path))
        #expect(mode(path) == 0o600)
        #expect(mode(folder.appendingPathComponent("config/sous").path) == 0o700)
        #expect(try store.key(for: .openai)?.secret.value == Self.key)
        // A second write replaces the file and keeps the mode; no temporary file is left.
        _ = try store.set(Secret("sk-ant-0123456789abcdefZZZZ"), for: .anthropic)
        #expect(mode(path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("config/sous").path) == ["ai-keys.json"])
    }

    @Test func aKeyFileOthersCanReadIsRefusedWithTheFix() throws {
        let folder = TemporaryFolder("keys")
        let store = fileStore(folder)
        _ = try store.set(Secret(Self.key), for: .openai)
        let path = store.file.url.path
        chmod(path, 0o644)
        #expect(throws: KeyStoreError.readableByOthers(path: path, mode: 0o644)) { try store.key(for: .openai) }
        let message = "\(KeyStoreError.readableByOthers(path: path, mode: 0o644))"
        #expect(message.contains("chmod 600 \(path)"))
        #expect(!message.contains(Self.key))
        chmod(path, 0o600)
        #expect(try store.key(for: .openai)?.secret.value == Self.key)
    }

    @Test func theEnvironmentTakesPrecedence() throws {
        let folder = TemporaryFolder("keys")
        _ = try fileStore(folder).set(Secret(Self.key), for: .openai)
        let store = fileStore(folder, environment: ["OPENAI_API_KEY": "sk-env-0000000000000000AAAA"])
        let found = try #require(try store.key(for: .openai))
        #expect(found.secret.value == "sk-env-0000000000000000AAAA")
        #expect(found.source == .environment("OPENAI_API_KEY"))
        #expect(store.environmentVariable(for: .openai) == "OPENAI_API_KEY")
        #expect(try store.key(for: .anthropic) == nil)
    }

    /// A stand-in for libsecret's secret-tool: keeps secrets in files and logs its arguments.
    /// An executable written so that no other process can hold it open for writing when it is
    /// run ("text file busy"): tests start processes from other threads all the while, and a
    /// child forked while the file was open inherits the descriptor unless it is close-on-exec.
    /// Written under another name with O_CLOEXEC, then renamed into place.
    static func writeExecutable(_ text: String, to url: URL) throws {
        let temporary = url.path + ".new"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard written == bytes.count, chmod(temporary, 0o755) == 0, rename(temporary, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    static func fakeSecretTool(in folder: TemporaryFolder) throws -> [String: String] {
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let script = """
            #!/bin/bash
            printf '%s\\n' "$*" >> "$FAKE_KEYRING/argv.log"
            cmd=$1; shift
            args=(); for a in "$@"; do [[ $a == --label=* ]] || args+=("$a"); done
            name=$(IFS=_; echo "${args[*]}")
            case $cmd in
              store) cat > "$FAKE_KEYRING/$name" ;;
              lookup) [ -f "$FAKE_KEYRING/$name" ] && cat "$FAKE_KEYRING/$name" || exit 1 ;;
              clear) rm -f "$FAKE_KEYRING/$name" ;;
            esac
            """
        try writeExecutable(script, to: bin.appendingPathComponent("secret-tool"))
        let keyring = folder.appendingPathComponent("keyring")
        try FileManager.default.createDirectory(at: keyring, withIntermediateDirectories: true)
        return ["PATH": "\(bin.path):/usr/bin:/bin", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent", "FAKE_KEYRING": keyring.path,
                "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path]
    }

    @Test func theKeyringIsUsedWhenOneAnswersAndNeverSeesTheKeyOnACommandLine() throws {
        let folder = TemporaryFolder("keys")
        let environment = try Self.fakeSecretTool(in: folder)
        let store = KeyStore.standard(environment: environment)
        #expect(store.keyring != nil)
        #expect(try store.set(Secret(Self.key), for: .gemini) == KeyStore.Stored(source: .keyring))
        #expect(try store.key(for: .gemini)?.source == .keyring)
        #expect(try store.key(for: .gemini)?.secret.value == Self.key)
        #expect(!FileManager.default.fileExists(atPath: store.file.url.path))
        let argv = try String(contentsOf: folder.appendingPathComponent("keyring/argv.log"), encoding: .utf8)
        #expect(argv.contains("store"))
        #expect(!argv.contains(Self.key))
    }

    @Test func aKeyringThatRefusesToStoreFallsBackToTheFileAndSaysWhy() throws {
        let folder = TemporaryFolder("keys")
        let environment = try Self.fakeSecretTool(in: folder)
        let store = KeyStore.standard(environment: environment)
        // A keyring with no default collection (a headless session) answers lookups but refuses to store.
        try Self.writeExecutable("#!/bin/bash\n[ \"$1\" = store ] && { echo 'secret-tool: Object does not exist at path /org/freedesktop/secrets/collection/login' >&2; exit 1; }\nexit 1\n",
                                 to: folder.appendingPathComponent("bin/secret-tool"))
        let stored = try store.set(Secret(Self.key), for: .openai)
        #expect(stored.source == .file(store.file.url.path))
        #expect(stored.keyringProblem?.contains("collection/login") == true, "\(stored.keyringProblem ?? "no problem said")")
        #expect(try store.file.read(.openai)?.value == Self.key)
    }

    @Test func noKeyringWithoutASessionBus() throws {
        let folder = TemporaryFolder("keys")
        var environment = try Self.fakeSecretTool(in: folder)
        environment["DBUS_SESSION_BUS_ADDRESS"] = nil
        #expect(KeyStore.standard(environment: environment).keyring == nil)
    }

    @Test func deleteRemovesTheKeyEverywhere() throws {
        let folder = TemporaryFolder("keys")
        let environment = try Self.fakeSecretTool(in: folder)
        let withKeyring = KeyStore.standard(environment: environment)
        _ = try withKeyring.set(Secret(Self.key), for: .openai)
        // A key left in the file from a time without a keyring (and left 0644 at that).
        let fileOnly = KeyStore(environment: environment, keyring: nil, file: withKeyring.file)
        _ = try fileOnly.set(Secret("sk-old-0123456789abcdefOLD1"), for: .openai)
        _ = try fileOnly.set(Secret("sk-ant-0123456789abcdefKEEP"), for: .anthropic)
        chmod(withKeyring.file.url.path, 0o644)

        let removed = try withKeyring.delete(.openai)
        #expect(removed == [.keyring, .file(withKeyring.file.url.path)])
        chmod(withKeyring.file.url.path, 0o600)
        #expect(try withKeyring.key(for: .openai) == nil)
        #expect(try fileOnly.key(for: .openai) == nil)
        #expect(try fileOnly.key(for: .anthropic)?.secret.value == "sk-ant-0123456789abcdefKEEP")
        #expect(try withKeyring.delete(.openai) == [])
    }
}
