import AsyncHTTPClient
import Foundation
import SousCore
import NIOCore
import NIOHTTP1

/// What a provider tells the caller while it works (a rate-limit wait), for the CLI's
/// stderr or the app's status line.
public enum AINotice: Sendable, Equatable {
    case waitingForRateLimit(AIProviderKind, seconds: Double)
}

/// HTTP for the providers over async-http-client: one client per session, statuses turned
/// into `AIError`s, 429s waited out as `Retry-After` says (up to the configured limit), and
/// bodies either collected or streamed as server-sent events.
final class AIHTTP: Sendable {
    struct Request: Sendable {
        var method: HTTPMethod = .POST
        var url: String
        var headers: [(String, String)] = []
        var body: AIJSON?
    }

    let config: AIProviderConfig
    let notice: @Sendable (AINotice) -> Void
    private let client: HTTPClient
    /// Largest answer read whole; a recipe is a few kilobytes.
    static let maxBody = 4 * 1024 * 1024

    init(config: AIProviderConfig, notice: @escaping @Sendable (AINotice) -> Void = { _ in }) {
        self.config = config
        self.notice = notice
        var configuration = HTTPClient.Configuration()
        let timeout = TimeAmount.milliseconds(Int64(config.timeout * 1000))
        configuration.timeout = .init(connect: min(timeout, .seconds(10)), read: timeout)
        configuration.redirectConfiguration = .disallow
        // A refused connection is reported at once: retrying until the deadline made a wrong
        // address or a stopped local server cost the whole timeout (0.4 s a probe, 60 s a request).
        configuration.connectionPool.retryConnectionEstablishment = false
        client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }

    func shutdown() async {
        try? await client.shutdown()
    }

    /// The whole body of a successful answer.
    func send(_ request: Request) async throws -> Data {
        let response = try await execute(request)
        do {
            let buffer = try await response.body.collect(upTo: Self.maxBody)
            return Data(buffer.readableBytesView)
        } catch {
            throw map(error)
        }
    }

    /// The events of a successful streamed answer, as they arrive.
    func events(_ request: Request) -> AsyncThrowingStream<ServerSentEvents.Event, Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let response = try await execute(request)
                    var parser = ServerSentEvents()
                    for try await chunk in response.body {
                        for event in parser.feed(chunk.readableBytesView) { continuation.yield(event) }
                    }
                    if let last = parser.finish() { continuation.yield(last) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: map(error))
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Sends the request until it gets an answer that is not a 429 within the wait limit.
    private func execute(_ request: Request) async throws -> HTTPClientResponse {
        var waited = 0.0
        while true {
            try Task.checkCancellation()
            let response: HTTPClientResponse
            do {
                response = try await client.execute(try prepared(request), timeout: .milliseconds(Int64(config.timeout * 1000)))
            } catch {
                throw map(error)
            }
            let status = Int(response.status.code)
            if (200..<300).contains(status) { return response }
            let body = (try? await response.body.collect(upTo: 64 * 1024)).map { Data($0.readableBytesView) } ?? Data()
            if status == 429 {
                let retryAfter = response.headers.first(name: "retry-after").flatMap { Self.retryAfterSeconds($0, now: Date()) }
                guard let retryAfter, waited + retryAfter <= config.maxRetryWait else {
                    throw AIError.rateLimited(config.kind, retryAfter: retryAfter, limit: config.maxRetryWait)
                }
                notice(.waitingForRateLimit(config.kind, seconds: retryAfter))
                waited += retryAfter
                do { try await Task.sleep(nanoseconds: UInt64(max(retryAfter, 0.05) * 1_000_000_000)) } catch { throw AIError.cancelled }
                continue
            }
            if status == 401 || status == 403 { throw AIError.keyRefused(config.kind, status: status) }
            throw AIError.server(config.kind, status: status, message: redacted(Self.errorMessage(body)))
        }
    }

    private func prepared(_ request: Request) throws -> HTTPClientRequest {
        guard let url = URL(string: request.url), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host != nil else {
            throw AIError.configuration("the base URL for \(config.kind.displayName) is not an http(s) address: \(request.url)")
        }
        var prepared = HTTPClientRequest(url: request.url)
        prepared.method = request.method
        prepared.headers.add(name: "user-agent", value: "sous")
        for (name, value) in request.headers { prepared.headers.add(name: name, value: value) }
        if let body = request.body {
            prepared.headers.add(name: "content-type", value: "application/json")
            prepared.body = .bytes(ByteBuffer(bytes: body.encoded()))
        }
        return prepared
    }

    /// The error in the cook's words; no case can carry a header, so no key either.
    func map(_ error: any Error) -> AIError {
        if let error = error as? AIError { return error }
        if error is CancellationError { return .cancelled }
        let host = URL(string: config.baseURL)?.host ?? config.baseURL
        if let error = error as? HTTPClientError {
            switch error {
            case .deadlineExceeded, .readTimeout, .writeTimeout: return .timeout(config.kind, seconds: config.timeout)
            case .cancelled: return .cancelled
            case .connectTimeout, .socksHandshakeTimeout, .tlsHandshakeTimeout:
                return .unreachable(config.kind, host: host, detail: "no answer to the connection")
            case .remoteConnectionClosed:
                return .malformed(config.kind, detail: "the connection closed before the answer ended")
            default:
                return .unreachable(config.kind, host: host, detail: String(describing: error))
            }
        }
        if let error = error as? IOError { return .unreachable(config.kind, host: host, detail: String(cString: strerror(error.errnoCode)).lowercased()) }
        let text = String(describing: error)
        if text.contains("connectTimeout") { return .unreachable(config.kind, host: host, detail: "no answer to the connection") }
        if text.contains("refused") || text.contains("NIOConnectionError") { return .unreachable(config.kind, host: host, detail: "connection refused") }
        if text.contains("resolve") || text.contains("DNS") || text.contains("lookup") { return .unreachable(config.kind, host: host, detail: "the name could not be looked up") }
        return .unreachable(config.kind, host: host, detail: String(text.prefix(120)))
    }

    /// A provider's error message, never quoting a key (a provider may echo part of one).
    func redacted(_ text: String) -> String {
        guard let key = config.key, !key.isEmpty else { return text }
        return text.replacingOccurrences(of: key.value, with: key.description)
    }

    /// `error.message` as all three providers write it, or the body's start.
    static func errorMessage(_ body: Data) -> String {
        if let json = AIJSON.parse(body), let message = json["error"]?["message"]?.string ?? json["error"]?.string ?? json["message"]?.string {
            return String(message.prefix(300))
        }
        return String(String(decoding: body.prefix(300), as: UTF8.self).split(whereSeparator: \.isNewline).first ?? "")
    }

    /// `Retry-After` as seconds or an HTTP date.
    static func retryAfterSeconds(_ value: String, now: Date) -> Double? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Double(trimmed), seconds >= 0 { return seconds }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: trimmed) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}
