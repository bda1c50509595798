import CCurl
import Foundation

/// An answer's status line and headers (names in lower case).
struct HTTPHead: Sendable {
    var status: Int
    var headers: [String: String]
}

/// One HTTP request and its answer through libcurl (Debian's, with OpenSSL and the system's
/// certificates), driven by its multi interface on a serial queue of the exchange's own: the head
/// once it arrives, then the body piece by piece. `curl_multi_poll` sleeps in the kernel until
/// the socket or a 100 ms tick wakes it (FoundationNetworking's URLSession kept a core 70% busy in
/// system calls while it waited for a slow local model). Sous keeps its own clock on it:
/// - `firstByte`: the head must arrive within it;
/// - `idle`: no more than this between two pieces of the body;
/// - `overall`: the whole exchange, from the request to the last byte.
/// Each limit ends the exchange with the `Limit` that was passed. No redirect is followed.
final class HTTPExchange: @unchecked Sendable {
    enum Limit: Error, Equatable {
        case firstByte, idle, overall
    }

    struct Limits {
        var firstByte: Double
        var idle: Double
        var overall: Double
    }

    struct Request: Sendable {
        var method: String
        var url: String
        var headers: [(String, String)]
        var body: Data?
    }

    /// libcurl's failure: its code and message.
    struct Failure: Error {
        var code: CURLcode
        var message: String
    }

    /// The body's pieces; ends with the transfer, or throws its error (a `Limit`, a `Failure`,
    /// `CancellationError`).
    let body: AsyncThrowingStream<Data, Error>

    private let lock = NSLock()
    private let limits: Limits
    private let bodyContinuation: AsyncThrowingStream<Data, Error>.Continuation
    private var headContinuation: CheckedContinuation<HTTPHead, Error>?
    private var head: HTTPHead?
    private var stopped: Error?
    private var started = Date()
    private var lastPiece = Date()
    private var multi: UnsafeMutableRawPointer?
    private let queue = DispatchQueue(label: "sous.ai.exchange")
    // The head as its lines arrive (a 100 Continue comes before the real one).
    private var pendingStatus = 0
    private var pendingHeaders: [String: String] = [:]

    private static let initialised: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    init(limits: Limits) {
        self.limits = limits
        (body, bodyContinuation) = AsyncThrowingStream.makeStream(of: Data.self)
        bodyContinuation.onTermination = { [weak self] termination in
            if case .cancelled = termination { self?.stop(CancellationError()) }
        }
    }

