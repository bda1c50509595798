import ArgumentParser
import Foundation
import SousCore

/// `sous parse-ingredient`: shows how ingredient lines are read.
struct ParseIngredientCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse-ingredient",
        abstract: "Show how ingredient lines are parsed (quantity, unit, name, notes).",
        discussion: "Give lines as arguments, or - to read them from standard input (one per line; group headers carry over)."
    )

    @Argument(help: "Ingredient lines, or - for standard input.") var lines: [String] = []
    @Flag(help: "Print one JSON object per line.") var json = false

    func validate() throws {
        if lines.isEmpty { throw ValidationError("give at least one ingredient line, or - to read standard input") }
    }

    func run() throws {
        var input: [String] = []
        for line in lines {
            if line == "-" {
                while let read = Swift.readLine(strippingNewline: true) { input.append(read) }
            } else {
                input.append(line)
            }
        }
        // With --json, one object per input line (a blank line too), so row n is line n.
        for (line, parsed) in zip(input, IngredientLineParser.parse(lines: input)) {
            switch parsed {
            case .blank:
                if json { try Output.json(ParsedOutput(blank: line)) }
            case .section(let title):
                if json { try Output.json(ParsedOutput(section: title, input: line)) } else { Output.line("section: \(title)") }
            case .ingredient(let i):
                if json {
                    try Output.json(ParsedOutput(ingredient: i))
                } else {
                    let amount = i.quantity.map { QuantityFormatter.string($0, style: QuantityFormatter.style(for: i.unit.flatMap(Units.unit(symbol:)))) } ?? "-"
                    var fields = ["quantity: \(amount)", "unit: \(i.unit ?? "-")", "name: \(i.name)"]
                    if let notes = i.notes { fields.append("notes: \(notes)") }
                    if let section = i.section { fields.append("section: \(section)") }
                    if i.optional { fields.append("optional") }
                    Output.line(fields.joined(separator: " | "))
                }
            }
        }
    }

    struct ParsedOutput: Encodable {
        var input: String?
        var section: String?
        var quantity: Quantity?
        var unit: String?
        var name: String?
        var notes: String?
        var ingredientSection: String?
        var optional: Bool?

        var blank: Bool?

        init(section: String, input: String) {
            self.section = section
            self.input = input
        }

        init(blank input: String) {
            self.input = input
            blank = true
        }

        init(ingredient i: Ingredient) {
            input = i.text
            quantity = i.quantity
            unit = i.unit
            name = i.name
            notes = i.notes
            ingredientSection = i.section
            optional = i.optional
        }
    }
}
