import Foundation

/// Which ingredient lines each step of a recipe uses, read from the steps' words.
///
/// A step names an ingredient by its whole name, by its tail ("the sugar" for "powdered sugar")
/// or, less surely, by a leading noun ("the chicken" for "chicken thighs", "vanilla" for
/// "vanilla extract"). The longest run of words that matches wins ("garlic powder" is not
/// "garlic"). When several lines share the words, a sure match (a name or its tail) beats a
/// leading noun, then the step's ingredient section decides (the section its unambiguous
/// mentions belong to, else the one the steps before it were in), then how fully the words
/// match, then lines no earlier step used, then list order (`rank`).
public enum StepIngredientMatcher {
    /// For each step, the indices of the ingredients it uses, in list order.
    public static func assignments(for recipe: Recipe) -> [[Int]] {
        let names = recipe.ingredients.map { words($0.name) }
        let sections = recipe.ingredients.map(\.section)
        var used: Set<Int> = []
        var running = sections.first ?? nil
        return recipe.instructions.map { step in
            let mentions = phrases(step.text).enumerated().flatMap { number, phrase in
                // A step opens with its verb: "Cream the butter" does not use the cream.
                self.mentions(in: number == 0 ? Array(phrase.dropFirst()) : phrase, names: names)
            }
            let section = stepSection(mentions, sections: sections, running: running)
            var chosen: Set<Int> = []
            let first = { (candidates: [Candidate]) in
                candidates.min { rank($0, section: section, sections: sections, used: used, chosen: chosen)
                    .lexicographicallyPrecedes(rank($1, section: section, sections: sections, used: used, chosen: chosen)) }
            }
            for mention in mentions {
                if let best = first(mention) { chosen.insert(best.index) }
            }
            // "Season" asks for the salt, unless the step names it.
            let salts = names.indices.filter { names[$0].contains("salt") }
            if words(step.text).contains("season"), !chosen.contains(where: salts.contains),
               let salt = first(salts.map { Candidate(index: $0, strength: 1) }) {
                chosen.insert(salt.index)
            }
            used.formUnion(chosen)
            running = section
            return chosen.sorted()
        }
    }

    /// One ingredient a run of the step's words may mean, and how fully it matches.
    struct Candidate {
        var index: Int
        /// 3: the whole name; 2: a tail of it (with the head noun), or the thing before a part
        /// ("chicken" of "chicken thighs"); 1: another leading part.
        var strength: Int
        /// The name says "ground" or "dried" and the step's words did not.
        var isDriedForm = false
    }

    /// Lower sorts first: a sure match (a name or its tail) before a leading part, the same
    /// section, stronger, not a dried spice for a plain word ("coriander" is the fresh herb when
    /// "ground coriander" is also listed), unused, earlier in the list.
    static func rank(_ candidate: Candidate, section: String?, sections: [String?], used: Set<Int>, chosen: Set<Int>) -> [Int] {
        [candidate.strength > 1 ? 0 : 1,
         sections[candidate.index] == section ? 0 : 1,
         -candidate.strength,
         candidate.isDriedForm ? 1 : 0,
         used.contains(candidate.index) || chosen.contains(candidate.index) ? 1 : 0,
         candidate.index]
    }

    /// The section of the step's unambiguous mentions (those whose lines all sit in one section),
    /// by majority; ties and steps without such mentions keep the section the steps were in.
    static func stepSection(_ mentions: [[Candidate]], sections: [String?], running: String?) -> String? {
        var votes: [String?: Int] = [:]
        for mention in mentions {
            let found = Set(mention.map { sections[$0.index] })
            if found.count == 1, let only = found.first { votes[only, default: 0] += 1 }
        }
        guard let most = votes.values.max() else { return running }
        let top = votes.filter { $0.value == most }.map(\.key)
        if top.contains(running) { return running }
        return sections.first { top.contains($0) } ?? running
    }

    /// The step's phrases: words between punctuation, so "tomatoes, purée" is not "tomato purée".
    static func phrases(_ text: String) -> [[String]] {
        text.split { ",;:.()!?".contains($0) }.map { words(String($0)) }.filter { !$0.isEmpty }
    }

    /// The step's mentions, left to right, each the longest run of words some name matches. A
    /// run followed by "mixture" is something made in an earlier step ("the egg mixture"), and
    /// one after "until" or "if" is how a thing is, not a use ("until the beef is tender").
    static func mentions(in text: [String], names: [[String]]) -> [[Candidate]] {
        var found: [[Candidate]] = []
        var position = 0
        while position < text.count {
            var length = min(maxRun, text.count - position)
            var candidates: [Candidate] = []
            while length > 0 {
                let run = Array(text[position..<position + length])
                let made = position + length < text.count && madeWords.contains(text[position + length])
                let state = position > 0 && stateWords.contains(text[position - 1])
                candidates = made || state ? [] : names.indices.compactMap { i in
                    guard let strength = strength(run, in: names[i]) ?? kindStrength(run, in: names[i]) else { return nil }
                    let dried = names[i].contains { driedForms.contains($0) && !run.contains($0) }
                    return Candidate(index: i, strength: strength, isDriedForm: dried)
                }
                if !candidates.isEmpty { break }
                length -= 1
            }
            if candidates.isEmpty {
                position += 1
            } else {
                found.append(candidates)
                position += length
            }
        }
        return found
    }

