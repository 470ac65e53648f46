#if Serve
import EaselScene
import EaselServe
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct ServeRouteTests {
    @Test func socialCardIsAPNGWithValidatorsAndTheQuerysData() async throws {
        try await withServer { _, client in
            let r = try await client.execute(uri: "/social-card.png?title=Hello%20from%20a%20URL&author=Ada", method: .get)
            #expect(r.status == .ok)
            #expect(r.headers[.contentType] == "image/png")
            #expect(r.headers[.cacheControl] == "public, max-age=3600")
            #expect(r.headers[.easelCache] == "miss")
            let etag = try #require(r.headers[.eTag])
            #expect(etag.hasPrefix("\"") && etag.hasSuffix("\"") && etag.count == 34 && !etag.hasPrefix("W/"))
            #expect(r.bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            // 1200×630 points at scale 1: the PNG header's width and height.
            #expect(r.bytes[16..<24].map { $0 } == [0, 0, 0x04, 0xB0, 0, 0, 0x02, 0x76])
        }
    }

    @Test func theImageIsExactlyWhatTheRendererMakesForTheSameData() async throws {
        var scene = try Scene(contentsOf: Fixtures.directory.appendingPathComponent("social-card.yaml"))
        try scene.set("title=Bytes equal")
        try scene.set("author=Ada")
        let expected = try SceneRenderer(try scene.build(), limits: scene.limits).render(.png)
        try await withServer { _, client in
            let r = try await client.execute(uri: "/social-card.png?title=Bytes+equal&author=Ada", method: .get)
            #expect(r.bytes == expected)
        }
    }

    @Test func svgAndPDFByExtensionAndScaleWidthHeight() async throws {
        try await withServer { _, client in
            let svg = try await client.execute(uri: "/swatches.svg", method: .get)
            #expect(svg.headers[.contentType] == "image/svg+xml")
            #expect(String(decoding: svg.bytes, as: UTF8.self).contains("<svg"))
            let pdf = try await client.execute(uri: "/swatches.pdf", method: .get)
            #expect(pdf.headers[.contentType] == "application/pdf")
            #expect(pdf.bytes.starts(with: Array("%PDF".utf8)))
            let small = try await client.execute(uri: "/social-card.png?width=600&height=315&scale=2", method: .get)
            #expect(small.bytes[16..<24].map { $0 } == [0, 0, 0x04, 0xB0, 0, 0, 0x02, 0x76])
            let big = try await client.execute(uri: "/social-card.png?scale=40", method: .get)
            #expect(big.status == .badRequest)
            #expect((big.error["key"] as? String) == "scale")
        }
    }

    @Test func etagIsStableAcrossServersAndChangesWithDataAndOptions() async throws {
        let first = try await withServer { _, c in try await c.execute(uri: "/social-card.png?title=A", method: .get).headers[.eTag] }
        let again = try await withServer { _, c in try await c.execute(uri: "/social-card.png?title=A", method: .get).headers[.eTag] }
        let other = try await withServer { _, c in try await c.execute(uri: "/social-card.png?title=B", method: .get).headers[.eTag] }
        let scaled = try await withServer { _, c in try await c.execute(uri: "/social-card.png?title=A&scale=2", method: .get).headers[.eTag] }
        let svg = try await withServer { _, c in try await c.execute(uri: "/social-card.svg?title=A", method: .get).headers[.eTag] }
        #expect(first != nil)
        #expect(first == again)
        #expect(Set([first, other, scaled, svg]).count == 4)
    }

    @Test func ifNoneMatchAnswers304FromTheCacheAndOnAFreshServer() async throws {
        let etag = try await withServer { _, client in
            let r = try await client.execute(uri: "/social-card.png?title=Cached", method: .get)
            let tag = try #require(r.headers[.eTag])
            let hit = try await client.execute(uri: "/social-card.png?title=Cached", method: .get)
            #expect(hit.headers[.easelCache] == "hit")
            #expect(hit.bytes == r.bytes)
            let notModified = try await client.execute(uri: "/social-card.png?title=Cached", method: .get, headers: [.ifNoneMatch: tag])
            #expect(notModified.status == .notModified)
            #expect(notModified.body.readableBytes == 0)
            #expect(notModified.headers[.eTag] == tag)
            let stale = try await client.execute(uri: "/social-card.png?title=Cached", method: .get, headers: [.ifNoneMatch: "\"other\""])
            #expect(stale.status == .ok)
            let head = try await client.execute(uri: "/social-card.png?title=Cached", method: .head)
            #expect(head.status == .ok)
            #expect(head.headers[.eTag] == tag)
            #expect(head.headers[.contentType] == "image/png")
            #expect(head.body.readableBytes == 0)
            return tag
        }
        // Another replica (an empty cache) knows the tag after building the scene, without rendering.
        try await withServer { service, client in
            let r = try await client.execute(uri: "/social-card.png?title=Cached", method: .get, headers: [.ifNoneMatch: "W/\"x\", " + etag])
            #expect(r.status == .notModified)
            #expect(service.cache.count == 0)
        }
    }

    @Test func aSaturatedPoolAnswers503WithRetryAfter() async throws {
        try await withServer(configure: { $0.workers = 1; $0.maxWaiting = 0 }) { service, client in
            let gate = Gate()
            let held = try await occupy(service.pool, gate: gate)
            let r = try await client.execute(uri: "/social-card.png?title=Busy", method: .get)
            gate.open()
            try await held.value
            #expect(r.status == .serviceUnavailable)
            #expect(r.headers[.retryAfter] == "1")
            #expect(r.headers[.contentType] == "application/json; charset=utf-8")
            #expect((r.error["message"] as? String)?.contains("busy") == true)
            let after = try await client.execute(uri: "/social-card.png?title=Busy", method: .get)
            #expect(after.status == .ok)
        }
    }

    @Test func aRequestOverItsDeadlineAnswers503() async throws {
        try await withServer(configure: { $0.workers = 1; $0.maxWaiting = 2; $0.timeout = 0.3 }) { service, client in
            let gate = Gate()
            let held = try await occupy(service.pool, gate: gate)
            let start = Date()
            let r = try await client.execute(uri: "/social-card.png?title=Late", method: .get)
            let waited = Date().timeIntervalSince(start)
            // Answered while the render thread was still held, so not after it.
            #expect(service.pool.load.busy == 1)
            gate.open()
            try await held.value
            #expect(r.status == .serviceUnavailable)
            #expect((r.error["message"] as? String)?.contains("deadline") == true)
            #expect(waited >= 0.3)
            #expect(service.cache.count == 0)
        }
    }

    @Test func aBrokenSceneIsJSONWithFileLineAndColumn() async throws {
        try await withServer(Fixtures.broken) { _, client in
            let r = try await client.execute(uri: "/wrong-type.png", method: .get)
            #expect(r.status == .unprocessableContent)
            #expect(r.headers[.contentType] == "application/json; charset=utf-8")
            let e = r.error
            #expect(e["file"] as? String == "wrong-type.yaml")
            #expect(e["line"] as? Int == 7)
            #expect(e["column"] as? Int == 25)
            #expect(e["key"] as? String == "body.VStack.content[1].frame.width")
            #expect(e["message"] as? String == "wrong-type.yaml:7:25: body.VStack.content[1].frame.width: expected a number, got \"wide\"")
            #expect(!String(decoding: r.bytes, as: UTF8.self).contains("Swift"))
        }
    }

    @Test func badQueriesUnknownScenesAndRoutesAreJSON() async throws {
        try await withServer { _, client in
            let bad = try await client.execute(uri: "/leaderboard.png?title=a&title=b", method: .get)
            #expect(bad.status == .badRequest)
            #expect(bad.error["key"] as? String == "title")
            let missing = try await client.execute(uri: "/nope.png", method: .get)
            #expect(missing.status == .notFound)
            #expect((missing.error["message"] as? String)?.contains("no scene named 'nope'") == true)
            let escape = try await client.execute(uri: "/..%2Fsecret.png", method: .get)
            #expect(escape.status == .notFound)
            let gif = try await client.execute(uri: "/leaderboard.gif", method: .get)
            #expect(gif.status == .notFound)
            let deep = try await client.execute(uri: "/a/b/c", method: .get)
            #expect(deep.status == .notFound)
            #expect(deep.error["status"] as? Int == 404)
        }
    }

    @Test func healthzReportsLoad() async throws {
        try await withServer(configure: { $0.workers = 2; $0.maxWaiting = 3 }) { _, client in
            let r = try await client.execute(uri: "/healthz", method: .get)
            #expect(r.status == .ok)
            let j = r.json
            #expect(j["status"] as? String == "ok")
            #expect(j["renderThreads"] as? Int == 2)
            #expect(j["maxWaiting"] as? Int == 3)
            #expect(j["busy"] as? Int == 0)
            let index = try await client.execute(uri: "/", method: .get)
            #expect((index.json["scenes"] as? [String])?.contains("social-card") == true)
        }
    }

    @Test func postRenderIsOffUnlessEnabled() async throws {
        let yaml = try Data(contentsOf: Fixtures.directory.appendingPathComponent("swatches.yaml"))
        try await withServer { _, client in
            let r = try await client.execute(uri: "/render", method: .post, body: ByteBuffer(bytes: yaml))
            #expect(r.status == .notFound)
            #expect((r.error["message"] as? String)?.contains("--allow-render-post") == true)
        }
        try await withServer(configure: { $0.allowRenderPost = true }) { _, client in
            let get = try await client.execute(uri: "/swatches.png", method: .get)
            let post = try await client.execute(uri: "/render?format=png", method: .post, body: ByteBuffer(bytes: yaml))
            #expect(post.status == .ok)
            #expect(post.bytes == get.bytes)
            let broken = try await client.execute(uri: "/render", method: .post, body: ByteBuffer(string: "body:\n  Nope: 1\n"))
            #expect(broken.status == .unprocessableContent)
            #expect(broken.error["file"] as? String == "<request body>")
            #expect(broken.error["line"] as? Int == 2)
        }
    }

    @Test func accessLogHasOneJSONLinePerRequest() async throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("access.log").path
        FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try await withServer(accessLog: AccessLog(handle)) { _, client in
            _ = try await client.execute(uri: "/swatches.png?secret=1", method: .get)
            _ = try await client.execute(uri: "/swatches.png?secret=1", method: .get)
            _ = try await client.execute(uri: "/missing.png", method: .get)
        }
        try handle.close()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3)
        let entries = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(entries.map { $0["status"] as? Int } == [200, 200, 404])
        #expect(entries.map { $0["cache"] as? String } == ["miss", "hit", "-"])
        #expect(entries.map { $0["path"] as? String } == ["/swatches.png", "/swatches.png", "/missing.png"])
        #expect(entries.allSatisfy { $0["method"] as? String == "GET" && ($0["ms"] as? Double ?? -1) >= 0 })
        #expect((entries[0]["bytes"] as? Int ?? 0) > 1000)
        #expect(!lines.contains { $0.contains("secret") })
    }
}
#endif
