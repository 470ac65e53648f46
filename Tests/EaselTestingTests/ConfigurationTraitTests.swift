import Foundation
import Testing
import Easel
@testable import EaselTesting

private let traitRoot = FileManager.default.temporaryDirectory
    .appendingPathComponent("easel-trait-\(UUID().uuidString)", isDirectory: true)

@Suite(.snapshotConfiguration(record: .never, snapshotsRoot: traitRoot, artifactsRoot: traitRoot))
struct ConfigurationTraitTests {
    @Test func suiteTraitSetsTheModeAndFolders() throws {
        let failure = try #require(verifySnapshot(of: SwatchRow(), as: .png(), named: "trait"))
        #expect(failure.kind == .missingGolden)
        #expect(failure.golden.path == traitRoot.appendingPathComponent("EaselTestingTests/ConfigurationTraitTests/suiteTraitSetsTheModeAndFolders.trait.png").path)
    }

    @Test(.snapshotConfiguration(record: .missing))
    func innerTraitOverridesTheModeAndKeepsTheFolders() throws {
        let failure = try #require(verifySnapshot(of: SwatchRow(), as: .png(), named: "inner"))
        #expect(failure.kind == .recorded)
        #expect(failure.golden.path.hasPrefix(traitRoot.path))
    }

    @Test func parameterOverridesTheTrait() throws {
        let failure = try #require(verifySnapshot(of: SwatchRow(), as: .png(), named: "param", record: .all))
        #expect(failure.kind == .recorded)
    }
}
