import Foundation
import Testing
import EaselCore
import EaselCairo
import EaselText
@testable import EaselTesting

/// Record modes, golden locations and failure artifacts, each in its own temporary
/// folders so nothing touches the package's `Snapshots/`.
@Suite final class RecordModeTests {
    let root: URL
    let goldens: URL
    let artifacts: URL
    let image = TestImages.rectangle(minX: 10, maxX: 30)
    let environment = RenderEnvironment(cairo: "1.0", freetype: "2.0", harfbuzz: "3.0", pango: "4.0",
                                        fontconfig: "5.0", fonts: [])

    init() throws {
        root = try TestImages.temporaryDirectory()
        goldens = root.appendingPathComponent("Snapshots")
        artifacts = root.appendingPathComponent("artifacts")
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func verify(_ value: RasterImage, record: SnapshotRecordMode, name: String = "shape",
                environment: RenderEnvironment? = nil) -> SnapshotFailure? {
        withSnapshotConfiguration(snapshotsRoot: goldens, artifactsRoot: artifacts) {
            verifySnapshot(of: value, as: .png(), named: name, record: record,
                           environment: environment ?? self.environment, testName: "shapeTest()")
        }
    }

    var goldenURL: URL { goldens.appendingPathComponent("EaselTestingTests/RecordModeTests/shapeTest.shape.png") }

    @Test func goldenPathIsTestTargetThenTestFileThenTestNameThenName() throws {
        let failure = try #require(verify(image, record: .missing))
        #expect(failure.golden.path == goldenURL.path)
    }

    @Test func missingRecordsAnAbsentGoldenAndFailsThatRun() throws {
        let failure = try #require(verify(image, record: .missing))
        #expect(failure.kind == .recorded)
        #expect(failure.message.contains(goldenURL.path))
        let stored = try PNGCodec.decode(Data(contentsOf: goldenURL))
        #expect(stored.pixels == image.pixels)
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("EaselTestingTests/RecordModeTests/environment.json").path))
        // The next run compares against it and passes.
        #expect(verify(image, record: .missing) == nil)
    }

    @Test func missingDoesNotOverwriteADifferentGolden() throws {
        _ = verify(image, record: .missing)
        let before = try Data(contentsOf: goldenURL)
        let failure = try #require(verify(TestImages.setting(image, x: 1, y: 1, to: [0, 0, 0, 255]), record: .missing))
        #expect(failure.kind == .mismatch)
        #expect(try Data(contentsOf: goldenURL) == before)
    }

    @Test func neverFailsOnAMissingGoldenWithoutWritingIt() throws {
        let failure = try #require(verify(image, record: .never))
        #expect(failure.kind == .missingGolden)
        #expect(!FileManager.default.fileExists(atPath: goldenURL.path))
    }

    @Test func allRewritesEvenAMatchingGoldenAndFails() throws {
        _ = verify(image, record: .missing)
        let changed = TestImages.setting(image, x: 1, y: 1, to: [0, 0, 0, 255])
        let failure = try #require(verify(changed, record: .all))
        #expect(failure.kind == .recorded)
        #expect(try PNGCodec.decode(Data(contentsOf: goldenURL)).pixels == changed.pixels)
        #expect(verify(changed, record: .all)?.kind == .recorded)
    }

    @Test func failedPassesMatchesAndRewritesMismatches() throws {
        _ = verify(image, record: .missing)
        let attributes = try FileManager.default.attributesOfItem(atPath: goldenURL.path)
        #expect(verify(image, record: .failed) == nil)
        #expect(try FileManager.default.attributesOfItem(atPath: goldenURL.path)[.modificationDate] as? Date
                == attributes[.modificationDate] as? Date)

        let changed = TestImages.setting(image, x: 1, y: 1, to: [0, 0, 0, 255])
        let failure = try #require(verify(changed, record: .failed))
        #expect(failure.kind == .recorded)
        #expect(failure.message.contains("1 pixel differs"))
        #expect(try PNGCodec.decode(Data(contentsOf: goldenURL)).pixels == changed.pixels)
        #expect(verify(changed, record: .never) == nil)
    }

    @Test func mismatchWritesExpectedActualAndDiffAndDescribesTheChange() throws {
        _ = verify(image, record: .missing)
        let changed = TestImages.setting(image, x: 25, y: 5, to: [0, 0, 0, 255])
        let failure = try #require(verify(changed, record: .never))
        #expect(failure.kind == .mismatch)
        #expect(failure.difference?.differentPixels == 1)
        #expect(failure.difference?.changedRegion == PixelRect(x: 25, y: 5, width: 1, height: 1))
        #expect(failure.message.contains("1 pixel differs"))
        #expect(failure.message.contains("changed region 1×1 at (25, 5)"))

        let folder = artifacts.appendingPathComponent("EaselTestingTests/RecordModeTests")
        let actual = try #require(failure.actual)
        #expect(actual.path == folder.appendingPathComponent("shapeTest.shape.actual.png").path)
        #expect(try PNGCodec.decode(Data(contentsOf: actual)).pixels == changed.pixels)
        let expected = try #require(failure.expected)
        #expect(expected.path == folder.appendingPathComponent("shapeTest.shape.expected.png").path)
        #expect(try PNGCodec.decode(Data(contentsOf: expected)).pixels == image.pixels)
        let diffURL = folder.appendingPathComponent("shapeTest.shape.diff.png")
        #expect(failure.artifacts == [diffURL])
        let diff = try PNGCodec.decode(Data(contentsOf: diffURL))
        #expect(TestImages.pixel(diff, 25, 5) == [255, 0, 0, 255])
        #expect(failure.message.contains(actual.path) && failure.message.contains(diffURL.path))
    }

    @Test func artifactsInTheGoldenFolderNeverOverwriteTheGolden() throws {
        let shared = goldens.appendingPathComponent("shared")
        func check(_ value: RasterImage, _ mode: SnapshotRecordMode) -> SnapshotFailure? {
            withSnapshotConfiguration(snapshotsRoot: shared, artifactsRoot: shared) {
                verifySnapshot(of: value, as: .png(), named: "same", record: mode, environment: environment,
                               testName: "sharedFolder()")
            }
        }
        _ = check(image, .missing)
        let failure = try #require(check(TestImages.setting(image, x: 1, y: 1, to: [0, 0, 0, 255]), .never))
        #expect(failure.actual?.lastPathComponent == "sharedFolder.same.actual.png")
        #expect(try PNGCodec.decode(Data(contentsOf: failure.golden)).pixels == image.pixels)
    }

    @Test func sizeMismatchStatesBothSizes() throws {
        _ = verify(image, record: .missing)
        let wider = TestImages.rectangle(width: 48, height: 30, minX: 10, maxX: 30)
        let failure = try #require(verify(wider, record: .never))
        #expect(failure.kind == .mismatch)
        #expect(failure.message.contains("expected 40×30 px, got 48×30 px"))
    }

    @Test func environmentMismatchIsReportedFirst() throws {
        _ = verify(image, record: .missing)
        var elsewhere = environment
        elsewhere.cairo = "1.18.0"
        elsewhere.fonts = [.init(request: "sans-serif", file: "Inter.ttf", sha256: "ab")]
        let changed = TestImages.setting(image, x: 25, y: 5, to: [0, 0, 0, 255])
        let failure = try #require(verify(changed, record: .never, environment: elsewhere))
        #expect(failure.message.hasPrefix("The render environment differs"))
        #expect(failure.environmentDifferences.contains("Cairo 1.18.0 (here) vs 1.0 (golden)"))
        #expect(failure.environmentDifferences.contains("font for \"sans-serif\": Inter.ttf (here) vs none (golden)"))
        // On the recording machine the message goes straight to the pixels.
        let same = try #require(verify(changed, record: .never))
        #expect(same.environmentDifferences.isEmpty)
        #expect(same.message.hasPrefix("Snapshot does not match"))
    }

    @Test func antiAliasingShiftPassesUnderDefaults() throws {
        _ = verify(image, record: .missing)
        #expect(verify(TestImages.rectangle(minX: 10.4, maxX: 30.4), record: .never) == nil)
    }

    @Test func unnamedSnapshotsAreNumberedPerTest() throws {
        let first = withSnapshotConfiguration(snapshotsRoot: goldens, artifactsRoot: artifacts) {
            verifySnapshot(of: image, as: .png(), record: .missing, environment: environment, testName: "counted()")
        }
        let second = withSnapshotConfiguration(snapshotsRoot: goldens, artifactsRoot: artifacts) {
            verifySnapshot(of: image, as: .png(), record: .missing, environment: environment, testName: "counted()")
        }
        #expect(first?.golden.lastPathComponent == "counted.1.png")
        #expect(second?.golden.lastPathComponent == "counted.2.png")
    }

    @Test func explicitSnapshotDirectoryIsUsedAsIs() throws {
        let folder = goldens.appendingPathComponent("custom")
        let failure = try #require(verifySnapshot(of: image, as: .png(), named: "x", record: .missing,
                                                  snapshotDirectory: folder.path, environment: environment,
                                                  testName: "t()"))
        #expect(failure.golden.path == folder.appendingPathComponent("t.x.png").path)
    }

    @Test func textSnapshotsShowALineDiff() throws {
        let strategy = SnapshotStrategy<String, String>(pathExtension: "txt", diffing: .lines) { $0 }
        func check(_ text: String, _ mode: SnapshotRecordMode) -> SnapshotFailure? {
            withSnapshotConfiguration(snapshotsRoot: goldens, artifactsRoot: artifacts) {
                verifySnapshot(of: text, as: strategy, named: "dump", record: mode,
                               environment: environment, testName: "text()")
            }
        }
        _ = check("VStack (0, 0, 100, 40)\n  Text (0, 0, 100, 20)\n  Text (0, 20, 100, 20)\n", .missing)
        #expect(check("VStack (0, 0, 100, 40)\n  Text (0, 0, 100, 20)\n  Text (0, 20, 100, 20)\n", .never) == nil)
        let failure = try #require(check("VStack (0, 0, 100, 44)\n  Text (0, 0, 100, 20)\n  Text (0, 24, 100, 20)\n", .never))
        #expect(failure.message.contains("−VStack (0, 0, 100, 40)\n+VStack (0, 0, 100, 44)"))
        #expect(failure.message.contains("−  Text (0, 20, 100, 20)\n+  Text (0, 24, 100, 20)"))
    }
}

