import Foundation
import SousTestSupport
import Testing

/// `docs/ARCHITECTURE.md` names every target of `Package.swift` once, with exactly the
/// dependencies the package gives it, so a newcomer can trust the map.
@Suite struct ArchitectureDocTests {
    @Test func targetTableMatchesPackageSwift() throws {
        let package = try String(contentsOf: TestData.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let doc = try String(contentsOf: TestData.packageRoot.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let declared = PackageTargets.parse(package)
        let rows = ArchitectureTable.parse(doc)
        #expect(declared.count > 10, "Package.swift parsed to \(declared.count) targets")

        let declaredNames = declared.map(\.name)
        let documentedNames = rows.map(\.name)
        let missing = declaredNames.filter { !documentedNames.contains($0) }
        let extra = documentedNames.filter { !declaredNames.contains($0) }
        let repeated = Set(documentedNames.filter { name in documentedNames.filter { $0 == name }.count > 1 })
        #expect(missing.isEmpty, "targets missing from docs/ARCHITECTURE.md: \(missing.joined(separator: ", "))")
        #expect(extra.isEmpty, "targets in docs/ARCHITECTURE.md that Package.swift does not have: \(extra.joined(separator: ", "))")
        #expect(repeated.isEmpty, "targets listed more than once in docs/ARCHITECTURE.md: \(repeated.sorted().joined(separator: ", "))")

        for target in declared {
            guard let row = rows.first(where: { $0.name == target.name }) else { continue }
            let undocumented = target.dependencies.subtracting(row.dependencies).sorted()
            let unreal = row.dependencies.subtracting(target.dependencies).sorted()
            #expect(undocumented.isEmpty, "\(target.name) depends on \(undocumented.joined(separator: ", ")) in Package.swift but not in docs/ARCHITECTURE.md")
            #expect(unreal.isEmpty, "docs/ARCHITECTURE.md gives \(target.name) \(unreal.joined(separator: ", ")), which Package.swift does not")
        }
    }

    /// The readers behind the check: comments with stray brackets, products, system libraries
    /// and test targets in the package; in the doc, only rows of real tables in the Targets
    /// section (the old page had SousVoice's row after a blank line, outside its table).
    @Test func readsPackageTargetsAndTableRows() {
        let package = """
        targets: [
            // A comment (with a parenthesis.
            .target(name: "A"),
            .target(name: "B", dependencies: ["A", .product(name: "Yams", package: "Yams")]),
            .systemLibrary(name: "CLib", pkgConfig: "lib", providers: [.apt(["lib-dev"])]),
            .testTarget(name: "BTests", dependencies: ["B"], exclude: ["Goldens"]),
        ]
        """
        let targets = PackageTargets.parse(package)
        #expect(targets.map(\.name) == ["A", "B", "CLib", "BTests"])
        #expect(targets[1].dependencies == ["A", "Yams"])
        #expect(targets[2].dependencies.isEmpty)

        let doc = """
        ## Targets

        | target | holds | depends on |
        |---|---|---|
        | `A` | a | (none) |
        | `B` | b, and `CLib` in passing | `A`, `CLib` |

        | `Orphan` | after a blank line: a paragraph, not a row | `A` |

        ## Next
        | `NotATarget` | x | y |
        """
        let rows = ArchitectureTable.parse(doc)
        #expect(rows.map(\.name) == ["A", "B"])
        #expect(rows[1].dependencies == ["A", "CLib"])
    }
}

/// The targets of a `Package.swift` and what each depends on (targets and product names).
enum PackageTargets {
    struct Target { var name: String; var dependencies: Set<String> }

    static func parse(_ text: String) -> [Target] {
        // Line comments only (URLs inside strings also contain "//").
        let source = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .joined(separator: "\n")
        var targets: [Target] = []
        let kinds = [".target(", ".executableTarget(", ".testTarget(", ".systemLibrary("]
        var index = source.startIndex
        while let start = kinds.compactMap({ source.range(of: $0, range: index..<source.endIndex) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            let body = balanced(source, from: start.upperBound, open: "(", close: ")")
            index = body.upperBound
            let call = String(source[body])
            guard let name = firstMatch(#"name:\s*"([^"]+)""#, in: call) else { continue }
            var dependencies: Set<String> = []
            if let list = call.range(of: "dependencies:"), let bracket = call.range(of: "[", range: list.upperBound..<call.endIndex) {
                var deps = String(call[balanced(call, from: bracket.upperBound, open: "[", close: "]")])
                deps = deps.replacingOccurrences(of: #"\.product\(\s*name:\s*"([^"]+)"\s*,\s*package:\s*"[^"]+"\s*\)"#,
                                                 with: "\"$1\"", options: .regularExpression)
                dependencies = Set(allMatches(#""([^"]+)""#, in: deps))
            }
            targets.append(Target(name: name, dependencies: dependencies))
        }
        return targets
    }

    /// The text from `from` up to (not including) the bracket that closes the one just before it.
    private static func balanced(_ text: String, from: String.Index, open: Character, close: Character) -> Range<String.Index> {
        var depth = 1
        var i = from
        var inString = false
        while i < text.endIndex {
            let c = text[i]
            if c == "\"" { inString.toggle() }
            if !inString {
                if c == open { depth += 1 }
                if c == close { depth -= 1; if depth == 0 { return from..<i } }
            }
            i = text.index(after: i)
        }
        return from..<text.endIndex
    }
}

/// The rows of the tables under "## Targets" in docs/ARCHITECTURE.md: the backticked name in the
/// first cell, and the backticked names in the last cell.
enum ArchitectureTable {
    struct Row { var name: String; var dependencies: Set<String> }

    static func parse(_ doc: String) -> [Row] {
        guard let start = doc.range(of: "\n## Targets") ?? (doc.hasPrefix("## Targets") ? doc.range(of: "## Targets") : nil) else { return [] }
        let rest = doc[start.upperBound...]
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        // Only rows of a real table: a block of consecutive "|" lines whose second line is the
        // header's separator. A row cut off by a blank line renders as a paragraph, not a row.
        var rows: [Row] = []
        var block: [String] = []
        for line in section.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + [""] {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("|") { block.append(line); continue }
            if block.count > 2, block[1].replacingOccurrences(of: " ", with: "").hasPrefix("|---") {
                rows += block.dropFirst(2).compactMap { line -> Row? in
                    let cells = splitCells(line)
                    guard cells.count >= 3, let name = firstMatch("^`([^`]+)`$", in: cells[0]) else { return nil }
                    return Row(name: name, dependencies: Set(allMatches("`([^`]+)`", in: cells[cells.count - 1])))
                }
            }
            block = []
        }
        return rows
    }

    /// Cells of a Markdown table row; `\|` inside a cell is not a separator.
    private static func splitCells(_ line: String) -> [String] {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("|") else { return [] }
        var cells: [String] = []
        var current = ""
        var previous: Character?
        for c in trimmed.dropFirst() {
            if c == "|" && previous != "\\" { cells.append(current.trimmingCharacters(in: .whitespaces)); current = "" } else { current.append(c) }
            previous = c
        }
        return cells
    }
}

private func firstMatch(_ pattern: String, in text: String) -> String? {
    allMatches(pattern, in: text).first
}

private func allMatches(_ pattern: String, in text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
        Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
}
