import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SousCore

/// Fetches pages with Foundation's `URLSession` (libcurl on Linux), within `ImportLimits`:
/// a total timeout, a size cap that stops the download as soon as it is passed, a cap on
/// redirects, and a check of the status and content type before the body is read.
public struct URLSessionPageFetcher: PageFetching {
    public init() {}

    public func fetch(_ url: URL, limits: ImportLimits) throws(ImportError) -> FetchedPage {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else {
            throw ImportError("is not an http or https address")
        }
        let delegate = FetchDelegate(limits: limits)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = limits.fetchTimeout
        configuration.timeoutIntervalForResource = limits.fetchTimeout
        configuration.httpAdditionalHeaders = [
            "User-Agent": "Sous/1.0 (recipe import)",
            "Accept": "text/html,application/xhtml+xml,application/ld+json,application/json;q=0.9,*/*;q=0.1",
        ]
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: URLRequest(url: url, timeoutInterval: limits.fetchTimeout))
        task.resume()
        // URLSession's own timeouts should end the task; this is the backstop if they do not.
        if delegate.done.wait(timeout: .now() + limits.fetchTimeout + 2) == .timedOut {
            delegate.fail(ImportError("no answer within \(Int(limits.fetchTimeout)) s (timed out)"))
            task.cancel()
        }
        return try delegate.result(for: url)
    }
}

/// Collects one download and turns everything that can go wrong into a one-line reason.
final class FetchDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let limits: ImportLimits
    let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var body = Data()
    private var response: HTTPURLResponse?
    private var failure: ImportError?
    private var redirects = 0
    private var finished = false

    init(limits: ImportLimits) {
        self.limits = limits
    }

    /// Records the first failure; later ones (the cancellation it causes) are ignored.
    func fail(_ error: ImportError) {
        lock.withLock { if failure == nil { failure = error } }
    }

    func result(for url: URL) throws(ImportError) -> FetchedPage {
        let (body, response, failure) = lock.withLock { (self.body, self.response, self.failure) }
        if let failure { throw failure }
        guard let response else { throw ImportError("the server sent no response") }
        let type = FetchedPage.contentType(response.value(forHTTPHeaderField: "Content-Type"))
        return FetchedPage(url: response.url ?? url, body: body, mediaType: type.mediaType, charset: type.charset)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        guard let http = response as? HTTPURLResponse else {
            completionHandler(.allow)
            return
        }
        lock.withLock { self.response = http }
        if !(200..<300).contains(http.statusCode) {
            let reason = HTTPURLResponse.localizedString(forStatusCode: http.statusCode)
            fail(ImportError("the server answered \(http.statusCode) (\(reason))"))
            return completionHandler(.cancel)
        }
        let type = FetchedPage.contentType(http.value(forHTTPHeaderField: "Content-Type")).mediaType
        if let type, !FetchedPage.readableTypes.contains(type) {
            fail(ImportError("is not a web page or JSON (the server sent \(type))"))
            return completionHandler(.cancel)
        }
        if http.expectedContentLength > Int64(limits.maxDownloadBytes) {
            fail(tooLarge())
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = lock.withLock { () -> Bool in
            body.append(data)
            return body.count > limits.maxDownloadBytes
        }
        if over {
            fail(tooLarge())
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        let count = lock.withLock { () -> Int in
            redirects += 1
            return redirects
        }
        if count > limits.maxRedirects {
            // Declining the redirect ends the task with the 3xx response; cancelling here as
            // well crashes FoundationNetworking on Linux.
            fail(ImportError("too many redirects (more than \(limits.maxRedirects))"))
            return completionHandler(nil)
        }
        completionHandler(request)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error { fail(Self.reason(for: error, timeout: limits.fetchTimeout)) }
        let first = lock.withLock { () -> Bool in
            defer { finished = true }
            return !finished
        }
        if first { done.signal() }
    }

    private func tooLarge() -> ImportError {
        ImportError("is larger than \(ImportLimits.describe(bytes: limits.maxDownloadBytes)); the download was stopped")
    }

    static func reason(for error: Error, timeout: TimeInterval) -> ImportError {
        guard let urlError = error as? URLError else { return ImportError("download failed (\(error.localizedDescription))") }
        switch urlError.code {
        case .timedOut: return ImportError("no answer within \(Int(timeout)) s (timed out)")
        case .cannotFindHost, .dnsLookupFailed: return ImportError("the host name could not be found (DNS)")
        case .cannotConnectToHost: return ImportError("could not connect to the server (refused)")
        case .notConnectedToInternet, .networkConnectionLost: return ImportError("the network is not reachable")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid:
            return ImportError("the secure connection failed (certificate or TLS problem)")
        case .httpTooManyRedirects, .redirectToNonExistentLocation: return ImportError("too many redirects")
        case .cancelled: return ImportError("the download was cancelled")
        default: return ImportError("download failed (\(urlError.localizedDescription))")
        }
    }
}