    /// The longest run of words looked for.
    static let maxRun = 6

    /// How `run` matches `name`: the whole name, a tail, or a leading part that is not a describing word.
    static func strength(_ run: [String], in name: [String]) -> Int? {
        guard !run.isEmpty, run.count <= name.count else { return nil }
        if run == name { return 3 }
        // "and pepper" is not a mention of "salt and pepper": a part starts and ends on a name word.
        if let first = run.first, let last = run.last, joiningWords.contains(first) || joiningWords.contains(last) { return nil }
        // One generic word ("sauce", "juice") is too little: "the dipping sauce" is not soy sauce.
        if run.count == 1, genericWords.contains(run[0]) { return nil }
        if Array(name.suffix(run.count)) == run { return 2 }
        guard !run.allSatisfy(describingWords.contains) else { return nil }
        for start in 0...(name.count - run.count) where Array(name[start..<start + run.count]) == run {
            // A leading part must end on a noun: "chicken" of "chicken thighs", not "olive" of "olive oil".
            guard let last = run.last, !describingWords.contains(last) else { continue }
            let rest = name[(start + run.count)...]
            return !rest.isEmpty && rest.allSatisfy({ partWords.contains($0) || joiningWords.contains($0) }) ? 2 : 1
        }
        return nil
    }

    /// Heads that name a part or form of the thing before them: "chicken thighs" is chicken,
    /// "vanilla extract" is vanilla ("chicken broth" is broth).
    static let partWords: Set<String> = [
        "thigh", "breast", "fillet", "drumstick", "leg", "wing", "mince", "steak", "chop", "chuck", "chunk",
        "piece", "slice", "leaf", "clove", "sprig", "stick", "wedge", "floret", "extract", "cube", "head", "stalk",
    ]

    /// A kind the step names for a line that names the sort ("the cheese" for Gruyère), weakly.
    static func kindStrength(_ run: [String], in name: [String]) -> Int? {
        guard run.count == 1, let sorts = kinds[run[0]], name.contains(where: sorts.contains) else { return nil }
        return 1
    }

    /// Kinds a step says for the sort a line names.
    static let kinds: [String: Set<String>] = [
        "cheese": ["cheddar", "gruyère", "gruyere", "parmesan", "feta", "mozzarella", "jack", "halloumi", "ricotta", "pecorino", "emmental", "comté"],
        "pasta": ["spaghetti", "penne", "linguine", "fettuccine", "tagliatelle", "macaroni", "fusilli", "rigatoni", "lasagne", "orzo"],
        "noodle": ["vermicelli", "udon", "soba", "ramen"],
        "wine": ["burgundy", "pinot", "merlot", "shiraz", "chardonnay", "riesling", "claret", "rioja", "chianti"],
        "bread": ["sourdough", "baguette", "brioche", "ciabatta", "pitta", "focaccia"],
        "yolk": ["egg"],
        "white": ["egg"],
    ]

    /// Words after a name that make it something prepared: "the egg mixture", "the porcini liquid".
    static let madeWords: Set<String> = ["mixture", "liquid", "sauce"]

    /// Words before a name that make it a state: "until the beef is tender", "if the tomatoes are sharp".
    static let stateWords: Set<String> = ["until", "if", "when", "once"]

    /// Words that join the words of a name.
    static let joiningWords: Set<String> = ["and", "or", "of", "with", "in", "to", "for", "into", "on", "plus"]

    /// Heads too generic to mean one line alone.
    static let genericWords: Set<String> = ["sauce", "juice", "paste", "mixture", "powder", "seed", "leaf"]

    /// Words marking the dried spice, passed over for the fresh thing when the step does not say them.
    static let driedForms: Set<String> = ["ground", "dried"]

    /// Words that describe or join rather than name: never enough on their own to mean an ingredient.
    static let describingWords: Set<String> = [
        "and", "or", "of", "with", "in", "to", "for", "into", "on", "plus",
        "baking", "olive", "ground", "fresh", "large", "small", "medium", "red", "green", "white", "black", "brown",
        "yellow", "dried", "unsalted", "salted", "plain", "all", "purpose", "self", "raising", "rising", "light",
        "dark", "extra", "virgin", "whole", "fine", "coarse", "hot", "cold", "warm", "sweet", "smoked", "sea",
        "kosher", "caster", "icing", "powdered", "granulated", "double", "heavy", "single", "sour", "soft", "hard",
        "day", "old", "cooked", "boneless", "skinless", "ripe", "frozen", "low", "fat", "full", "free", "range",
        "mixed", "toasted", "flaked", "chopped", "sliced", "minced", "grated", "melted", "tin", "can", "pinch",
        "handful", "bunch", "stick", "clove", "piece", "thick", "thin", "finely", "roughly", "freshly", "mild",
        "spring", "bone", "skin", "rolled", "instant", "active", "dry", "wet",
    ]

    /// Lowercased, singular words without articles: how names and steps are compared ("leaves"
    /// is "leaf", so basil leaves are not the verb "leave").
    static func words(_ text: String) -> [String] {
        NameMatcher.words(text).map { $0 == "leaves" ? "leaf" : NameMatcher.singular($0) }
    }
}
