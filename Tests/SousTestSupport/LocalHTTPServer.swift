import Foundation

/// A small HTTP server on 127.0.0.1 for URL import tests, run by python3 (which the build
/// already needs): fixed routes for a page, redirects, errors, an oversized body, a wrong
/// content type, and a second port that accepts connections and never answers.
///
/// It serves only loopback and ends by itself after `lifetime` seconds, or when released.
public final class LocalHTTPServer {
    public let port: Int
    /// A port whose connections are accepted and then left without a byte of answer.
    public let silentPort: Int
    private let process: Process

    /// Serves the files of `folder` under `/files/NAME`, plus the fixed routes in the script.
    public init(folder: URL, lifetime: Int = 120) throws {
        let script = folder.appendingPathComponent("server.py")
        try Data(Self.script.utf8).write(to: script)
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, folder.path, String(lifetime)]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let ports = String(decoding: line, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard ports.count == 2 else {
            process.terminate()
            throw TestData.MissingTestData(path: "python3 test server did not start")
        }
        port = ports[0]
        silentPort = ports[1]
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    static let script = #"""
import http.server, os, socket, sys, threading

folder, lifetime = sys.argv[1], int(sys.argv[2])

class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def send(self, status, body=b"", ctype="text/html; charset=utf-8", headers=()):
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        for name, value in headers:
            self.send_header(name, value)
        if body is not None:
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if body:
            self.wfile.write(body)

    def do_GET(self):
        path = self.path
        if path.startswith("/files/"):
            name = os.path.basename(path[len("/files/"):])
            full = os.path.join(folder, name)
            if not os.path.isfile(full):
                return self.send(404, b"not here")
            data = open(full, "rb").read()
            ctype = "application/json" if name.endswith(".json") else "text/html; charset=utf-8"
            if name.endswith(".latin1.html"):
                ctype = "text/html"
            return self.send(200, data, ctype)
        if path.startswith("/redirect/"):
            return self.send(302, b"", headers=[("Location", "/files/" + path[len("/redirect/"):])])
        if path.startswith("/hop/"):
            n = int(path[len("/hop/"):])
            target = "/files/page.html" if n <= 0 else "/hop/%d" % (n - 1)
            return self.send(302, b"", headers=[("Location", target)])
        if path == "/loop":
            return self.send(302, b"", headers=[("Location", "/loop")])
        if path == "/gone":
            return self.send(410, b"gone")
        if path == "/error":
            return self.send(500, b"oops")
        if path == "/photo.jpg":
            return self.send(200, b"\xff\xd8\xff\x00" * 100, "image/jpeg")
        if path == "/huge":
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.end_headers()
            chunk = b"<p>" + b"x" * 65536 + b"</p>"
            try:
                for _ in range(400):
                    self.wfile.write(chunk)
            except (BrokenPipeError, ConnectionResetError):
                pass
            return
        if path == "/huge-declared":
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(50 * 1024 * 1024))
            self.end_headers()
            return
        return self.send(404, b"no such page")

server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
silent = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
silent.bind(("127.0.0.1", 0))
silent.listen(16)
held = []

def hold():
    while True:
        conn, _ = silent.accept()
        held.append(conn)

threading.Thread(target=hold, daemon=True).start()
threading.Timer(lifetime, lambda: os._exit(0)).start()
print(server.server_address[1], silent.getsockname()[1], flush=True)
server.serve_forever()
"""#
}
