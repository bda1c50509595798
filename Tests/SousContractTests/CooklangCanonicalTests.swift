import Foundation
import SousCore
import SousTestSupport
import Testing
import Yams

/// Runs the Cooklang spec's 60 canonical parser tests (`Tests/Fixtures/cooklang/canonical.yaml`).
///
/// Each case is compared the way the spec's reference does: items in order, names and units as
/// strings, quantities as numbers or text. Our components keep a missing amount as nil, so the
/// reference's printed defaults are applied here: "some" for an ingredient, 1 for cookware and
/// "" for a timer.
@Suite struct CooklangCanonicalTests {
    struct Case {
        var name: String
        var source: String
        var steps: [[String]]
        var metadata: [String: String]
    }

    static func loadCases() throws -> [Case] {
        let data = try TestData.fixture("cooklang/canonical.yaml")
        let text = try #require(String(data: data, encoding: .utf8))
        let root = try #require(try Yams.load(yaml: text) as? [String: Any])
        let tests = try #require(root["tests"] as? [String: Any])
        return try tests.keys.sorted().map { name in
            let test = try #require(tests[name] as? [String: Any])
            let result = try #require(test["result"] as? [String: Any])
            let steps = (result["steps"] as? [[[String: Any]]] ?? []).map { $0.map(expectedItem) }
            let metadata = (result["metadata"] as? [String: Any] ?? [:]).mapValues { "\($0)" }
            return Case(name: name, source: try #require(test["source"] as? String), steps: steps, metadata: metadata)
        }
    }

    /// One expected item as a comparable line, e.g. `ingredient|thyme|num:2.0|sprigs`.
    static func expectedItem(_ item: [String: Any]) -> String {
        let type = item["type"] as? String ?? "?"
        if type == "text" { return "text|\(item["value"] ?? "")" }
        return [type, "\(item["name"] ?? "")", expectedQuantity(item["quantity"]), "\(item["units"] ?? "")"].joined(separator: "|")
    }

    static func expectedQuantity(_ value: Any?) -> String {
        switch value {
        case let n as Int: "num:\(Double(n))"
        case let d as Double: "num:\(d)"
        case let s as String: "text:\(s)"
        default: "text:"
        }
    }

    static func actualItem(_ item: CooklangItem) -> String {
        switch item {
        case .text(let value): "text|\(value)"
        case .ingredient(let c): component("ingredient", c, missing: "text:some")
        case .cookware(let c): component("cookware", c, missing: "num:1.0")
        case .timer(let c): component("timer", c, missing: "text:")
        }
    }

    static func component(_ type: String, _ c: CooklangComponent, missing: String) -> String {
        let quantity = c.quantity.map { q in q.number.map { "num:\($0.doubleValue)" } ?? "text:\(q.text)" } ?? missing
        return [type, c.name, quantity, c.units].joined(separator: "|")
    }

    /// Why a case fails, or nil when it passes.
    static func failure(_ test: Case) -> String? {
        let document = CooklangParser.parse(test.source)
        let steps = document.steps.map { $0.items.map(actualItem) }
        let metadata = Dictionary(document.metadata.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        if steps != test.steps { return "\(test.name): steps \(steps) expected \(test.steps)" }
        if metadata != test.metadata { return "\(test.name): metadata \(metadata) expected \(test.metadata)" }
        return nil
    }

    @Test func everyCanonicalCasePasses() throws {
        let cases = try Self.loadCases()
        #expect(cases.count == 60, "canonical.yaml should hold 60 cases, found \(cases.count)")
        let failures = cases.compactMap(Self.failure)
        print("cooklang canonical: \(cases.count - failures.count)/\(cases.count) pass")
        for failure in failures { print("  FAIL \(failure)") }
        #expect(failures.isEmpty, "\(failures.count) canonical cases fail:\n\(failures.joined(separator: "\n"))")
    }
}