    /// Sends `request` and waits for the answer's head (any status).
    func start(_ request: Request) async throws -> HTTPHead {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPHead, Error>) in
                lock.lock()
                if let stopped {
                    lock.unlock()
                    continuation.resume(throwing: stopped)
                    return
                }
                headContinuation = continuation
                started = Date()
                lastPiece = started
                lock.unlock()
                queue.async { self.run(request) }
            }
        } onCancel: {
            stop(CancellationError())
        }
    }

    /// Ends the exchange with `reason` (the first reason wins); wakes the transfer at once.
    func stop(_ reason: Error) {
        lock.lock()
        guard stopped == nil else {
            lock.unlock()
            return
        }
        stopped = reason
        let waiting = headContinuation
        headContinuation = nil
        if let multi { curl_multi_wakeup(multi) }
        lock.unlock()
        waiting?.resume(throwing: reason)
    }

    // MARK: The transfer, on `queue`

    private func run(_ request: Request) {
        guard Self.initialised, let easy = curl_easy_init(), let multi = curl_multi_init() else {
            return finish(Failure(code: CURLE_FAILED_INIT, message: "libcurl could not start"))
        }
        var headers: UnsafeMutablePointer<curl_slist>?
        for (name, value) in request.headers { headers = curl_slist_append(headers, "\(name): \(value)") }
        let context = Unmanaged.passUnretained(self).toOpaque()
        sous_curl_set_string(easy, CURLOPT_URL, request.url)
        sous_curl_set_long(easy, CURLOPT_NOSIGNAL, 1)
        sous_curl_set_long(easy, CURLOPT_FOLLOWLOCATION, 0)
        sous_curl_set_long(easy, CURLOPT_CONNECTTIMEOUT_MS, Int(min(limits.firstByte, 10) * 1000))
        sous_curl_set_list(easy, CURLOPT_HTTPHEADER, headers)
        if let body = request.body {
            sous_curl_set_long(easy, CURLOPT_POST, 1)
            sous_curl_set_size(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
            // Copied by libcurl, so the bytes need not outlive this call.
            body.withUnsafeBytes { bytes in
                _ = sous_curl_set_pointer(easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
            }
        } else if request.method != "GET" {
            sous_curl_set_string(easy, CURLOPT_CUSTOMREQUEST, request.method)
        }
        sous_curl_set_data_callback(easy, CURLOPT_HEADERFUNCTION) { data, size, count, context in
            Unmanaged<HTTPExchange>.fromOpaque(context!).takeUnretainedValue().header(data, size * count)
        }
        sous_curl_set_pointer(easy, CURLOPT_HEADERDATA, context)
        sous_curl_set_data_callback(easy, CURLOPT_WRITEFUNCTION) { data, size, count, context in
            Unmanaged<HTTPExchange>.fromOpaque(context!).takeUnretainedValue().received(data, size * count)
        }
        sous_curl_set_pointer(easy, CURLOPT_WRITEDATA, context)
        curl_multi_add_handle(multi, easy)
        lock.withLock { self.multi = multi }

        var running: Int32 = 1
        var outcome: Error?
        while running > 0 {
            curl_multi_perform(multi, &running)
            if let reason = lock.withLock({ stopped }) ?? passedLimit() {
                outcome = reason
                break
            }
            if running > 0 { curl_multi_poll(multi, nil, 0, 100, nil) }
        }
        if outcome == nil {
            var left: Int32 = 0
            while let message = curl_multi_info_read(multi, &left) {
                guard message.pointee.msg == CURLMSG_DONE else { continue }
                let code = message.pointee.data.result
                if code != CURLE_OK { outcome = Failure(code: code, message: String(cString: curl_easy_strerror(code))) }
            }
        }
        lock.withLock { self.multi = nil }
        curl_multi_remove_handle(multi, easy)
        curl_easy_cleanup(easy)
        curl_multi_cleanup(multi)
        curl_slist_free_all(headers)
        finish(outcome)
    }

    /// The limit passed, if any; the nearest reason first (a late check may find several).
    private func passedLimit() -> Error? {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        let reason: Limit?
        if head == nil, now.timeIntervalSince(started) > limits.firstByte {
            reason = .firstByte
        } else if head != nil, now.timeIntervalSince(lastPiece) > limits.idle {
            reason = .idle
        } else if now.timeIntervalSince(started) > limits.overall {
            reason = .overall
        } else {
            reason = nil
        }
        if let reason, stopped == nil { stopped = reason }
        return reason
    }

    private func finish(_ error: Error?) {
        lock.lock()
        let reason = stopped ?? error
        let waiting = headContinuation
        headContinuation = nil
        let gotHead = head
        lock.unlock()
        if let waiting {
            if let gotHead, reason == nil { waiting.resume(returning: gotHead) } else {
                waiting.resume(throwing: reason ?? Failure(code: CURLE_GOT_NOTHING, message: "no answer"))
            }
        }
        if let reason { bodyContinuation.finish(throwing: reason) } else { bodyContinuation.finish() }
    }

    /// One header line; the blank line after a final status completes the head.
    private func header(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
        guard let data else { return count }
        let line = String(decoding: UnsafeRawBufferPointer(start: data, count: count), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        lock.lock()
        lastPiece = Date()
        var completed: (CheckedContinuation<HTTPHead, Error>, HTTPHead)?
        if line.hasPrefix("HTTP/") {
            pendingStatus = Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
            pendingHeaders = [:]
        } else if line.isEmpty {
            if pendingStatus >= 200, head == nil {
                let made = HTTPHead(status: pendingStatus, headers: pendingHeaders)
                head = made
                if let waiting = headContinuation {
                    headContinuation = nil
                    completed = (waiting, made)
                }
            }
        } else if let colon = line.firstIndex(of: ":") {
            pendingHeaders[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        lock.unlock()
        if let (waiting, made) = completed { waiting.resume(returning: made) }
        return count
    }

    /// A piece of the body; 0 (an error to libcurl) once the exchange was stopped.
    private func received(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
        lock.lock()
        lastPiece = Date()
        let ignore = stopped != nil
        lock.unlock()
        if ignore { return 0 }
        if let data, count > 0 { bodyContinuation.yield(Data(bytes: data, count: count)) }
        return count
    }
}
