import ArgumentParser
import Foundation
import SousAI
import SousCore
import SousStore

/// `sous ai configure PROVIDER --model M --base-url URL`: the cook's defaults per provider.
struct AIConfigureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "configure", abstract: "Set a provider's model and address (kept in settings; not the key).")

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "local, openai, anthropic or gemini.") var provider: AIProviderKind
    @Option(help: "The model to use from now on.") var model: String?
    @Option(name: .customLong("base-url"), help: "The address to use from now on.") var baseURL: String?
    @Flag(help: "Back to the provider's default model and address.") var reset = false
    @Flag(help: "Forget that you agreed to send to this provider (it asks again).") var forgetConsent = false
    @Flag(help: "Print one JSON object.") var json = false

    func validate() throws {
        if let baseURL, URL(string: baseURL)?.scheme.map({ ["http", "https"].contains($0.lowercased()) }) != true {
            throw ValidationError("--base-url must be an http(s) address")
        }
    }

    func run() throws {
        let repository = AIProviderRepository(try database.open())
        var settings = try repository.load(provider.rawValue) ?? AIProviderSettings(provider: provider.rawValue)
        if reset {
            settings.model = nil
            settings.baseURL = nil
        }
        if let model { settings.model = model.trimmingCharacters(in: .whitespaces) }
        if let baseURL { settings.baseURL = baseURL.trimmingCharacters(in: .whitespaces) }
        if forgetConsent { settings.consentedAt = nil }
        try repository.save(settings)
        if json { return try Output.json(settings) }
        Output.line("\(provider.rawValue): model \(settings.model ?? provider.defaultModel + " (default)"), address \(settings.baseURL ?? provider.defaultBaseURL + " (default)")")
    }
}
