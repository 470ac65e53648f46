import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which URLs a scene may fetch: `https://` from a host the user listed, and
/// never an address on the machine or its private network (loopback, RFC 1918,
/// link-local, CGNAT, unique-local, multicast) unless that host or address is
/// listed by name, not by a `*.` pattern. `http://` only to a listed loopback host.
public struct HostPolicy: Sendable, Equatable {
    /// `cdn.example.com`, `*.example.com` (any subdomain) or `127.0.0.1`.
    public var allowedHosts: [String]
    public init(allowedHosts: [String]) { self.allowedHosts = allowedHosts.map { $0.lowercased() } }

    public enum Refusal: Error, Equatable {
        case scheme(String), notListed(String), privateAddress(host: String, address: String), unresolvable(String), insecure(String)
    }

    func isListed(_ host: String) -> Bool { allowedHosts.contains { HostPolicy.matches($0, host) } }
    func isListedByName(_ host: String) -> Bool { allowedHosts.contains(host) }

    static func matches(_ pattern: String, _ host: String) -> Bool {
        if pattern.hasPrefix("*.") { return host.hasSuffix(pattern.dropFirst(1)) && host.count > pattern.count - 1 }
        return pattern == host
    }

    /// Checks a URL before it is requested (and each redirect's target before it is followed).
    public func check(_ url: URL) throws {
        let scheme = url.scheme?.lowercased() ?? ""
        guard scheme == "https" || scheme == "http" else { throw Refusal.scheme(scheme) }
        guard let rawHost = url.host, !rawHost.isEmpty else { throw Refusal.notListed("") }
        let host = rawHost.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        guard isListed(host) else { throw Refusal.notListed(host) }
        let addresses = HostPolicy.resolve(host)
        guard !addresses.isEmpty else { throw Refusal.unresolvable(host) }
        let nonPublic = addresses.filter { !$0.isPublic }
        if let first = nonPublic.first, !isListedByName(host) {
            throw Refusal.privateAddress(host: host, address: first.text)
        }
        if scheme == "http", !addresses.allSatisfy(\.isLoopback) { throw Refusal.insecure(url.absoluteString) }
    }

    struct Address {
        var bytes: [UInt8]  // 4 or 16
        var text: String {
            if bytes.count == 4 { return bytes.map(String.init).joined(separator: ".") }
            return stride(from: 0, to: 16, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }.joined(separator: ":")
        }
        var v4: [UInt8]? {
            if bytes.count == 4 { return bytes }
            if bytes.prefix(10).allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF { return Array(bytes[12...]) }
            return nil
        }
        var isLoopback: Bool {
            if let v = v4 { return v[0] == 127 }
            return bytes == [UInt8](repeating: 0, count: 15) + [1]
        }
        /// Reachable on the public internet: none of the special-purpose ranges of RFC 6890.
        var isPublic: Bool {
            if let v = v4 {
                switch (v[0], v[1]) {
                case (0, _), (10, _), (127, _), (169, 254), (192, 168): return false
                case (172, 16...31), (100, 64...127), (198, 18...19): return false
                case (224...255, _): return false
                default: return true
                }
            }
            if bytes.allSatisfy({ $0 == 0 }) || isLoopback { return false }
            if bytes[0] & 0xFE == 0xFC { return false }  // fc00::/7 unique local
            if bytes[0] == 0xFE && bytes[1] & 0xC0 == 0x80 { return false }  // fe80::/10 link-local
            if bytes[0] == 0xFF { return false }  // multicast
            return true
        }
    }

    /// Every address the host resolves to (an IP literal resolves to itself).
    static func resolve(_ host: String) -> [Address] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &list) == 0, let first = list else { return [] }
        defer { freeaddrinfo(first) }
        var out: [Address] = []
        var p: UnsafeMutablePointer<addrinfo>? = first
        while let info = p {
            if let sa = info.pointee.ai_addr {
                if info.pointee.ai_family == AF_INET {
                    let a = sa.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
                    out.append(Address(bytes: withUnsafeBytes(of: a) { Array($0) }))
                } else if info.pointee.ai_family == AF_INET6 {
                    let a = sa.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
                    out.append(Address(bytes: withUnsafeBytes(of: a) { Array($0) }))
                }
            }
            p = info.pointee.ai_next
        }
        return out
    }
}
