import Foundation
import Testing
import Easel

/// `Color("Name")` and `Image("name")` from Fixtures/catalog/Assets.xcassets.
@Suite struct AssetCatalogTests {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/catalog/Assets.xcassets")

    func render<V: View>(_ v: V, width: CGFloat = 4, height: CGFloat = 4, scale: CGFloat = 1, scheme: ColorScheme = .light)
        throws -> (RasterImage, ImageRenderer<some View>) {
        let r = ImageRenderer(content: v.frame(width: width, height: height))
        r.scale = scale
        r.isOpaque = false
        r.environment.assetCatalog = try AssetCatalog(contentsOf: Self.url)
        r.environment.colorScheme = scheme
        return (try r.rasterImage(), r)
    }

    @Test func theCatalogListsItsSetsWithNamespaces() throws {
        let c = try AssetCatalog(contentsOf: Self.url)
        #expect(c.colorNames == ["Brand", "Eight", "Plain"])
        #expect(c.imageNames == ["Dot", "Icons/Star", "Themed"])
        #expect(c.problems.isEmpty)
    }

    @Test func colorSetsGiveTheirComponentsInLightAndDark() throws {
        let c = try AssetCatalog(contentsOf: Self.url)
        #expect(c.color(named: "Brand", scheme: .light) == RGBA(red: 0.2, green: 0.4, blue: 0.6))
        #expect(c.color(named: "Brand", scheme: .dark) == RGBA(red: 0.6, green: 0.8, blue: 1))
        // Grey-gamma white, and 8-bit / hex components as Xcode writes them.
        #expect(c.color(named: "Plain", scheme: .dark) == RGBA(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
        #expect(c.color(named: "Eight", scheme: .light) == RGBA(red: 1, green: 128.0 / 255, blue: 0x33 / 255.0))
        let (light, _) = try render(Color("Brand"))
        let (dark, _) = try render(Color("Brand"), scheme: .dark)
        #expect(light.px(1, 1) == (51, 102, 153, 255))
        #expect(dark.px(1, 1) == (153, 204, 255, 255))
    }

    @Test func aMissingColorIsClearAndWarnsOnce() throws {
        let (img, r) = try render(VStack(spacing: 0) { Color("Nope"); Color("Nope") })
        #expect(img.px(1, 1).a == 0)
        #expect(r.diagnostics.filter { $0.contains("no colour named \"Nope\"") }.count == 1)
    }

    @Test func imagesPickTheFileForTheRenderScale() throws {
        for (scale, rgb) in [(1.0, (255, 0, 0)), (2.0, (0, 255, 0)), (3.0, (0, 0, 255))] {
            let (img, r) = try render(Image("Dot"), scale: scale)
            let p = img.px(Int(2 * scale), Int(2 * scale))
            #expect((p.r, p.g, p.b, p.a) == (rgb.0, rgb.1, rgb.2, 255), "scale \(scale)")
            // Every file is 4 points square whatever its pixels.
            let natural = ImageRenderer(content: Image("Dot"))
            natural.scale = scale
            natural.environment.assetCatalog = r.environment.assetCatalog
            #expect(natural.displayList().size == CGSize(width: 4, height: 4), "scale \(scale)")
        }
        // Only @1x exists for the star: at 3x it is upscaled, still 6 pt.
        let (star, _) = try render(Image("Icons/Star"), width: 6, height: 6, scale: 3)
        #expect(star.px(17, 17) == (255, 204, 0, 255))
    }

    @Test func imagesFollowTheColorScheme() throws {
        let (light, _) = try render(Image("Themed"), scale: 2)
        let (dark, _) = try render(Image("Themed"), scale: 2, scheme: .dark)
        #expect(light.px(4, 4) == (0, 0, 0, 255))
        #expect(dark.px(4, 4) == (255, 255, 255, 255))
    }

    @Test func aMissingImageIsEmptyAndWarns() throws {
        let (img, r) = try render(Image("Nope"))
        #expect(img.px(1, 1).a == 0)
        #expect(r.diagnostics.contains { $0.contains("no image named \"Nope\" in asset catalog") })
    }

    @Test func aFileIsNotACatalog() {
        #expect(throws: AssetCatalog.Failure.self) { try AssetCatalog(contentsOf: Self.url.appendingPathComponent("Contents.json")) }
    }
}

/// The symbols Xcode generates from a catalog, written out as it writes them.
extension ColorResource { fileprivate static let brand = ColorResource(name: "Brand", bundle: .main) }
extension ImageResource { fileprivate static let dot = ImageResource(name: "Dot", bundle: .main) }
extension Color { fileprivate static var brand: Color { Color(.brand) } }

@Suite struct AssetResourceTests {
    @Test func generatedStyleSymbolsDrawTheCatalogSets() throws {
        let r = ImageRenderer(content: HStack(spacing: 0) {
            Color.brand.frame(width: 4, height: 4)
            Image(.dot).frame(width: 4, height: 4)
        })
        r.isOpaque = false
        r.environment.assetCatalog = try AssetCatalog(contentsOf: AssetCatalogTests.url)
        let img = try r.rasterImage()
        #expect(img.px(1, 1) == (51, 102, 153, 255))   // Brand's light components 0.2, 0.4, 0.6
        #expect(img.px(6, 2) == (255, 0, 0, 255))      // Dot's @1x file is red
    }
}

/// A catalog's AccentColor set is the app's accent, as Xcode's default Global Accent Color Name makes it.
@Suite struct AccentColorSetTests {
    func accentPixel(catalog: AssetCatalog?, tint: Color? = nil, scheme: ColorScheme = .light) throws -> (Int, Int, Int, Int) {
        let r = ImageRenderer(content: Color.accentColor.frame(width: 4, height: 4).tint(tint))
        r.environment.assetCatalog = catalog
        r.environment.colorScheme = scheme
        return try r.rasterImage().px(1, 1)
    }

    @Test func accentColorSetIsTheDefaultTint() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-accent-\(getpid()).xcassets")
        let set = dir.appendingPathComponent("AccentColor.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.200","green":"0.600","red":"1.000"}},"idiom":"universal"},{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"0.800","red":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let catalog = try AssetCatalog(contentsOf: dir)
        #expect(try accentPixel(catalog: catalog) == (255, 153, 51, 255))
        #expect(try accentPixel(catalog: catalog, scheme: .dark) == (255, 204, 0, 255))
        // A tint still wins, and without the set the accent is system blue #007AFF.
        #expect(try accentPixel(catalog: catalog, tint: .green) == (52, 199, 89, 255))
        #expect(try accentPixel(catalog: nil) == (0, 122, 255, 255))
    }
}