@Suite struct RecordModeEnvironmentTests {
    @Test func easelVariableWinsThenSnapshotTestingsThenCI() {
        #expect(SnapshotRecordMode.fromEnvironment([:]) == .missing)
        #expect(SnapshotRecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(SnapshotRecordMode.fromEnvironment(["CI": "true", "SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
        #expect(SnapshotRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "failed", "EASEL_SNAPSHOT_RECORD": "all"]) == .all)
        #expect(SnapshotRecordMode.fromEnvironment(["EASEL_SNAPSHOT_RECORD": "bogus"]) == .missing)
    }

    @Test func testNamesBecomeFileNames() {
        #expect(SnapshotLocations.sanitize("testFoo()") == "testFoo")
        #expect(SnapshotLocations.sanitize("render(size:scale:)") == "render")
        #expect(SnapshotLocations.sanitize("a b/c") == "a-b-c")
    }

    @Test func sha256MatchesTheStandardVectors() {
        #expect(RenderEnvironment.sha256Hex(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(RenderEnvironment.sha256Hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        // Two blocks: 56 bytes forces the length into a second block.
        #expect(RenderEnvironment.sha256Hex(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func currentEnvironmentHasLibraryVersionsAndHashedFonts() {
        let env = RenderEnvironment.current
        #expect(env.cairo.split(separator: ".").count == 3)
        #expect(env.freetype.split(separator: ".").count == 3)
        #expect(!env.fonts.isEmpty)
        #expect(env.fonts.allSatisfy { $0.sha256.count == 64 })
    }
}
