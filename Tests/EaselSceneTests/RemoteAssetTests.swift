import Foundation
import Testing
import Easel
@testable import EaselScene

/// Remote images and fonts against a loopback server the test starts itself.
@Suite(.serialized) struct RemoteAssetTests {
    static let avatar = try! Data(contentsOf: Fixtures.directory.appendingPathComponent("images/avatar.png"))
    static let font = try! Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))

    /// Routes: /avatar.png (ETag "v1", answers If-None-Match with 304), /font.ttf,
    /// /big (Content-Length over the limit), /stream (no length, over the limit),
    /// /slow (3 s before answering), /hop/N (redirects N more times, then the avatar),
    /// /away (redirects to a host that is not listed), /missing (404).
    static func server() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { req in
            switch req.path {
            case "/avatar.png":
                if req.headers["if-none-match"] == "\"v1\"" { return .init(status: 304, headers: ["ETag": "\"v1\""]) }
                return .init(status: 200, headers: ["ETag": "\"v1\"", "Content-Type": "image/png"], body: avatar)
            case "/font.ttf": return .init(status: 200, body: font)
            case "/big": return .init(status: 200, body: Data(count: 5000))
            case "/stream": return .init(status: 200, body: Data(count: 5000), unknownLength: true)
            case "/slow": return .init(status: 200, body: avatar, delay: 3)
            case "/away": return .init(status: 302, headers: ["Location": "http://localhost.invalid/avatar.png"])
            case "/missing": return .init(status: 404)
            default:
                if req.path.hasPrefix("/hop/"), let n = Int(req.path.dropFirst(5)) {
                    return .init(status: 302, headers: ["Location": n == 0 ? "/avatar.png" : "/hop/\(n - 1)"])
                }
                return .init(status: 404)
            }
        }
    }

    func remote(_ cache: URL, hosts: [String] = ["127.0.0.1"], maxBytes: Int = 1_000_000, timeout: TimeInterval = 10) -> RemoteAssets {
        RemoteAssets(.init(allowedHosts: hosts, cacheDirectory: cache, maxBytes: maxBytes, timeout: timeout))
    }

    func imageScene(_ url: String, remote: RemoteAssets?) throws -> Scene {
        var s = try scene("canvas: {scale: 1}\nbody:\n  Image: \"\(url)\"\n")
        s.assets.remote = remote
        return s
    }

    /// A listed loopback host serves the image: 128×128 px, as the fixture file.
    /// The cache keeps the body and ETag; a second fetcher revalidates with
    /// If-None-Match, gets 304, and renders the same bytes.
    @Test func fetchesCachesAndRevalidatesAnImage() throws {
        let server = try Self.server(); defer { server.stop() }
        let cache = try temporaryDirectory()
        let url = server.url("/avatar.png")
        let first = try SceneRenderer(try imageScene(url, remote: remote(cache)).build()).render(.png)
        let decoded = try PNGCodec.decode(first)
        #expect((decoded.width, decoded.height) == (128, 128))
        let stored = try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted()
        #expect(stored.count == 2 && stored[0].hasSuffix(".body") && stored[1].hasSuffix(".json"))
        #expect(try Data(contentsOf: cache.appendingPathComponent(stored[0])) == Self.avatar)

        let second = try SceneRenderer(try imageScene(url, remote: remote(cache)).build()).render(.png)
        #expect(second == first)
        let seen = server.requests.filter { $0.path == "/avatar.png" }
        #expect(seen.count == 2)
        #expect(seen[0].headers["if-none-match"] == nil)
        #expect(seen[1].headers["if-none-match"] == "\"v1\"")
    }

    @Test func oneFetcherAsksOncePerURL() throws {
        let server = try Self.server(); defer { server.stop() }
        let r = remote(try temporaryDirectory())
        let url = server.url("/avatar.png")
        var s = try scene("canvas: {scale: 1}\nbody:\n  HStack:\n    - Image: \"\(url)\"\n    - Image: \"\(url)\"\n")
        s.assets.remote = r
        _ = try s.build()
        #expect(server.requests.count == 1)
    }

    @Test func followsRedirectsUpToTheLimit() throws {
        let server = try Self.server(); defer { server.stop() }
        let cache = try temporaryDirectory()
        // /hop/2 → /hop/1 → /hop/0 → /avatar.png: three redirects, the default limit.
        #expect(throws: Never.self) { try imageScene(server.url("/hop/2"), remote: remote(cache)).build() }
        #expect(located(try imageScene(server.url("/hop/3"), remote: remote(cache)))
                == "test.yaml:3:10: body.Image: '\(server.url("/hop/3"))' redirects more than 3 times")
    }

    @Test func refusalsAreLocatedErrors() throws {
        let server = try Self.server(); defer { server.stop() }
        let cache = try temporaryDirectory()
        let url = server.url("/avatar.png")
        // Off unless a host is listed.
        #expect(located(try imageScene(url, remote: nil))
                == "test.yaml:3:10: body.Image: '\(url)' is a URL, and remote assets are off; pass --allow-host HOST to fetch from HOST")
        // A host that is not listed.
        #expect(located(try imageScene(url, remote: remote(cache, hosts: ["cdn.example.com"])))
                == "test.yaml:3:10: body.Image: '\(url)': host '127.0.0.1' is not allowed; pass --allow-host 127.0.0.1 to fetch from it")
        // A pattern does not reach loopback: only a host listed by name does.
        #expect(HostPolicy(allowedHosts: ["*.0.0.1"]).isListed("127.0.0.1"))
        #expect(located(try imageScene(url, remote: remote(cache, hosts: ["*.0.0.1"])))
                == "test.yaml:3:10: body.Image: '\(url)': host '127.0.0.1' resolves to 127.0.0.1, a loopback or private address; such hosts are fetched only when listed by name with --allow-host")
        // A redirect is checked like the first URL.
        #expect(located(try imageScene(server.url("/away"), remote: remote(cache)))
                == "test.yaml:3:10: body.Image: 'http://localhost.invalid/avatar.png': host 'localhost.invalid' is not allowed; pass --allow-host localhost.invalid to fetch from it")
        #expect(located(try imageScene(server.url("/missing"), remote: remote(cache)))
                == "test.yaml:3:10: body.Image: '\(server.url("/missing"))' answered HTTP 404")
    }

    @Test func privateAndLoopbackRangesAreNotPublic() {
        func isPublic(_ s: String) -> Bool { HostPolicy.resolve(s).allSatisfy(\.isPublic) }
        for ip in ["127.0.0.1", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "fd00::1", "fe80::1", "::ffff:10.0.0.1"] {
            #expect(!isPublic(ip), "\(ip)")
        }
        for ip in ["8.8.8.8", "172.32.0.1", "1.1.1.1", "2606:4700::1111"] { #expect(isPublic(ip), "\(ip)") }
    }

    @Test func bodiesOverTheLimitAreRefusedWithOrWithoutALength() throws {
        let server = try Self.server(); defer { server.stop() }
        let r = remote(try temporaryDirectory(), maxBytes: 4096)
        for path in ["/big", "/stream"] {
            #expect(located(try imageScene(server.url(path), remote: r))
                    == "test.yaml:3:10: body.Image: '\(server.url(path))' is larger than 4096 bytes (limit maxAssetBytes)")
        }
    }

    @Test func aSlowServerTimesOut() throws {
        let server = try Self.server(); defer { server.stop() }
        let start = Date()
        #expect(located(try imageScene(server.url("/slow"), remote: remote(try temporaryDirectory(), timeout: 0.5)))
                == "test.yaml:3:10: body.Image: '\(server.url("/slow"))' did not arrive within 0.5 s")
        let elapsed = Date().timeIntervalSince(start)
        #expect(elapsed >= 0.45 && elapsed < 2.9, "\(elapsed) s")
    }

    @Test func remoteFontsRegister() throws {
        let server = try Self.server(); defer { server.stop() }
        var s = try scene("canvas: {width: 40, height: 20, fonts: [\"\(server.url("/font.ttf"))\"]}\nbody:\n  Text: Hi\n")
        s.assets.remote = remote(try temporaryDirectory())
        let built = try s.build()
        #expect(built.canvas.fonts.count == 1)
        #expect(try Data(contentsOf: built.canvas.fonts[0]) == Self.font)
    }

    @Test func swiftTakesFontAndImageBytes() throws {
        try Font.register(data: Self.font)
        #expect(throws: FontRegistrationError.self) { try Font.register(data: Data("not a font".utf8)) }
        let image = try Image(data: Self.avatar, scale: 2)
        let r = ImageRenderer(content: image)
        #expect(try r.rasterImage().width == 64)
        #expect(throws: ImageLoadingError.self) { try Image(data: Data("nope".utf8)) }
    }

    func located(_ s: @autoclosure () throws -> Scene) -> String {
        do { _ = try s().build(); return "built" } catch { return "\(error)" }
    }
}
