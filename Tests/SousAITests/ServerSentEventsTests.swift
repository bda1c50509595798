import Testing
@testable import SousAI

@Suite struct ServerSentEventsTests {
    @Test func eventsSplitAnywhereComeOutWhole() {
        let stream = "event: content_block_delta\r\ndata: {\"a\":\"h\u{e9}\"}\r\n\r\n: keep-alive\n\ndata: one\ndata: two\n\ndata: [DONE]\n\n"
        let bytes = Array(stream.utf8)
        for cut in 1..<bytes.count {
            var parser = ServerSentEvents()
            var events = parser.feed(bytes[..<cut]) + parser.feed(bytes[cut...])
            if let last = parser.finish() { events.append(last) }
            #expect(events == [
                .init(name: "content_block_delta", data: "{\"a\":\"h\u{e9}\"}"),
                .init(name: nil, data: "one\ntwo"),
                .init(name: nil, data: "[DONE]"),
            ], "cut at \(cut)")
        }
    }

    @Test func aLastEventWithoutBlankLineIsKeptAtTheEnd() {
        var parser = ServerSentEvents()
        #expect(parser.feed(Array("data: tail".utf8)).isEmpty)
        #expect(parser.finish() == .init(name: nil, data: "tail"))
    }
}
