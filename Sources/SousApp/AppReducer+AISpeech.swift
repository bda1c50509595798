import Foundation

/// A streamed answer said sentence by sentence as it arrives, rather than whole at the end.
extension AppReducer {
    /// Whether the answer to `request` is one to say aloud (a question's, not the diet swaps').
    static func speaksAnswer(_ request: AIRequestState) -> Bool {
        switch request.purpose {
        case .ask, .askRecipe: !request.isQuiet
        case .generate, .dietSwaps: false
        }
    }

    /// The sentences finished since the last call (a `.`, `!` or `?` then a space), or with
    /// `final` everything left: the first interrupts whatever was being said, the rest queue
    /// behind it. Nothing once "stop" made the request quiet.
    static func speakSentences(_ request: inout AIRequestState, final: Bool) -> [Effect] {
        guard speaksAnswer(request) else { return [] }
        let text = request.text
        let start = text.index(text.startIndex, offsetBy: min(request.spoken, text.count))
        var end: String.Index?
        if final {
            end = text.endIndex
        } else {
            var i = start
            while i < text.endIndex {
                let next = text.index(after: i)
                if ".!?".contains(text[i]), next < text.endIndex, text[next].isWhitespace { end = next }
                i = next
            }
        }
        guard let end else { return [] }
        let sentence = text[start..<end].trimmingCharacters(in: .whitespacesAndNewlines)
        let first = request.spoken == 0
        request.spoken = text.distance(from: text.startIndex, to: end)
        guard !sentence.isEmpty else { return [] }
        return [.voice(first ? .announce(sentence) : .continueSaying(sentence))]
    }
}
