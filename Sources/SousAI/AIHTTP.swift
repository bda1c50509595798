import CCurl
import Foundation
import SousCore

/// What a provider tells the caller while it works (a rate-limit wait), for the CLI's
/// stderr or the app's status line.
public enum AINotice: Sendable, Equatable {
    case waitingForRateLimit(AIProviderKind, seconds: Double)
}

/// HTTP for the providers over libcurl (`HTTPExchange`; docs/DECISIONS.md, "AI providers"):
/// statuses turned into `AIError`s, 429s waited out as `Retry-After` says (up to the configured
/// limit), and bodies either collected or streamed as server-sent events, under three limits:
/// the answer must start within `timeout`, go no longer than `timeout` between two pieces, and end
/// within `answerLimit`; and no answer may be larger than `maxBody`.
final class AIHTTP: Sendable {
    enum Method: String, Sendable { case GET, POST }

    struct Request: Sendable {
        var method: Method = .POST
        var url: String
        var headers: [(String, String)] = []
        var body: AIJSON?
    }

    let config: AIProviderConfig
    let notice: @Sendable (AINotice) -> Void
    /// The largest answer Sous reads, whole or streamed; a recipe is a few kilobytes and a chat
    /// answer rarely more.
    static let maxBody = 4 * 1024 * 1024

    init(config: AIProviderConfig, notice: @escaping @Sendable (AINotice) -> Void = { _ in }) {
        self.config = config
        self.notice = notice
    }

    /// Each exchange owns its session and releases it when it ends: nothing to close here.
    func shutdown() async {}

    /// The whole body of a successful answer.
    func send(_ request: Request) async throws -> Data {
        let (_, exchange) = try await execute(request, streamed: false)
        do {
            var data = Data()
            for try await piece in exchange.body {
                data.append(piece)
                if data.count > Self.maxBody {
                    exchange.stop(CancellationError())
                    throw AIError.tooLarge(config.kind, limit: Self.maxBody)
                }
            }
            try Task.checkCancellation()
            return data
        } catch {
            throw map(error, answerStarted: true, streamed: false)
        }
    }

    /// The events of a successful streamed answer, as they arrive.
    func events(_ request: Request) -> AsyncThrowingStream<ServerSentEvents.Event, Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let (_, exchange) = try await execute(request, streamed: true)
                    var parser = ServerSentEvents()
                    var size = 0
                    for try await piece in exchange.body {
                        size += piece.count
                        if size > Self.maxBody {
                            exchange.stop(CancellationError())
                            throw AIError.tooLarge(config.kind, limit: Self.maxBody)
                        }
                        for event in parser.feed(piece) { continuation.yield(event) }
                    }
                    try Task.checkCancellation()
                    if let last = parser.finish() { continuation.yield(last) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: map(error, answerStarted: true, streamed: true))
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The limits of one exchange: `timeout` to start and between pieces, `answerLimit` in all.
    func limits(streamed: Bool) -> HTTPExchange.Limits {
        HTTPExchange.Limits(firstByte: config.timeout, idle: config.timeout,
                            overall: streamed ? config.answerLimit.streamed : config.answerLimit.whole)
    }

    /// Sends the request until it gets an answer that is not a 429 within the wait limit.
    private func execute(_ request: Request, streamed: Bool) async throws -> (HTTPHead, HTTPExchange) {
        var waited = 0.0
        while true {
            try Task.checkCancellation()
            let exchange = HTTPExchange(limits: limits(streamed: streamed))
            let response: HTTPHead
            do {
                response = try await exchange.start(try prepared(request))
            } catch {
                throw map(error, answerStarted: false, streamed: streamed)
            }
            let status = response.status
            if (200..<300).contains(status) { return (response, exchange) }
            let body = await Self.collect(exchange, upTo: 64 * 1024)
            if status == 429 {
                let retryAfter = response.headers["retry-after"].flatMap { Self.retryAfterSeconds($0, now: Date()) }
                guard let retryAfter, waited + retryAfter <= config.maxRetryWait else {
                    // The whole wait it asks for, this one and the ones already waited out: "asks to
                    // wait 1 s, longer than the 5 s Sous waits" read as a contradiction (issue 43).
                    throw AIError.rateLimited(config.kind, retryAfter: retryAfter.map { waited + $0 }, limit: config.maxRetryWait)
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

    /// An error answer's body, up to `limit` bytes (the rest is not read).
    private static func collect(_ exchange: HTTPExchange, upTo limit: Int) async -> Data {
        var data = Data()
        do {
            for try await piece in exchange.body {
                data.append(piece.prefix(limit - data.count))
                if data.count >= limit {
                    exchange.stop(CancellationError())
                    break
                }
            }
        } catch {}
        return data
    }

    private func prepared(_ request: Request) throws -> HTTPExchange.Request {
        guard let url = URL(string: request.url), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host != nil else {
            throw AIError.configuration("the base URL for \(config.kind.displayName) is not an http(s) address: \(request.url)")
        }
        var headers = [("user-agent", "sous")] + request.headers
        if request.body != nil { headers.append(("content-type", "application/json")) }
        return HTTPExchange.Request(method: request.method.rawValue, url: request.url, headers: headers, body: request.body.map { Data($0.encoded()) })
    }

    /// The error in the cook's words; no case can carry a header, so no key either.
    func map(_ error: any Error, answerStarted: Bool, streamed: Bool) -> AIError {
        let overall = streamed ? config.answerLimit.streamed : config.answerLimit.whole
        if let error = error as? AIError { return error }
        if error is CancellationError { return .cancelled }
        let host = URL(string: config.baseURL)?.host ?? config.baseURL
        if let limit = error as? HTTPExchange.Limit {
            switch limit {
            case .firstByte, .idle: return .timeout(config.kind, seconds: config.timeout)
            case .overall: return .unfinished(config.kind, seconds: overall)
            }
        }
        guard let failure = error as? HTTPExchange.Failure else {
            return .unreachable(config.kind, host: host, detail: String(String(describing: error).prefix(120)))
        }
        switch failure.code {
        case CURLE_COULDNT_CONNECT: return .unreachable(config.kind, host: host, detail: "connection refused")
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            return .unreachable(config.kind, host: host, detail: "the name could not be looked up")
        case CURLE_OPERATION_TIMEDOUT: return .timeout(config.kind, seconds: config.timeout)
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CERTPROBLEM,
             CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH:
            return .unreachable(config.kind, host: host, detail: "the secure connection failed: \(failure.message)")
        case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_SEND_ERROR:
            return answerStarted ? .malformed(config.kind, detail: "the connection closed before the answer ended")
                : .unreachable(config.kind, host: host, detail: "the connection closed before an answer")
        default: return .unreachable(config.kind, host: host, detail: String(failure.message.prefix(120)))
        }
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
