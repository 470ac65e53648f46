import Foundation
import Testing
import EaselCore
import EaselCairo
import EaselText
@testable import EaselTesting

/// Goldens are namespaced by test target, then file, test and name; goldens recorded
/// before that (at `Snapshots/<File>/`) are still found where they are.
@Suite final class GoldenLayoutTests {
    let root: URL
    let environment = RenderEnvironment(cairo: "1.0", freetype: "2.0", harfbuzz: "3.0", pango: "4.0",
                                        fontconfig: "5.0", fonts: [])
    init() throws { root = try TestImages.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: root) }

    /// An assertion as it would run from `<Target>/Shared.swift`, test `render()`.
    /// (`#fileID` and `#filePath` are static strings, hence one call per target.)
    func verify(target: String, _ image: RasterImage, _ mode: SnapshotRecordMode) -> SnapshotFailure? {
        withSnapshotConfiguration(snapshotsRoot: root.appendingPathComponent("Snapshots"),
                                  artifactsRoot: root.appendingPathComponent("artifacts")) {
            target == "AppTests"
                ? verifySnapshot(of: image, as: .png(), named: "card", record: mode, environment: environment,
                                 fileID: "AppTests/Shared.swift", file: "/virtual/Tests/AppTests/Shared.swift",
                                 testName: "render()")
                : verifySnapshot(of: image, as: .png(), named: "card", record: mode, environment: environment,
                                 fileID: "WidgetTests/Shared.swift", file: "/virtual/Tests/WidgetTests/Shared.swift",
                                 testName: "render()")
        }
    }

    @Test func twoTargetsWithSameNamedFilesKeepSeparateGoldens() throws {
        let narrow = TestImages.rectangle(width: 40, height: 30, minX: 10, maxX: 30)
        let wide = TestImages.rectangle(width: 52, height: 30, minX: 10, maxX: 30)
        let a = try #require(verify(target: "AppTests", narrow, .missing))
        let b = try #require(verify(target: "WidgetTests", wide, .missing))
        #expect(a.golden.path == root.appendingPathComponent("Snapshots/AppTests/Shared/render.card.png").path)
        #expect(b.golden.path == root.appendingPathComponent("Snapshots/WidgetTests/Shared/render.card.png").path)
        // Each passes against its own golden; before namespacing the second record
        // overwrote the first and this failed with "Image size differs".
        #expect(verify(target: "AppTests", narrow, .never) == nil)
        #expect(verify(target: "WidgetTests", wide, .never) == nil)
    }

    @Test func aGoldenAtThePreNamespacingPlaceIsStillFoundAndComparedThere() throws {
        let image = TestImages.rectangle(minX: 10, maxX: 30)
        let legacy = root.appendingPathComponent("Snapshots/Shared")
        try FileManager.default.createDirectory(at: legacy, withIntermediateDirectories: true)
        try PNGCodec.encode(image).write(to: legacy.appendingPathComponent("render.card.png"))
        #expect(verify(target: "AppTests", image, .never) == nil)
        let changed = TestImages.setting(image, x: 2, y: 2, to: [0, 0, 0, 255])
        let failure = try #require(verify(target: "AppTests", changed, .never))
        #expect(failure.golden.path == legacy.appendingPathComponent("render.card.png").path)
        #expect(failure.message.contains("pre-namespacing place; move its folder to \(root.path)/Snapshots/AppTests/"))
        // Nothing was written at the namespaced place.
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots/AppTests").path))
    }

    @Test func theRepositorysOwnGoldensResolveToWhereTheyAre() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let places = SnapshotLocations(filePath: package.appendingPathComponent("Tests/EaselTestingTests/ViewSnapshotTests.swift").path,
                                       fileID: "EaselTestingTests/ViewSnapshotTests.swift", testName: "pngGolden()",
                                       name: "swatch", pathExtension: "png", snapshotDirectory: nil,
                                       configuration: SnapshotConfiguration())
        #expect(places.golden.path == package.appendingPathComponent("Snapshots/ViewSnapshotTests/pngGolden.swatch.png").path)
        #expect(places.isLegacy)
        #expect(places.artifactsDirectory.path == package.appendingPathComponent(".artifacts/snapshots/EaselTestingTests/ViewSnapshotTests").path)
    }

    @Test func theTargetComesFromTheFileIDElseTheFolder() {
        #expect(SnapshotLocations.module(fileID: "AppTests/Card.swift", filePath: "/p/Tests/Other/Card.swift") == "AppTests")
        #expect(SnapshotLocations.module(fileID: "Card.swift", filePath: "/p/Tests/AppTests/Card.swift") == "AppTests")
    }
}
