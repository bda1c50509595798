import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP request and its answer over FoundationNetworking's `URLSession` (libcurl on Linux,
/// with the system's TLS and certificates): the head once it arrives, then the body piece by
/// piece as the network gives it. Sous keeps its own clock on it, because an AI provider can
/// answer 200 and then go quiet, or trickle for ever:
/// - `firstByte`: the head must arrive within it;
/// - `idle`: no more than this between two pieces of the body;
/// - `overall`: the whole exchange, from the request to the last byte.
/// Each limit ends the exchange with the `Limit` that was passed. No redirect is followed.
final class HTTPExchange: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    enum Limit: Error, Equatable {
        case firstByte, idle, overall
    }

    struct Limits {
        var firstByte: Double
        var idle: Double
        var overall: Double
    }

    /// The body's pieces; ends with the transfer, or throws its error (a `Limit`, `URLError`,
    /// `CancellationError`).
    let body: AsyncThrowingStream<Data, Error>

    private let lock = NSLock()
    private let limits: Limits
    private let bodyContinuation: AsyncThrowingStream<Data, Error>.Continuation
    private var headContinuation: CheckedContinuation<HTTPURLResponse, Error>?
    private var head: Result<HTTPURLResponse, Error>?
    private var stopped: Error?
    private var finished = false
    private var started = Date()
    private var lastPiece = Date()
    private var session: URLSession?
    private var task: URLSessionDataTask?
    private var clock: DispatchSourceTimer?
    private let serial = DispatchQueue(label: "sous.ai.exchange")

    init(limits: Limits) {
        self.limits = limits
        (body, bodyContinuation) = AsyncThrowingStream.makeStream(of: Data.self)
        super.init()
        bodyContinuation.onTermination = { [weak self] termination in
            if case .cancelled = termination { self?.stop(CancellationError()) }
        }
    }

    /// Sends `request` and waits for the answer's head (any status).
    func start(_ request: URLRequest) async throws -> HTTPURLResponse {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPURLResponse, Error>) in
                lock.lock()
                if let stopped {
                    lock.unlock()
                    continuation.resume(throwing: stopped)
                    return
                }
                headContinuation = continuation
                let configuration = URLSessionConfiguration.ephemeral
                // Sous's clock decides (below); libcurl's own timers only as a backstop.
                configuration.timeoutIntervalForRequest = limits.overall + 5
                configuration.timeoutIntervalForResource = limits.overall + 5
                configuration.urlCache = nil
                configuration.httpCookieStorage = nil
                // Callbacks and the clock on a serial queue of the exchange's own: such a queue
                // always gets a thread, while the shared pool may be held by threads blocked
                // elsewhere in the process (an answer's first piece waited behind them).
                let queue = OperationQueue()
                queue.maxConcurrentOperationCount = 1
                queue.underlyingQueue = serial
                let session = URLSession(configuration: configuration, delegate: self, delegateQueue: queue)
                let task = session.dataTask(with: request)
                self.session = session
                self.task = task
                started = Date()
                lastPiece = started
                startClock()
                lock.unlock()
                task.resume()
            }
        } onCancel: {
            stop(CancellationError())
        }
    }

    /// Ends the exchange with `reason` (the first reason wins).
    func stop(_ reason: Error) {
        lock.lock()
        guard stopped == nil, !finished else {
            lock.unlock()
            return
        }
        stopped = reason
        let task = self.task
        let waiting = headContinuation
        headContinuation = nil
        lock.unlock()
        waiting?.resume(throwing: reason)
        task?.cancel()
        if task == nil { finish(error: reason) }
    }

    private func startClock() {
        let tick = max(0.01, min(0.1, min(limits.firstByte, limits.idle) / 10))
        let timer = DispatchSource.makeTimerSource(queue: serial)
        timer.schedule(deadline: .now() + tick, repeating: tick)
        timer.setEventHandler { [weak self] in self?.checkClock() }
        clock = timer
        timer.resume()
    }

    private func checkClock() {
        lock.lock()
        let now = Date()
        // The nearest reason first: a late tick (a loaded machine) may find several limits passed.
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
        lock.unlock()
        if let reason { stop(reason) }
    }

    private func finish(error: Error?) {
        lock.lock()
        guard !finished else {
            lock.unlock()
            return
        }
        finished = true
        clock?.cancel()
        clock = nil
        let reason = stopped ?? error
        let waiting = headContinuation
        headContinuation = nil
        let session = self.session
        self.session = nil
        lock.unlock()
        if let waiting {
            waiting.resume(throwing: reason ?? URLError(.badServerResponse))
        }
        if let reason { bodyContinuation.finish(throwing: reason) } else { bodyContinuation.finish() }
        // The session holds its delegate (this exchange) until it is invalidated.
        session?.finishTasksAndInvalidate()
    }

    // MARK: URLSessionDataDelegate

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        lock.lock()
        let waiting = headContinuation
        headContinuation = nil
        if let http = response as? HTTPURLResponse {
            head = .success(http)
        }
        lastPiece = Date()
        lock.unlock()
        if let http = response as? HTTPURLResponse {
            waiting?.resume(returning: http)
            completionHandler(.allow)
        } else {
            waiting?.resume(throwing: URLError(.badServerResponse))
            completionHandler(.cancel)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock()
        lastPiece = Date()
        let ignore = stopped != nil
        lock.unlock()
        if !ignore { bodyContinuation.yield(data) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        finish(error: error)
    }
}
