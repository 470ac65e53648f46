import Foundation
import Testing
import EaselCore
import EaselCairo
import EaselText
@testable import EaselTesting

/// What a failure leaves behind, and that a pass clears it.
@Suite final class FailureArtifactTests {
    let root: URL
    var artifacts: URL { root.appendingPathComponent("artifacts") }
    var folder: URL { artifacts.appendingPathComponent("EaselTestingTests/FailureArtifactTests") }
    let environment = RenderEnvironment(cairo: "1.0", freetype: "2.0", harfbuzz: "3.0", pango: "4.0",
                                        fontconfig: "5.0", fonts: [])
    let image = TestImages.rectangle(minX: 10, maxX: 30)

    init() throws { root = try TestImages.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: root) }

    func verify(_ value: RasterImage, _ mode: SnapshotRecordMode, testName: String = #function) -> SnapshotFailure? {
        withSnapshotConfiguration(snapshotsRoot: root.appendingPathComponent("Snapshots"), artifactsRoot: artifacts) {
            verifySnapshot(of: value, as: .png(), named: "shape", record: mode, environment: environment,
                           testName: testName)
        }
    }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
    }

    @Test func aFailureLeavesNamedArtifactsAndAPassRemovesThem() throws {
        _ = verify(image, .missing)
        let changed = TestImages.setting(image, x: 3, y: 4, to: [0, 0, 0, 255])
        let failure = try #require(verify(changed, .never))
        let base = "aFailureLeavesNamedArtifactsAndAPassRemovesThem.shape"
        for suffix in ["expected.png", "actual.png", "diff.png", "failure.json"] { #expect(exists("\(base).\(suffix)")) }
        #expect(failure.record?.lastPathComponent == "\(base).failure.json")

        let record = try JSONDecoder().decode(SnapshotFailureRecord.self, from: Data(contentsOf: try #require(failure.record)))
        #expect(record.test == "EaselTestingTests/FailureArtifactTests/aFailureLeavesNamedArtifactsAndAPassRemovesThem")
        #expect(record.kind == "mismatch")
        #expect(record.differentPixels == 1)
        #expect(record.changedRegion == PixelRect(x: 3, y: 4, width: 1, height: 1))
        #expect(record.expected == "\(base).expected.png" && record.diff == "\(base).diff.png")
        #expect(record.tolerance == "YIQ threshold 0.1, anti-aliasing ignored")

        // What the end of the failing run does: the report for the whole folder.
        SnapshotReportAtExit.register(artifactsRoot: artifacts)
        SnapshotReportAtExit.writeReports(announce: false)
        let report = artifacts.appendingPathComponent("report.html")
        #expect(try String(contentsOf: report, encoding: .utf8).contains("Snapshot report: 1 failure"))

        // Fixed again: the next run passes and the stale evidence goes, report included.
        #expect(verify(image, .never) == nil)
        for suffix in ["expected.png", "actual.png", "diff.png", "failure.json"] { #expect(!exists("\(base).\(suffix)")) }
        #expect(!FileManager.default.fileExists(atPath: report.path))
    }

    @Test func theMessageSaysHowToReRecordThisOneTest() throws {
        _ = verify(image, .missing)
        let failure = try #require(verify(TestImages.setting(image, x: 3, y: 4, to: [0, 0, 0, 255]), .never))
        let command = "EASEL_SNAPSHOT_RECORD=failed swift test --filter 'EaselTestingTests.FailureArtifactTests/theMessageSaysHowToReRecordThisOneTest\\('"
        #expect(failure.rerecordCommand == command)
        #expect(failure.message.contains("If the change is intended, re-record this snapshot: \(command)"))
    }

    @Test func differentSizesGiveAPaddedSideBySideDiff() throws {
        _ = verify(image, .missing)   // 40×30
        let taller = TestImages.rectangle(width: 32, height: 36, minX: 10, maxX: 30)
        let failure = try #require(verify(taller, .never))
        #expect(failure.message.contains("expected 40×30 px, got 32×36 px"))
        let diffURL = try #require(failure.artifacts.first)
        #expect(diffURL.lastPathComponent == "differentSizesGiveAPaddedSideBySideDiff.shape.diff.png")
        let diff = try PNGCodec.decode(Data(contentsOf: diffURL))
        // Three panels of 40×36 (the larger width and height) with 8-pixel gaps.
        #expect(diff.width == 3 * 40 + 2 * 8 && diff.height == 36)
        // Expected panel: the golden's pixel, then padding below its 30 rows.
        #expect(TestImages.pixel(diff, 20, 10) == [0, 0, 0, 255])
        #expect(TestImages.pixel(diff, 0, 33) == [204, 204, 204, 255])
        // Actual panel (from x = 48): padding right of its 32 columns.
        #expect(TestImages.pixel(diff, 48 + 35, 0) == [204, 204, 204, 255])
        #expect(TestImages.pixel(diff, 48 + 35, 8) == [236, 236, 236, 255])
        // Diff panel (from x = 96): rows 30… exist only in the actual image.
        #expect(TestImages.pixel(diff, 96 + 5, 32) == [255, 0, 255, 255])
        // The rectangle spans rows 8..<20 in both, so inside the overlap it matches.
        #expect(TestImages.pixel(diff, 96 + 20, 10) != [255, 0, 0, 255])
        #expect(failure.expected != nil && failure.actual != nil)
    }

    @Test func aMissingGoldenOnCILeavesTheActualImageForReview() throws {
        let failure = try #require(verify(image, .never))
        #expect(failure.kind == .missingGolden)
        #expect(exists("aMissingGoldenOnCILeavesTheActualImageForReview.shape.actual.png"))
        #expect(!exists("aMissingGoldenOnCILeavesTheActualImageForReview.shape.expected.png"))
        #expect(failure.message.contains("To record it: EASEL_SNAPSHOT_RECORD=missing swift test --filter"))
    }

    @Test func theGitignoreHintComesOnceAndOnlyWhenArtifactsAreNotIgnored() throws {
        let package = root.appendingPathComponent("pkg")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        let inside = package.appendingPathComponent(".artifacts/snapshots")
        FailureGuidance.resetGitignoreHint()
        let hint = try #require(FailureGuidance.gitignoreHint(package: package, artifactsRoot: inside))
        #expect(hint.contains("add the line \"/.artifacts/\" to \(package.path)/.gitignore"))
        #expect(FailureGuidance.gitignoreHint(package: package, artifactsRoot: inside) == nil)

        FailureGuidance.resetGitignoreHint()
        try "/.build/\n/.artifacts/\n".write(to: package.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
        #expect(FailureGuidance.gitignoreHint(package: package, artifactsRoot: inside) == nil)
        // Artifacts outside the package (e.g. $EASEL_SNAPSHOT_ARTIFACTS=/tmp/…) need no hint.
        try FileManager.default.removeItem(at: package.appendingPathComponent(".gitignore"))
        #expect(FailureGuidance.gitignoreHint(package: package, artifactsRoot: root.appendingPathComponent("elsewhere")) == nil)
    }
}
