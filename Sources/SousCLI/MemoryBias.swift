import SousCore
import SousVoice

/// The words a memory about a recipe is likely to use.
enum MemoryBias {
    static func model(recipe: Recipe?, members: [FamilyMember], question: MemoryQuestion?) -> BiasLanguageModel {
        var texts: [String] = []
        if let recipe {
            texts.append(recipe.title)
            texts += recipe.ingredients.map(\.name)
            texts += recipe.instructions.map(\.text)
            if let story = recipe.familyMemory?.story { texts.append(story) }
        }
        texts += members.map(\.name)
        if let question { texts.append(question.text) }
        return BiasLanguageModel(texts: texts)
    }
}
