import XCTest
import Easel
import EaselTesting

/// The same assertion from XCTest, whose failures go through XCTFail.
final class XCTestSnapshotTests: XCTestCase {
    func testSwatchRowMatchesItsGolden() {
        assertSnapshot(of: SwatchRow(), as: .png(scale: 2), named: "swatch")
    }

    func testVerifyReportsAMissingGolden() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("easel-xctest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let failure = withSnapshotConfiguration(snapshotsRoot: root, artifactsRoot: root) {
            verifySnapshot(of: SwatchRow(), as: .png(), named: "absent", record: .never)
        }
        XCTAssertEqual(failure?.kind, .missingGolden)
    }
}
