import CLibPQ
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Why a PostgreSQL exchange failed, as libpq said it (never with a password: libpq does not
/// repeat one, and Sous never puts one in a statement it reports).
enum PGError: Error, Sendable {
    /// The server answered with an error: its SQLSTATE and primary message.
    case server(state: String, message: String)
    /// No connection, or it broke (libpq's message, first line).
    case connection(String)
    /// No answer within the deadline; the connection was closed.
    case deadline(seconds: Double)
}

/// One libpq connection (Debian's `libpq5`, SCRAM and TLS included) driven without blocking a
/// Swift concurrency thread: each exchange runs on the connection's own serial queue, waiting in
/// `poll()` on libpq's socket with a deadline. A server that closes the connection is known at
/// once (the socket reads end-of-file); a server that stays silent is given up on at the deadline.
final class PGConnection: @unchecked Sendable {
    private var connection: OpaquePointer?
    private let queue = DispatchQueue(label: "sous.sync.libpq")

    private init(_ connection: OpaquePointer) {
        self.connection = connection
    }

    deinit {
        if let connection { PQfinish(connection) }
    }

    /// Connects with libpq's keywords (`host`, `port`, `user`, `password`, `dbname`, `sslmode`,
    /// `sslrootcert`, …) within `timeout` seconds.
    static func connect(_ parameters: [(String, String)], timeout: Double) async throws -> PGConnection {
        // A queue of its own, not the shared pool: it always gets a thread (see `query`).
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue(label: "sous.sync.libpq.connect").async {
                continuation.resume(with: Result { try connectNow(parameters, timeout: timeout) })
            }
        }
    }

    private static func connectNow(_ parameters: [(String, String)], timeout: Double) throws -> PGConnection {
        let deadline = Date().addingTimeInterval(timeout)
        let keys = parameters.map { strdup($0.0) } + [nil]
        let values = parameters.map { strdup($0.1) } + [nil]
        defer {
            keys.forEach { free($0) }
            values.forEach { free($0) }
        }
        let raw = keys.withUnsafeBufferPointer { k in
            values.withUnsafeBufferPointer { v in
                k.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: k.count) { kp in
                    v.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: v.count) { vp in
                        PQconnectStartParams(kp, vp, 0)
                    }
                }
            }
        }
        guard let raw else { throw PGError.connection("out of memory") }
        let connection = PGConnection(raw)
        guard PQstatus(raw) != CONNECTION_BAD else { throw PGError.connection(connection.message) }
        var wanted = PGRES_POLLING_WRITING
        while true {
            switch wanted {
            case PGRES_POLLING_OK:
                guard PQsetnonblocking(raw, 1) == 0 else { throw PGError.connection(connection.message) }
                return connection
            case PGRES_POLLING_FAILED:
                throw PGError.connection(connection.message)
            default:
                let ready = try connection.wait(wanted == PGRES_POLLING_WRITING ? POLLOUT : POLLIN, until: deadline)
                if !ready { throw PGError.deadline(seconds: timeout) }
                wanted = PQconnectPoll(raw)
            }
        }
    }

    /// The rows of one statement, or its error; the connection is closed when `deadline` passes.
    func query(_ query: PGQuery, deadline seconds: Double) async throws -> [PGRow] {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(with: Result { try self.queryNow(query, seconds: seconds) })
            }
        }
    }

    /// Closes the connection (idempotent).
    func close() async {
        await withCheckedContinuation { continuation in
            queue.async {
                self.closeNow()
                continuation.resume()
            }
        }
    }

    private func closeNow() {
        if let connection { PQfinish(connection) }
        connection = nil
    }

    private var message: String {
        guard let connection, let text = PQerrorMessage(connection) else { return "no connection" }
        let whole = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
        return whole.split(separator: "\n").first.map(String.init) ?? whole
    }

    private func queryNow(_ query: PGQuery, seconds: Double) throws -> [PGRow] {
        guard let connection else { throw PGError.connection("the connection is closed") }
        let deadline = Date().addingTimeInterval(seconds)
        let sent = query.parameters.withValues { values, lengths, formats in
            query.parameters.map(\.type).withUnsafeBufferPointer { types in
                PQsendQueryParams(connection, query.sql, Int32(query.parameters.count), types.baseAddress,
                                  values, lengths, formats, 1)
            }
        }
        guard sent == 1 else { throw failure() }
        // Send everything (a recording can be megabytes), then read until the answer is whole.
        while true {
            let flushed = PQflush(connection)
            if flushed == 0 { break }
            if flushed < 0 { throw failure() }
            guard try wait(POLLOUT | POLLIN, until: deadline) else { return try expired(seconds) }
            guard PQconsumeInput(connection) == 1 else { throw failure() }
        }
        var rows: [PGRow] = []
        var error: PGError?
        while true {
            while PQisBusy(connection) == 1 {
                guard try wait(POLLIN, until: deadline) else { return try expired(seconds) }
                guard PQconsumeInput(connection) == 1 else { throw failure() }
            }
            guard let result = PQgetResult(connection) else { break }
            defer { PQclear(result) }
            switch PQresultStatus(result) {
            case PGRES_TUPLES_OK, PGRES_SINGLE_TUPLE:
                rows += Self.rows(of: result)
            case PGRES_COMMAND_OK, PGRES_EMPTY_QUERY:
                break
            default:
                if error == nil { error = Self.serverError(result) }
            }
        }
        if let error { throw error }
        return rows
    }

    private func expired(_ seconds: Double) throws -> [PGRow] {
        closeNow()
        throw PGError.deadline(seconds: seconds)
    }

    /// The connection's failure; a broken one is closed so later statements fail at once.
    private func failure() -> PGError {
        let error = PGError.connection(message)
        if let connection, PQstatus(connection) == CONNECTION_BAD { closeNow() }
        return error
    }

    /// Waits until libpq's socket is ready for `events`; false when `deadline` passes first.
    private func wait(_ events: Int32, until deadline: Date) throws -> Bool {
        guard let connection else { throw PGError.connection("the connection is closed") }
        let socket = PQsocket(connection)
        guard socket >= 0 else { throw PGError.connection(message) }
        while true {
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { return false }
            var descriptor = pollfd(fd: socket, events: Int16(events), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(left, 3600) * 1000) + 1)
            if ready > 0 { return true }
            if ready < 0, errno != EINTR { throw PGError.connection(String(cString: strerror(errno))) }
        }
    }

    private static func rows(of result: OpaquePointer) -> [PGRow] {
        let columns = PQnfields(result)
        let types = (0..<columns).map { PQftype(result, $0) }
        return (0..<PQntuples(result)).map { row in
            PGRow(values: (0..<columns).map { column -> Data? in
                if PQgetisnull(result, row, column) == 1 { return nil }
                let length = Int(PQgetlength(result, row, column))
                guard let bytes = PQgetvalue(result, row, column) else { return Data() }
                return Data(bytes: bytes, count: length)
            }, types: types)
        }
    }

    private static func serverError(_ result: OpaquePointer) -> PGError {
        let field = { (code: Character) -> String in
            PQresultErrorField(result, Int32(code.asciiValue ?? 0)).map { String(cString: $0) } ?? ""
        }
        let message = field("M")
        return .server(state: field("C"), message: message.isEmpty ? "refused" : message)
    }
}

private extension Array where Element == PGQuery.Parameter {
    /// Calls `body` with libpq's parallel arrays of values, lengths and formats.
    func withValues<T>(_ body: (UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?) -> T) -> T {
        // Text values need a terminating NUL; binary ones are read by length.
        let buffers: [UnsafeMutablePointer<CChar>] = map { parameter in
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: parameter.value.count + 1)
            parameter.value.withUnsafeBytes { raw in
                if let base = raw.baseAddress { buffer.update(from: base.assumingMemoryBound(to: CChar.self), count: parameter.value.count) }
            }
            buffer[parameter.value.count] = 0
            return buffer
        }
        defer { buffers.forEach { $0.deallocate() } }
        let values: [UnsafePointer<CChar>?] = buffers.map { UnsafePointer($0) }
        let lengths = map { Int32($0.value.count) }
        let formats = map { Int32($0.binary ? 1 : 0) }
        return values.withUnsafeBufferPointer { v in
            lengths.withUnsafeBufferPointer { l in
                formats.withUnsafeBufferPointer { f in body(v.baseAddress, l.baseAddress, f.baseAddress) }
            }
        }
    }
}
