import Foundation
import Testing
import Easel
@testable import EaselScene
import EaselDemos

@Suite struct RenderTests {
    static func pngSize(_ d: Data) -> (Int, Int)? {
        let b = [UInt8](d.prefix(24))
        guard b.count == 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        func be(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        return (be(16), be(20))
    }

    @Test func leaderboardFixtureRendersAtCanvasWidthTimesScale() throws {
        let s = try Scene(contentsOf: Fixtures.directory.appendingPathComponent("leaderboard.yaml"))
        let built = try s.build()
        let png = try SceneRenderer(built).render(.png)
        let size = try #require(RenderTests.pngSize(png))
        let height = SceneRenderer(built).placedTree().frame.height
        #expect(size.0 == Int(built.canvas.width! * built.canvas.scale))
        #expect(size.1 == Int((Double(height) * built.canvas.scale).rounded(.up)))
        // Same input, same bytes.
        #expect(try SceneRenderer(try s.build()).render(.png) == png)
    }

    /// The scene vocabulary is SwiftUI's: the radial-avatars scene, written
    /// like `PetRadialAvatars` in Swift, must give the very same bytes.
    @Test func radialAvatarsSceneMatchesTheSwiftDemoByteForByte() throws {
        let built = try Scene(contentsOf: Fixtures.directory.appendingPathComponent("radial-avatars.yaml")).build()
        let fromScene = try SceneRenderer(built).render(.png)
        let demo = try #require(PetVotingDemos.all.first { $0.name == "pet-avatars" })
        let fromSwift = try demo.renderer().pngData()
        #expect(RenderTests.pngSize(fromScene).map { [$0.0, $0.1] } == [640, 640])
        #expect(fromScene == fromSwift)
    }

    @Test func everyFixtureRendersToEveryFormat() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.directory.path)
            .filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".json")) && !$0.hasSuffix(".schema.json") }.sorted()
        #expect(files.count >= 3)
        for name in files {
            let built = try Scene(contentsOf: Fixtures.directory.appendingPathComponent(name)).build()
            let r = SceneRenderer(built)
            #expect(RenderTests.pngSize(try r.render(.png)) != nil, "\(name)")
            #expect(String(decoding: try r.render(.svg).prefix(200), as: UTF8.self).contains("<svg"), "\(name)")
            #expect(try r.render(.pdf).starts(with: Data("%PDF".utf8)), "\(name)")
        }
    }

    @Test func debugOverlayDrawsOverTheSameSizedImage() throws {
        let built = try scene("canvas: {width: 40, height: 40}\nbody: { Rectangle: , frame: {width: 20, height: 20}, foregroundStyle: white }\n").build()
        var r = SceneRenderer(built)
        let plain = try r.render(.png)
        r.debugOverlay = true
        let debug = try r.render(.png)
        #expect(RenderTests.pngSize(plain)! == RenderTests.pngSize(debug)!)
        #expect(plain != debug)
    }

    @Test func layoutJSONListsTypesAndFrames() throws {
        let built = try scene("body: { Rectangle: , frame: {width: 20, height: 10}, id: box }\n").build()
        let json = try JSONSerialization.jsonObject(with: try SceneRenderer(built).layoutJSON()) as? [String: Any]
        let frame = try #require(json?["frame"] as? [String: Double])
        #expect(frame == ["x": 0, "y": 0, "width": 20, "height": 10])
        #expect(json?["id"] as? String == "box")
    }

    @Test func layoutLargerThanThePixelLimitIsRefusedBeforeDrawing() throws {
        var limits = SceneLimits()
        limits.maxTotalPixels = 1000
        let s = try Scene(data: Data("body: { Rectangle: , frame: {width: 100, height: 100} }\n".utf8), file: "t.yaml",
                          baseDirectory: FileManager.default.temporaryDirectory, limits: limits)
        #expect(throws: SceneError.self) { try SceneRenderer(try s.build(), limits: limits).render(.png) }
    }
}
