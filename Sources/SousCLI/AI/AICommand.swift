import ArgumentParser

/// `sous ai`: recipes and answers from the cook's own AI provider (a local server, or OpenAI,
/// Anthropic or Gemini with the cook's key).
struct AICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ai",
        abstract: "Generate recipes and ask questions with your own AI provider (a local server, OpenAI, Anthropic or Gemini).",
        discussion: """
            With no --provider, a local OpenAI-compatible server that answers (Ollama on \
            127.0.0.1:11434, llama.cpp's server on :8080, LM Studio on :1234) comes first: nothing \
            leaves the machine. Otherwise the first cloud provider with a key. Keys live in the \
            desktop keyring when one runs, else in a 0600 file under $XDG_CONFIG_HOME/sous/; \
            OPENAI_API_KEY, ANTHROPIC_API_KEY and GEMINI_API_KEY take precedence. The first use of \
            a cloud provider shows what will be sent and asks.
            """,
        subcommands: [AIProvidersCommand.self, AIKeyCommand.self, AIConfigureCommand.self, AIGenerateCommand.self, AIAskCommand.self, AIAdaptCommand.self, AIPlanCommand.self]
    )
}
