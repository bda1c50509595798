/// A `.cook` file read into its parts: metadata, then steps, notes and section headings in order.
///
/// The blocks stay flat and in reading order, as the file has them, so an importer decides what a
/// section or a note means for its own model instead of the parser guessing.
public struct CooklangDocument: Hashable, Sendable {
    public var metadata: CooklangMetadata
    public var blocks: [CooklangBlock]

    public init(metadata: CooklangMetadata = CooklangMetadata(), blocks: [CooklangBlock] = []) {
        self.metadata = metadata
        self.blocks = blocks
    }

    /// The steps alone, in order, as the spec's canonical tests list them.
    public var steps: [CooklangStep] {
        blocks.compactMap { block in
            if case .step(let step) = block { return step }
            return nil
        }
    }
}

/// One paragraph-level part of a recipe.
public enum CooklangBlock: Hashable, Sendable {
    /// A paragraph of directions.
    case step(CooklangStep)
    /// A `> ...` paragraph: advice that is not a direction.
    case note(String)
    /// A `= Dough =` heading; it applies to the blocks after it until the next heading.
    case section(String)
}

/// A step: text interleaved with ingredients, cookware and timers.
public struct CooklangStep: Hashable, Sendable {
    public var items: [CooklangItem]

    public init(items: [CooklangItem]) {
        self.items = items
    }
}

/// A piece of a step.
public enum CooklangItem: Hashable, Sendable {
    case text(String)
    case ingredient(CooklangComponent)
    case cookware(CooklangComponent)
    case timer(CooklangComponent)
}

/// An ingredient, cookware or timer with what its braces said.
///
/// A missing amount is nil rather than the spec's printed defaults ("some" for an ingredient, 1
/// for cookware, "" for a timer): those defaults are presentation, and an importer must know that
/// nothing was written.
public struct CooklangComponent: Hashable, Sendable {
    /// The name; empty for an unnamed timer (`~{25%minutes}`).
    public var name: String
    public var quantity: CooklangQuantity?
    /// The text after `%`, trimmed; empty when there was none.
    public var units: String
    /// An ingredient's preparation written in parentheses right after the braces (`@onion{1}(diced)`).
    public var note: String?

    public init(name: String, quantity: CooklangQuantity? = nil, units: String = "", note: String? = nil) {
        self.name = name
        self.quantity = quantity
        self.units = units
        self.note = note
    }
}

/// An amount as written inside braces, with its value when the spec reads it as a number.
public struct CooklangQuantity: Hashable, Sendable {
    /// As written, trimmed ("1/2", "1.5", "few", "01/2").
    public var text: String
    /// The exact value of a number ("3", "1.5", "1/2", "1 / 2"); nil for text ("few", "7 k", "01/2").
    public var number: Rational?

    public init(text: String, number: Rational? = nil) {
        self.text = text
        self.number = number
    }
}
