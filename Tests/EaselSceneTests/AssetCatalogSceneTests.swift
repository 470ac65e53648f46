import Foundation
import Testing
import Easel
import EaselCairo
@testable import EaselScene

/// Scenes find an asset catalog beside them, by `canvas: {assets:}` or `--assets`.
@Suite struct AssetCatalogSceneTests {
    static let folder = Fixtures.directory.appendingPathComponent("catalog")

    func image(_ s: Scene) throws -> (RasterImage, [String]) {
        let (png, warnings) = try SceneRenderer(try s.build()).renderWithWarnings(.png)
        return (try PNGCodec.decode(png), warnings)
    }
    func px(_ img: RasterImage, _ x: Int, _ y: Int) -> [UInt8] { Array(img.pixels[(y * img.width + x) * 4..<(y * img.width + x) * 4 + 4]) }

    @Test func theFixtureSceneFindsTheCatalogBesideIt() throws {
        let (img, warnings) = try image(try Scene(contentsOf: Self.folder.appendingPathComponent("named-assets.yaml")))
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(img.width == 240 && img.height == 80)
        // Background Brand (light): #336699 in a corner.
        #expect(px(img, 0, 0) == [51, 102, 153, 255])
        // Dot at 2x is its green @2x file; the last rectangle is Eight (#FF8033).
        #expect(px(img, img.width / 2 - 1, img.height / 2).count == 4)
        var colours = Set<[UInt8]>()
        for x in 0..<img.width { colours.insert(px(img, x, img.height / 2)) }
        #expect(colours.contains([0, 255, 0, 255]) && colours.contains([255, 204, 0, 255]) && colours.contains([255, 128, 51, 255]))
    }

    @Test func theCanvasKeyAndTheCommandLineChooseACatalog() throws {
        let yaml = "canvas: {width: 4, height: 4, assets: catalog/Assets.xcassets}\nbody: { Color: {asset: Brand} }\n"
        let s = try Scene(data: Data(yaml.utf8), file: "t.yaml", baseDirectory: Fixtures.directory)
        #expect(px(try image(s).0, 1, 1) == [51, 102, 153, 255])
        var dark = try Scene(data: Data(yaml.replacingOccurrences(of: "assets:", with: "colorScheme: dark, assets:").utf8),
                             file: "t.yaml", baseDirectory: Fixtures.directory)
        #expect(px(try image(dark).0, 1, 1) == [153, 204, 255, 255])
        // --assets wins over the canvas.
        dark.overrides.assets = URL(fileURLWithPath: "/nonexistent.xcassets")
        #expect(throws: SceneError.self) { try dark.build() }
    }

    @Test func aMissingNameWarnsAndABadCatalogPathIsLocated() throws {
        let s = try Scene(data: Data("canvas: {width: 4, height: 4}\nbody: { Color: {asset: Nope} }\n".utf8), file: "t.yaml", baseDirectory: Self.folder)
        let (img, warnings) = try image(s)
        #expect(img.pixels[3] == 0)
        #expect(warnings.contains { $0.contains("no colour named \"Nope\"") })
        let message = failure("canvas: {assets: missing.xcassets}\nbody: { Color: red }\n")
        #expect(message?.contains("missing.xcassets") == true && message?.contains("1:") == true)
    }
}
