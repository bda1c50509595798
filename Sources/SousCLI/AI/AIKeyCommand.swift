import ArgumentParser
import Foundation
import SousAI
import SousCore

/// `sous ai key set|delete PROVIDER`.
struct AIKeyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "key", abstract: "Store or delete a provider's API key.",
                                                    subcommands: [Set.self, Delete.self])

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set", abstract: "Store a key read from standard input (not echoed on a terminal).",
            discussion: "Into the desktop keyring when one runs, else $XDG_CONFIG_HOME/sous/ai-keys.json created 0600. Never on the command line, never in the database."
        )

        @Argument(help: "openai, anthropic or gemini.") var provider: AIProviderKind
        @Flag(help: "Print one JSON object.") var json = false

        func validate() throws {
            if !provider.isCloud { throw ValidationError("a local server needs no key") }
        }

        func run() throws {
            let store = KeyStore.standard()
            let secret = Secret(Self.readKey())
            let stored: KeyStore.Stored
            do { stored = try store.set(secret, for: provider) } catch { throw CommandFailure(description: "\(error)") }
            let source = stored.source
            if let problem = stored.keyringProblem { Output.error("\(problem); stored in the key file instead") }
            let shadowed = store.environmentVariable(for: provider)
            if json {
                return try Output.json(Result(provider: provider.rawValue, key: secret.description, storedIn: source.description, overriddenBy: shadowed))
            }
            Output.line("\(provider.displayName) key \(secret) stored in \(source)")
            if let shadowed { Output.line("note: \(shadowed) is set and takes precedence over the stored key") }
        }

        struct Result: Encodable {
            var provider: String
            var key: String
            var storedIn: String
            var overriddenBy: String?
        }

        /// One line from standard input; on a terminal, asked for with echo off.
        static func readKey() -> String {
            guard isatty(STDIN_FILENO) == 1 else { return readLine(strippingNewline: true) ?? "" }
            return Output.readHidden(prompt: "Paste the key (it will not show), then Enter: ")
        }
    }

    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a provider's key from the keyring and the key file.")

        @Argument(help: "openai, anthropic or gemini.") var provider: AIProviderKind
        @Flag(help: "Print one JSON object.") var json = false

        func run() throws {
            let store = KeyStore.standard()
            let removed: [KeySource]
            do { removed = try store.delete(provider) } catch { throw CommandFailure(description: "\(error)") }
            let remaining = store.environmentVariable(for: provider)
            if json {
                return try Output.json(Result(provider: provider.rawValue, removedFrom: removed.map(\.description), stillSetIn: remaining))
            }
            if removed.isEmpty {
                Output.line("no stored \(provider.displayName) key")
            } else {
                Output.line("\(provider.displayName) key deleted from \(removed.map(\.description).joined(separator: " and "))")
            }
            if let remaining { Output.line("note: \(remaining) is still set in your environment; unset it to stop using that key") }
        }

        struct Result: Encodable {
            var provider: String
            var removedFrom: [String]
            var stillSetIn: String?
        }
    }
}
