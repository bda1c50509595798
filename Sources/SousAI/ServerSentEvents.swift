import SousCore
/// Splits a server-sent event stream (`text/event-stream`) into events as bytes arrive.
///
/// Pure and incremental: feed it whatever chunks the network gives (a line may be cut
/// anywhere, even inside a UTF-8 character) and it returns the events completed so far.
public struct ServerSentEvents: Sendable {
    public struct Event: Sendable, Equatable {
        /// The `event:` field; nil for the default "message".
        public var name: String?
        /// The `data:` lines joined with newlines.
        public var data: String
    }

    private var pending: [UInt8] = []
    private var name: String?
    private var dataLines: [String] = []

    public init() {}

    /// The events that `bytes` completes.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [Event] where Bytes.Element == UInt8 {
        pending.append(contentsOf: bytes)
        var events: [Event] = []
        var start = 0
        while let end = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
            var line = pending[start..<end]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            start = end + 1
            if let event = take(String(decoding: line, as: UTF8.self)) { events.append(event) }
        }
        pending.removeFirst(start)
        return events
    }

    /// The last event when the stream ends without a blank line after it.
    public mutating func finish() -> Event? {
        if !pending.isEmpty {
            let line = String(decoding: pending, as: UTF8.self)
            pending = []
            if let event = take(line) { return event }
        }
        return take("")
    }

    private mutating func take(_ line: String) -> Event? {
        if line.isEmpty {
            defer { name = nil; dataLines = [] }
            return dataLines.isEmpty ? nil : Event(name: name, data: dataLines.joined(separator: "\n"))
        }
        if line.hasPrefix(":") { return nil }  // a comment, often a keep-alive
        let field: Substring
        var value: Substring
        if let colon = line.firstIndex(of: ":") {
            field = line[..<colon]
            value = line[line.index(after: colon)...]
            if value.first == " " { value = value.dropFirst() }
        } else {
            field = line[...]
            value = ""
        }
        switch field {
        case "data": dataLines.append(String(value))
        case "event": name = String(value)
        default: break
        }
        return nil
    }
}
