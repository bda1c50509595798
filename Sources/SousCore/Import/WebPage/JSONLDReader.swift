/// Finds schema.org Recipe objects in the JSON-LD blocks of a page.
///
/// A block is parsed strictly first; when that fails it is parsed again with repairs, then
/// once more with HTML entities decoded (some templates escape the whole block). A block
/// that still cannot be read is skipped and named in the notes, so one broken widget does
/// not hide the recipe beside it.
enum JSONLDReader {
    /// Keys under which pages nest the recipe inside other nodes.
    static let containerKeys = ["@graph", "mainEntity", "mainEntityOfPage", "itemListElement", "item", "hasPart", "about", "subjectOf"]
    static let maxRecipes = 50
    static let maxDepth = 32

    struct Found {
        var recipes: [JSONValue] = []
        var notes: [String] = []
    }

    static func read(blocks: [String]) -> Found {
        var result = Found()
        for (offset, block) in blocks.enumerated() {
            let label = "JSON-LD block \(offset + 1)"
            switch parse(block) {
            case .success(let (value, repaired)):
                if repaired { result.notes.append("\(label) was malformed and was read after repair") }
                collect(value, into: &result.recipes, depth: 0)
            case .failure(let failure):
                result.notes.append("\(label) skipped: unreadable JSON (\(failure.message) at byte \(failure.offset))")
            }
        }
        return result
    }

    /// The value of one block and whether it needed repairs.
    static func parse(_ block: String) -> Result<(JSONValue, Bool), TolerantJSONParser.Failure> {
        let text = unwrapped(block)
        do throws(TolerantJSONParser.Failure) {
            return .success((try TolerantJSONParser.parse(text, lenient: false), false))
        } catch {
            do throws(TolerantJSONParser.Failure) {
                return .success((try TolerantJSONParser.parse(text, lenient: true), true))
            } catch {
                guard text.contains("&") else { return .failure(error) }
                do throws(TolerantJSONParser.Failure) {
                    return .success((try TolerantJSONParser.parse(HTMLEntities.decode(text), lenient: true), true))
                } catch {
                    return .failure(error)
                }
            }
        }
    }

    /// The block without HTML comment or CDATA wrappers (`<!-- -->`, `//<![CDATA[ ... //]]>`).
    static func unwrapped(_ block: String) -> String {
        var text = Substring(block)
        let prefixes = ["<!--", "//<![CDATA[", "/*<![CDATA[*/", "<![CDATA["]
        let suffixes = ["-->", "//]]>", "/*]]>*/", "]]>"]
        var changed = true
        while changed {
            changed = false
            text = text.drop(while: { $0.isWhitespace })
            while let last = text.last, last.isWhitespace { text = text.dropLast() }
            for prefix in prefixes where text.hasPrefix(prefix) {
                text = text.dropFirst(prefix.count)
                changed = true
            }
            for suffix in suffixes where text.hasSuffix(suffix) {
                text = text.dropLast(suffix.count)
                changed = true
            }
        }
        return String(text)
    }

    /// Adds every Recipe node in `value`, looking through arrays and the usual container keys.
    static func collect(_ value: JSONValue, into recipes: inout [JSONValue], depth: Int) {
        guard depth < maxDepth, recipes.count < maxRecipes else { return }
        switch value {
        case .array(let items):
            for item in items { collect(item, into: &recipes, depth: depth + 1) }
        case .object:
            if SchemaTypes.isRecipe(value) {
                if !recipes.contains(value) { recipes.append(value) }
                return
            }
            for key in containerKeys {
                if let nested = value[key] { collect(nested, into: &recipes, depth: depth + 1) }
            }
        default:
            break
        }
    }
}
