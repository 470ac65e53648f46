import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 and a free port, for the remote-asset
/// tests: one thread accepts, one thread per connection answers one request
/// from `handler` and closes. It records every request it saw.
final class LoopbackHTTPServer: @unchecked Sendable {
    struct Request { var path: String; var headers: [String: String] }
    struct Response {
        var status: Int
        var headers: [String: String] = [:]
        var body: Data = Data()
        /// Seconds to wait before sending anything (a slow server).
        var delay: TimeInterval = 0
        /// Send no Content-Length and close after the body (a length the client cannot check first).
        var unknownLength = false
    }

    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var seen: [Request] = []
    private let handler: @Sendable (Request) -> Response

    init(handler: @escaping @Sendable (Request) -> Response) throws {
        self.handler = handler
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        addr.sin_port = 0
        let bound = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard bound == 0, listen(fd, 16) == 0 else { close(fd); throw POSIXError(.EADDRINUSE) }
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) } }
        port = UInt16(bigEndian: addr.sin_port)
        listener = fd
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(fd, nil, nil)
                if client < 0 { return }
                Thread.detachNewThread { self.serve(client) }
            }
        }
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    var requests: [Request] { lock.lock(); defer { lock.unlock() }; return seen }

    func stop() { shutdown(listener, Int32(SHUT_RDWR)); close(listener) }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var buffer = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !buffer.ends(with: [13, 10, 13, 10]) && buffer.count < 65536 {
            let n = recv(client, &chunk, chunk.count, 0)
            if n <= 0 { return }
            buffer += chunk[0..<n]
        }
        let lines = String(decoding: buffer, as: UTF8.self).components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2 else { return }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let request = Request(path: String(parts[1]), headers: headers)
        lock.lock(); seen.append(request); lock.unlock()
        let r = handler(request)
        if r.delay > 0 { Thread.sleep(forTimeInterval: r.delay) }
        var head = "HTTP/1.1 \(r.status) X\r\nConnection: close\r\n"
        if !r.unknownLength { head += "Content-Length: \(r.body.count)\r\n" }
        for (k, v) in r.headers.sorted(by: { $0.key < $1.key }) { head += "\(k): \(v)\r\n" }
        head += "\r\n"
        var out = Data(head.utf8); out.append(r.body)
        _ = out.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
