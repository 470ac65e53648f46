import Foundation
import Testing
import SnapshotTesting
import Easel
import EaselSnapshotTesting

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

        let message = try #require(verifySnapshot(of: after, as: .image, named: "dot", record: .never,
                                                  snapshotDirectory: folder))
        #expect(message.contains("1 pixel differs"))
        #expect(message.contains("changed region 1×1 at (3, 4)"))
        let diffPath = try #require(message.split(separator: "\n").first { $0.hasPrefix("Diff: ") }?.dropFirst(6))
        #expect(FileManager.default.fileExists(atPath: String(diffPath)))
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
