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

    /// Links in the README and in the guide's Markdown (DocC articles, `docs/`) to files of the
    /// repository, each resolved from the folder of the file that holds it.
    @Test func everyLocalLinkInTheReadmeAndTheGuideExists() throws {
        let links = try Regex(#"\]\(([^)#:\s]+)\)"#)
        var checked = 0
        for file in try DocumentedScenesTests.documents() {
            let url = Fixtures.root.appendingPathComponent(file)
            let folder = url.deletingLastPathComponent()
            for match in try String(contentsOf: url, encoding: .utf8).matches(of: links) {
                let path = String(match.output[1].substring ?? "")
                let target = folder.appendingPathComponent(path)
                // In a DocC article a bare image name is a resource of the catalog.
                let inCatalog = !path.contains("/") && file.hasPrefix("Sources/Easel/Easel.docc/")
                let exists = inCatalog ? Self.catalogHasImage(named: path)
                    : FileManager.default.fileExists(atPath: target.standardizedFileURL.path)
                #expect(exists, "\(file) links to \(path)")
                #expect(target.standardizedFileURL.path.hasPrefix(Fixtures.root.standardizedFileURL.path), "\(file) links outside the repository: \(path)")
                checked += 1
            }
        }
        #expect(checked >= 20)
    }

    /// DocC finds `name.png` as `name.png`, `name@2x.png` or `name@3x.png` in the catalog.
    static func catalogHasImage(named name: String) -> Bool {
        let resources = Fixtures.root.appendingPathComponent("Sources/Easel/Easel.docc/Resources")
        let stem = (name as NSString).deletingPathExtension, ext = (name as NSString).pathExtension
        return ["", "@2x", "@3x"].contains {
            FileManager.default.fileExists(atPath: resources.appendingPathComponent("\(stem)\($0).\(ext)").path)
        }
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
