import ArgumentParser
import Foundation
import SousAI
import SousCore

/// The provider options shared by the commands that send something.
struct AIOptions: ParsableArguments {
    @Option(help: "local, openai, anthropic or gemini (default: a local server that answers, else the first provider with a key).")
    var provider: AIProviderKind?
    @Option(help: "The model (default: $OPENAI_MODEL etc., else your setting, else the provider's default).") var model: String?
    @Option(name: .customLong("base-url"), help: "The provider's address (a proxy or an OpenAI-compatible server).") var baseURL: String?
    @Option(help: "Seconds to wait for the answer to start, and for each pause while it streams.") var timeout: Double = 60
    @Option(name: .customLong("max-wait"), help: "Longest wait, in seconds, when a provider asks to slow down (HTTP 429 Retry-After).")
    var maxWait: Double = 30
    @Flag(help: "Agree to send to a cloud provider without being asked (remembered per provider).") var yes = false

    func validate() throws {
        if !(timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
        if !(maxWait >= 0) { throw ValidationError("--max-wait must be zero or more seconds") }
    }

    var overrides: ProviderChoice.Overrides {
        ProviderChoice.Overrides(provider: provider, model: model, baseURL: baseURL, timeout: timeout, maxRetryWait: maxWait)
    }
}

extension AIProviderKind: ExpressibleByArgument {}
