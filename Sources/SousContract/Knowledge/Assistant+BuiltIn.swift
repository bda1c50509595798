import SousCore

extension Assistant {
    /// The assistant with the built-in grammar and knowledge base.
    public static func builtIn() throws(ContractError) -> Assistant {
        try builtIn(grammar: IntentContract.builtIn())
    }

    /// The assistant with `grammar` (a user's file merged over the built-in one) and the built-in knowledge.
    public static func builtIn(grammar: IntentGrammar) throws(ContractError) -> Assistant {
        let knowledge = try KitchenKnowledgeContract.builtIn()
        do {
            return try Assistant(grammar: grammar, knowledge: knowledge)
        } catch {
            throw ContractError(file: IntentContract.builtInName, reason: "\(error)")
        }
    }
}
