import Foundation
import Testing
@testable import EaselScene

/// Every file in Fixtures/broken starts with `# expect: MESSAGE`. Rendering it
/// must fail with exactly that message, and an existing output must survive.
@Suite struct BrokenSceneTests {
    static let cases: [String] = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.broken.path))?
        .filter { $0.hasSuffix(".yaml") }.sorted() ?? []

    @Test func theCorpusCoversEveryKindOfBreakage() {
        for needed in ["syntax-error", "wrong-type", "unknown-view", "unknown-modifier", "nan-size", "negative-size", "huge-number",
                       "deep-nesting", "missing-image", "path-escape", "binary-garbage", "oversized-canvas", "image-bomb", "alias-bomb"] {
            #expect(BrokenSceneTests.cases.contains(needed + ".yaml"), "missing broken/\(needed).yaml")
        }
    }

    @Test(arguments: cases)
    func failsWithItsMessageAndLeavesTheOutputAlone(_ name: String) throws {
        let file = URL(fileURLWithPath: name, relativeTo: Fixtures.broken)
        let bytes = try Data(contentsOf: file)
        let header = bytes.prefix { $0 != 0x0A }
        let expected = try #require(String(data: header, encoding: .utf8)?.replacingOccurrences(of: "# expect: ", with: ""))

        let dir = try temporaryDirectory()
        let output = dir.appendingPathComponent("out.png")
        let sentinel = Data("previous render".utf8)
        try sentinel.write(to: output)

        var message: String?
        do {
            let built = try Scene(contentsOf: file).build()
            try AtomicFile.write(try SceneRenderer(built).render(.png), to: output)
        } catch {
            message = "\(error)"
        }
        #expect(message == expected)
        #expect(try Data(contentsOf: output) == sentinel)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.png"], "no temporary file left behind")
    }
}
