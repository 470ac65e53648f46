#if SwiftSnapshotTesting
import Foundation
import Testing
import SnapshotTesting
import Easel
import func EaselTesting.withSnapshotConfiguration
@testable import EaselSnapshotTesting

/// Shapes only, so the golden does not depend on installed fonts.
struct Badge: View {
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10).fill(Color.orange)
            Circle().fill(Color.white).frame(width: 20, height: 20)
        }
        .frame(width: 60, height: 36)
    }
}

/// A user of swift-snapshot-testing imports it and EaselSnapshotTesting; its own
/// `assertSnapshot` and record modes drive Easel's renderer and comparator.
@Suite struct SnapshotTestingIntegrationTests {
    @Test func imageStrategyMatchesItsGolden() {
        assertSnapshot(of: Badge(), as: .image(scale: 2))
    }

    @Test func layoutStrategyMatchesItsGolden() {
        assertSnapshot(of: Badge(), as: .layout)
    }

    @Test func aChangedPixelFailsWithCountAndRegion() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("easel-sst-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = Color.white.frame(width: 20, height: 20)
        let after = ZStack(alignment: .topLeading) {
            Color.white
            Color.black.frame(width: 1, height: 1).offset(x: 3, y: 4)
        }.frame(width: 20, height: 20)

        let recorded = verifySnapshot(of: before, as: .image, named: "dot", record: .missing,
                                      snapshotDirectory: folder)
        #expect(recorded?.contains("No reference was found on disk") == true)
        #expect(verifySnapshot(of: before, as: .image, named: "dot", record: .never, snapshotDirectory: folder) == nil)

        let message = try #require(withSnapshotConfiguration(artifactsRoot: URL(fileURLWithPath: folder + "-artifacts")) {
            verifySnapshot(of: after, as: .image, named: "dot", record: .never, snapshotDirectory: folder)
        })
        defer { try? FileManager.default.removeItem(atPath: folder + "-artifacts") }
        #expect(message.contains("1 pixel differs"))
        #expect(message.contains("changed region 1×1 at (3, 4)"))
        let diffPath = try #require(message.split(separator: "\n").first { $0.hasPrefix("Diff: ") }?.dropFirst(6))
        #expect(FileManager.default.fileExists(atPath: String(diffPath)))
    }

    /// The call a macOS test suite makes, unchanged: it must compile, and the fixed
    /// layout gives a 300×200 canvas with the badge centred.
    @Test func migratedPointfreeCallCompilesAndUsesTheFixedCanvas() throws {
        assertSnapshot(of: Badge(), as: .image(precision: 0.99, perceptualPrecision: 0.98, layout: .fixed(width: 300, height: 200)))
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/SnapshotTestingIntegrationTests/migratedPointfreeCallCompilesAndUsesTheFixedCanvas.1.png")
        let image = try PNGCodec.decode(Data(contentsOf: golden))
        #expect(image.width == 300 && image.height == 200)
        // The 60×36 badge sits in the middle: orange at the centre's left edge, clear at the corner.
        let orangeAt = { (x: Int, y: Int) -> Bool in
            let i = (y * 300 + x) * 4
            return image.pixels[i] > 200 && image.pixels[i + 2] < 60 && image.pixels[i + 3] == 255
        }
        #expect(orangeAt(122, 100) && !orangeAt(118, 100) && !orangeAt(5, 5))
    }

    @Test func deviceLayoutUsesTheConfigSizeAndScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-sst-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = ViewImageConfig(size: CGSize(width: 100, height: 80), scale: 2)
        _ = verifySnapshot(of: Badge(), as: .image(layout: .device(config: config)), named: "device",
                           record: .missing, snapshotDirectory: folder.path)
        let image = try PNGCodec.decode(Data(contentsOf: folder.appendingPathComponent("deviceLayoutUsesTheConfigSizeAndScale.device.png")))
        #expect(image.width == 200 && image.height == 160)
    }

    @Test func precisionArgumentsBecomePointfreesMeaning() {
        // Two changed pixels of 20×20 (0.5%): fail at precision 0.999, pass at 0.99.
        let before = Color.white.frame(width: 20, height: 20)
        let after = ZStack(alignment: .topLeading) {
            Color.white
            Color.black.frame(width: 2, height: 1)
        }.frame(width: 20, height: 20)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-sst-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verifySnapshot(of: before, as: .image, named: "p", record: .missing, snapshotDirectory: folder)
        #expect(verifySnapshot(of: after, as: .image(precision: 0.99), named: "p", record: .never, snapshotDirectory: folder) == nil)
        let message = withSnapshotConfiguration(artifactsRoot: URL(fileURLWithPath: folder + "-artifacts")) {
            verifySnapshot(of: after, as: .image(precision: 0.999), named: "p", record: .never, snapshotDirectory: folder)
        }
        defer { try? FileManager.default.removeItem(atPath: folder + "-artifacts") }
        #expect(message?.contains("2 pixels differ") == true)
        #expect(message?.contains("largest ΔE94 100") == true)
    }

    /// A mismatch leaves expected, actual, diff and the report record under the test's
    /// name (the golden found by its bytes in this file's `__Snapshots__`), and a pass clears them.
    @Test func artifactsAreNamedAfterTheTestAndClearedByAPass() throws {
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("easel-sst-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let changed = Badge().overlay { Color.black.frame(width: 4, height: 4) }
        let message = try #require(withSnapshotConfiguration(artifactsRoot: artifacts) {
            verifySnapshot(of: changed, as: .image(scale: 2), named: "1", record: .never,
                           testName: "imageStrategyMatchesItsGolden()")
        })
        let folder = artifacts.appendingPathComponent("EaselSnapshotTestingTests/SnapshotTestingIntegrationTests")
        let names = ["expected.png", "actual.png", "diff.png", "failure.json"].map { "imageStrategyMatchesItsGolden.1.\($0)" }
        for name in names { #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)) }
        #expect(message.contains("Diff: \(folder.path)/imageStrategyMatchesItsGolden.1.diff.png"))
        #expect(message.contains("SNAPSHOT_TESTING_RECORD=failed swift test --filter 'EaselSnapshotTestingTests.SnapshotTestingIntegrationTests/artifactsAreNamedAfterTheTestAndClearedByAPass\\('"))
        let passed = withSnapshotConfiguration(artifactsRoot: artifacts) {
            verifySnapshot(of: Badge(), as: .image(scale: 2), named: "1", record: .never,
                           testName: "imageStrategyMatchesItsGolden()")
        }
        #expect(passed == nil)
        for name in names { #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)) }
    }

    @Test func easelsRecordVariableDrivesSnapshotTestingUnlessItsOwnIsSet() {
        #expect(RecordSwitch.mode(["EASEL_SNAPSHOT_RECORD": "failed"]) == .failed)
        #expect(RecordSwitch.mode(["EASEL_SNAPSHOT_RECORD": "ALL "]) == .all)
        #expect(RecordSwitch.mode(["EASEL_SNAPSHOT_RECORD": "failed", "SNAPSHOT_TESTING_RECORD": "never"]) == nil)
        #expect(RecordSwitch.mode(["EASEL_SNAPSHOT_RECORD": "bogus"]) == nil)
        #expect(RecordSwitch.mode([:]) == nil)
    }

    @Test func samePixelsInAnotherEncodingMatch() {
        // Different encodings of the same pixels are not byte-equal but match.
        let diffing = Diffing<Data>.easelPNG()
        let image = RasterImage(width: 2, height: 1, pixels: [0, 0, 0, 255, 255, 255, 255, 255])
        let fast = try! PNGCodec.encode(image, compression: .fast)
        let small = try! PNGCodec.encode(image, compression: .small)
        #expect(fast != small)
        #expect(diffing.diffV2(fast, small) == nil)
    }
}
#endif

#if SwiftSnapshotTesting
import XCTest

/// Under XCTest no current test can be asked; `.image(…)`'s call site names the artifacts.
final class SnapshotTestingXCTests: XCTestCase {
    func testArtifactsAreNamedAfterTheCallingTest() throws {
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("easel-sst-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let changed = Badge().overlay { Color.black.frame(width: 4, height: 4) }
        let message = try XCTUnwrap(withSnapshotConfiguration(artifactsRoot: artifacts) {
            verifySnapshot(of: changed, as: .image(scale: 2), named: "1", record: .never,
                           testName: "imageStrategyMatchesItsGolden()")
        })
        let diff = artifacts.appendingPathComponent("EaselSnapshotTestingTests/SnapshotTestingIntegrationTests/imageStrategyMatchesItsGolden.1.diff.png")
        XCTAssertTrue(FileManager.default.fileExists(atPath: diff.path), message)
        XCTAssertTrue(message.contains("SNAPSHOT_TESTING_RECORD=failed swift test --filter 'EaselSnapshotTestingTests\\..*/testArtifactsAreNamedAfterTheCallingTest$'"), message)
    }
}
#endif
