extension Assistant {
    /// How the answer names an action: "to knead it", "it goes in the oven".
    static func howLongPhrase(_ action: String) -> String {
        action == "oven" ? "how long it goes in the oven" : "how long to \(action) it"
    }

    /// "How long do I bake it?": the time the step that does it gives, with its timer offered.
    func howLongToCook(_ session: CookingSession, _ c: Context) -> Answer {
        let heat = c.text("heat")
        guard let action = c.text("action") ?? (heat == "oven" || heat == "gas" ? "oven" : nil) else {
            return howLongLeft(session, c)
        }
        guard session.stepCount > 0 else { return Answer(CookingSession.noStepsReply) }
        let steps = session.recipe.instructions
        guard let found = StepActions.best(action, in: steps, current: session.stepIndex) else {
            return Answer("This recipe does not say \(Self.howLongPhrase(action)).")
        }
        let where_ = "step \(found.stepIndex + 1)"
        let sentence = TemperatureConverter.rewrite(found.sentence, for: c.units).capitalizedFirst
        guard let duration = found.duration else {
            return Answer("\(sentence): \(where_). It gives no time for it.")
        }
        // The step timer starts at the step's own time; offer it only when that is this time.
        let stepTimerFits = found.stepIndex == session.stepIndex
            && session.currentStep.flatMap(CookingSession.stepDuration)?.low == duration.low
        let offer = stepTimerFits ? "Say start the timer." : "Say set a timer for \(SpokenText.duration(duration.low))."
        return Answer("\(sentence): \(where_). \(offer)")
    }

    /// "What temperature?": the oven's (or the oil's, a syrup's) as the steps give it, in the cook's units.
    func whatTemperature(_ session: CookingSession, _ c: Context) -> Answer {
        let heat = c.text("heat")
        let asked: StepTemperatures.Heat
        switch (heat, c.text("action")) {
        case ("oil", _), (nil, "fry"), (nil, "sear"): asked = .oil
        case ("sugar", _): asked = .sugar
        case ("oven", _), ("gas", _), (nil, "bake"), (nil, "roast"), (nil, "braise"), (nil, "toast"): asked = .oven
        default: asked = .any
        }
        let steps = session.recipe.instructions
        let index = session.stepIndex
        let chosen = asked == .any
            ? StepTemperatures.current(.oven, in: steps, current: index) ?? StepTemperatures.current(.any, in: steps, current: index)
            : StepTemperatures.current(asked, in: steps, current: index)
        guard let (now, later) = chosen else {
            switch asked {
            case .oven:
                let usesOven = steps.contains { StepActions.words($0.text).contains { $0.word == "oven" } }
                return Answer(usesOven ? "This recipe does not give an oven temperature." : "This recipe does not use the oven.")
            case .oil: return Answer("This recipe does not give a temperature for the oil.")
            case .sugar: return Answer("This recipe does not give a temperature for the sugar.")
            case .any: return Answer("This recipe does not give a temperature.")
            }
        }
        var text = describe(now, units: c.units, gas: heat == "gas")
        if let later { text += " Then " + lowerFirst(describe(later, units: c.units, gas: heat == "gas")) }
        return Answer(text)
    }

    /// "Heat the oven to 180°C: step 1.", converted to `units`, with the gas mark when asked for.
    func describe(_ found: StepTemperatures.Found, units: UnitSystem, gas: Bool) -> String {
        var sentence = TemperatureConverter.rewrite(found.sentence, for: units).capitalizedFirst
        if let mark = found.gasMark, found.temperatures.isEmpty, let degrees = GasMark.temperature(of: mark, for: units) {
            sentence += " (about \(degrees))"
        }
        var text = "\(sentence): step \(found.stepIndex + 1)."
        if gas, found.gasMark == nil, let first = found.temperatures.first, let mark = GasMark.nearest(to: first) {
            text += " That is about \(mark)."
        }
        return text
    }
}
