import ArgumentParser
import Foundation
import SousAI
import SousCore
import SousStore

/// `sous ai providers`: each provider, its address and model, where its key comes from
/// (masked), and whether a local server answers.
struct AIProvidersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "providers", abstract: "Show the AI providers, their models and addresses, and where each key comes from.")

    @OptionGroup var database: DatabaseOptions
    @Flag(help: "Print one JSON object.") var json = false

    struct Row: Encodable {
        var provider: String
        var name: String
        var model: String
        var baseURL: String
        var cloud: Bool
        /// "sk-…9f2c", never the key.
        var key: String?
        var keySource: String?
        var keyProblem: String?
        var consented: Bool
        var answering: Bool?
        var models: [String]?
    }

    struct Listing: Encodable {
        var providers: [Row]
        var keyring: Bool
        var keyFile: String
        var chosen: String?
    }

    func run() throws {
        let db = try database.open()
        let environment = ProcessInfo.processInfo.environment
        let keys = KeyStore.standard(environment: environment)
        let saved = try AIProviderRepository(db).all()
        let choice = ProviderChoice(environment: environment, settings: saved, keys: keys)
        let localURL = choice.configuredLocalURL
        let found = try AIRun.blocking {
            await LocalServerProbe.find(LocalServerProbe.candidates(environment: environment, configured: localURL))
        }
        var rows: [Row] = []
        for kind in AIProviderKind.allCases {
            var row = Row(provider: kind.rawValue, name: kind.displayName, model: choice.model(kind), baseURL: choice.baseURL(kind),
                          cloud: kind.isCloud, consented: choice.saved(kind)?.consentedAt != nil)
            if kind == .local {
                row.answering = found != nil
                if let found {
                    row.baseURL = found.baseURL
                    row.models = found.models
                }
            } else {
                do {
                    if let (secret, source) = try keys.key(for: kind) {
                        row.key = secret.description
                        row.keySource = source.description
                    }
                } catch {
                    row.keyProblem = "\(error)"
                }
            }
            rows.append(row)
        }
        let chosen = found != nil ? "local" : rows.first { $0.cloud && $0.key != nil }?.provider
        let listing = Listing(providers: rows, keyring: keys.keyring != nil, keyFile: keys.file.url.path, chosen: chosen)
        if json { return try Output.json(listing) }
        for row in rows {
            Output.line("\(row.provider == chosen ? "*" : " ") \(Output.column(row.provider, 10)) \(row.model) at \(row.baseURL)")
            if row.provider == "local" {
                Output.line("             " + (row.answering == true ? "answering; models: \((row.models ?? []).prefix(8).joined(separator: ", "))" : "no local server answers (Ollama, llama.cpp server, LM Studio)"))
            } else if let problem = row.keyProblem {
                Output.line("             key: unusable: \(problem)")
            } else if let key = row.key, let source = row.keySource {
                Output.line("             key \(key) from \(source)\(row.consented ? "" : "; not used yet (asks before the first send)")")
            } else {
                Output.line("             no key: `sous ai key set \(row.provider)`")
            }
        }
        Output.line("Keys are kept in \(keys.keyring != nil ? "the desktop keyring" : keys.file.url.path) (never in the database).")
        if chosen == nil { Output.line("No provider ready: start a local server or add a key.") }
    }
}
