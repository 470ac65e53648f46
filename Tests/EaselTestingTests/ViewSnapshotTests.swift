import Foundation
import Testing
import Easel
@testable import EaselTesting

/// A small view drawn only with shapes and colours, so its golden depends on the
/// rasteriser and not on which fonts a machine has.
struct SwatchRow: View {
    var body: some View {
        HStack(spacing: 6) {
            RoundedRectangle(cornerRadius: 6).fill(Color.red).frame(width: 28, height: 28)
            Circle().fill(Color.blue).frame(width: 28, height: 28)
            Capsule().fill(Color.green).frame(width: 44, height: 20)
        }
        .padding(8)
        .background { Color.white }
    }
}

@Suite struct ViewSnapshotTests {
    @Test func twoRendersOfTheSameViewGiveByteIdenticalGoldens() throws {
        let root = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        var recorded: [Data] = []
        for _ in 0..<2 {
            let failure = withSnapshotConfiguration(snapshotsRoot: root, artifactsRoot: root) {
                verifySnapshot(of: SwatchRow(), as: .png(scale: 2), named: "swatch", record: .all, testName: "twice()")
            }
            let golden = try #require(failure?.golden)
            recorded.append(try Data(contentsOf: golden))
        }
        #expect(recorded[0] == recorded[1])
        let image = try PNGCodec.decode(recorded[0])
        // 28 + 6 + 28 + 6 + 44 wide and 28 high, plus 8 padding each side, at scale 2.
        #expect(image.width == (28 + 6 + 28 + 6 + 44 + 16) * 2)
        #expect(image.height == (28 + 16) * 2)
    }

    @Test func pngGolden() {
        assertSnapshot(of: SwatchRow(), as: .png(scale: 2), named: "swatch")
    }

    @Test func layoutGolden() {
        assertSnapshot(of: SwatchRow(), as: .layout, named: "swatch")
    }

    @Test func svgIsComparedAsText() throws {
        let root = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        func check<V: View>(_ view: V, _ mode: SnapshotRecordMode) -> SnapshotFailure? {
            withSnapshotConfiguration(snapshotsRoot: root, artifactsRoot: root) {
                verifySnapshot(of: view, as: .svg, named: "vector", record: mode, testName: "svg()")
            }
        }
        let recorded = try #require(check(SwatchRow(), .missing))
        let svg = try String(contentsOf: recorded.golden, encoding: .utf8)
        #expect(svg.contains("<svg"))
        #expect(recorded.golden.pathExtension == "svg")
        #expect(check(SwatchRow(), .never) == nil)
        let changed = try #require(check(SwatchRow().padding(4), .never))
        #expect(changed.message.contains("Text differs (− golden, + actual)"))
    }

    @Test func failuresAreRecordedAsSwiftTestingIssues() throws {
        let root = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        withKnownIssue {
            withSnapshotConfiguration(snapshotsRoot: root, artifactsRoot: root) {
                assertSnapshot(of: SwatchRow(), as: .png(), named: "absent", record: .never)
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No golden at") }
        }
    }

    @Test func changedViewFailsWithTheChangedRegion() throws {
        let root = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        func check<V: View>(_ view: V, _ mode: SnapshotRecordMode) -> SnapshotFailure? {
            withSnapshotConfiguration(snapshotsRoot: root, artifactsRoot: root) {
                verifySnapshot(of: view, as: .png(), named: "dot", record: mode, testName: "dot()")
            }
        }
        let before = Color.white.frame(width: 20, height: 20)
        let after = ZStack(alignment: .topLeading) {
            Color.white
            Color.black.frame(width: 1, height: 1).offset(x: 5, y: 7)
        }.frame(width: 20, height: 20)
        _ = check(before, .missing)
        let failure = try #require(check(after, .never))
        #expect(failure.difference?.differentPixels == 1)
        #expect(failure.difference?.changedRegion == PixelRect(x: 5, y: 7, width: 1, height: 1))
    }
}
