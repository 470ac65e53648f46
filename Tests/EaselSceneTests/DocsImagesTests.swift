import Foundation
import Testing
import Easel
import EaselImageDiff
@testable import EaselScene

/// The README shows images rendered from `Fixtures/` by `make docs-images`;
/// these tests keep them present and current, as `SchemaTests` does the schema.
@Suite struct DocsImagesTests {
    static let docsImages = Fixtures.root.appendingPathComponent("Snapshots/DocsImagesTests")

    static var scenes: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: Fixtures.directory.path)) ?? [])
            .filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".json")) && !$0.hasSuffix(".schema.json") }.sorted()
    }

    @Test func everyLocalLinkInTheReadmeExists() throws {
        let readme = try String(contentsOf: Fixtures.root.appendingPathComponent("README.md"), encoding: .utf8)
        let links = try Regex(#"\]\(([^)#:\s]+)\)"#)
        var checked = 0
        for match in readme.matches(of: links) {
            let path = String(match.output[1].substring ?? "")
            #expect(FileManager.default.fileExists(atPath: Fixtures.root.appendingPathComponent(path).path), "README links to \(path)")
            checked += 1
        }
        #expect(checked >= 5)
    }

    @Test(arguments: scenes)
    func docsImageIsTheCurrentRenderOfItsScene(_ name: String) throws {
        let base = (name as NSString).deletingPathExtension
        let image = DocsImagesTests.docsImages.appendingPathComponent(base + ".png")
        let committed = try PNGCodec.decode(try Data(contentsOf: image))
        let built = try Scene(contentsOf: Fixtures.directory.appendingPathComponent(name)).build()
        let fresh = try PNGCodec.decode(try SceneRenderer(built).render(.png))
        let d = ImageComparator.compare(expected: committed, actual: fresh, options: .default)
        let stale = "Snapshots/DocsImagesTests/\(base).png is stale; run make docs-images. " + d.summary
        #expect(d.isWithinTolerance, Comment(rawValue: stale))
    }
}
