import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// An HTTP server on 127.0.0.1 (port 0) standing in for an AI provider: each request is
/// recorded (so tests can check headers, model and schema) and answered by the test's
/// handler with a recorded answer, whole or streamed in pieces with pauses.
public final class ProviderTestServer: Sendable {
    public struct Request: Sendable {
        public var method: String
        /// The path with its query ("/v1/chat/completions").
        public var path: String
        public var headers: [(String, String)]
        public var body: Data

        public func header(_ name: String) -> String? {
            headers.first { $0.0.lowercased() == name.lowercased() }?.1
        }

        /// The body as JSON (dictionaries and arrays), or nil.
        public var json: [String: Any]? {
            (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
        }

        public var bodyText: String { String(decoding: body, as: UTF8.self) }
    }

    public struct Reply: Sendable {
        public struct Piece: Sendable {
            public var bytes: Data
            /// Seconds to wait before sending this piece.
            public var delay: Double

            public init(bytes: Data, delay: Double) {
                self.bytes = bytes
                self.delay = delay
            }
        }

        public var status: Int
        public var headers: [(String, String)]
        /// Whether pieces go out as they come (chunked) rather than with a length.
        public var streamed: Bool
        /// Seconds before the status line is sent (a slow provider).
        public var delay: Double
        public var pieces: [Piece]

        public init(status: Int = 200, headers: [(String, String)] = [("content-type", "application/json")], body: String, delay: Double = 0) {
            self.status = status
            self.headers = headers
            self.streamed = false
            self.delay = delay
            self.pieces = [Piece(bytes: Data(body.utf8), delay: 0)]
        }

        /// The same answer with each piece `seconds` later than the one before.
        public func slowed(by seconds: Double) -> Reply {
            var reply = self
            reply.pieces = pieces.map { Piece(bytes: $0.bytes, delay: seconds) }
            return reply
        }

        /// Server-sent events, one piece per event, `gap` seconds apart.
        public init(events: [String], gap: Double = 0.01) {
            status = 200
            headers = [("content-type", "text/event-stream"), ("cache-control", "no-cache")]
            streamed = true
            delay = 0
            pieces = events.map { Piece(bytes: Data(($0 + "\n\n").utf8), delay: gap) }
        }
    }

    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel
    private let state: NIOLockedValueBox<(requests: [Request], handler: @Sendable (Request) -> Reply)>

    public let port: Int

    public init(handler: @escaping @Sendable (Request) -> Reply) throws {
        let state = NIOLockedValueBox<(requests: [Request], handler: @Sendable (Request) -> Reply)>((requests: [], handler: handler))
        self.state = state
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 32)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.pipeline.configureHTTPServerPipeline().flatMap {
                    channel.pipeline.addHandler(Handler(state: state))
                }
            }
        channel = try bootstrap.bind(host: "127.0.0.1", port: 0).wait()
        port = channel.localAddress?.port ?? 0
    }

    deinit {
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
    }

    /// "http://127.0.0.1:PORT" + `path`.
    public func url(_ path: String = "") -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Every request so far, in order.
    public var requests: [Request] { state.withLockedValue { $0.requests } }

    /// Replaces the handler (the next answers of a conversation).
    public func answer(with handler: @escaping @Sendable (Request) -> Reply) {
        state.withLockedValue { $0.handler = handler }
    }

    /// Answers in turn from `replies`, repeating the last.
    public static func sequence(_ replies: [Reply]) -> @Sendable (Request) -> Reply {
        let counter = NIOLockedValueBox(0)
        return { _ in
            let index = counter.withLockedValue { value in
                defer { value += 1 }
                return value
            }
            return replies[min(index, replies.count - 1)]
        }
    }

    private final class Handler: ChannelInboundHandler {
        typealias InboundIn = HTTPServerRequestPart
        typealias OutboundOut = HTTPServerResponsePart

        let state: NIOLockedValueBox<(requests: [Request], handler: @Sendable (Request) -> Reply)>
        var head: HTTPRequestHead?
        var body = Data()

        init(state: NIOLockedValueBox<(requests: [Request], handler: @Sendable (Request) -> Reply)>) {
            self.state = state
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            switch unwrapInboundIn(data) {
            case .head(let head):
                self.head = head
                body = Data()
            case .body(let buffer):
                body.append(contentsOf: buffer.readableBytesView)
            case .end:
                guard let head else { return }
                let request = Request(method: head.method.rawValue, path: head.uri, headers: head.headers.map { ($0.name, $0.value) }, body: body)
                let handler = state.withLockedValue { value -> @Sendable (Request) -> Reply in
                    value.requests.append(request)
                    return value.handler
                }
                respond(handler(request), context: context)
            }
        }

        private func respond(_ reply: Reply, context: ChannelHandlerContext) {
            var headers = HTTPHeaders(reply.headers)
            headers.replaceOrAdd(name: "connection", value: "close")
            if !reply.streamed { headers.replaceOrAdd(name: "content-length", value: String(reply.pieces.reduce(0) { $0 + $1.bytes.count })) }
            let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: reply.status), headers: headers)
            let loop = context.eventLoop.assumeIsolated()
            loop.scheduleTask(in: .milliseconds(Int64(reply.delay * 1000))) {
                context.writeAndFlush(self.wrapOutboundOut(.head(head)), promise: nil)
                self.send(reply.pieces[...], context: context)
            }
        }

        private func send(_ pieces: ArraySlice<Reply.Piece>, context: ChannelHandlerContext) {
            guard let piece = pieces.first else {
                context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in context.close(promise: nil) }
                return
            }
            context.eventLoop.assumeIsolated().scheduleTask(in: .milliseconds(Int64(piece.delay * 1000))) {
                context.writeAndFlush(self.wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: piece.bytes)))), promise: nil)
                self.send(pieces.dropFirst(), context: context)
            }
        }
    }
}
