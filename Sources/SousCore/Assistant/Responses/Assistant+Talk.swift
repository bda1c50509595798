extension Assistant {
    static let helpText = "You can say next step, go back, go to step 3, set a timer for 10 minutes, how long is left, "
        + "how much flour, what is next, double it, substitute for eggs, or what does fold mean."

    func unknown(_ c: Context) -> Answer {
        let heard = c.match.matchedText.contains { $0.isLetter }
        return Answer(heard ? "I didn't catch that. Try next step, set a timer for 10 minutes, how much flour, or help." : "I didn't catch that.")
    }

    func explain(_ c: Context) -> Answer {
        guard let name = c.text("technique") else { return Answer("Which technique? Say, for example, what does fold mean.") }
        guard let technique = knowledge.technique(named: name) else { return Answer("I have no notes on \(name) yet.") }
        return Answer(technique.text)
    }

    func convertUnits(_ c: Context) -> Answer {
        let system: UnitSystem
        switch c.text("system") {
        case "metric": system = .metric
        case "us": system = .us
        default: system = .asWritten
        }
        let names: [UnitSystem: String] = [.metric: "metric: grams and millilitres", .us: "US cups, ounces and spoons",
                                           .asWritten: "the units the recipe was written in"]
        var answer = Answer("Showing amounts in \(names[system] ?? "").")
        answer.units = system
        return answer
    }
}
