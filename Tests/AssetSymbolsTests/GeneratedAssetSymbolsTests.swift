import Foundation
import Testing
import SwiftUI

/// Issue #31, item 5: the symbols Xcode generates from an app's asset catalog,
/// generated on Linux by the AssetSymbols build-tool plugin from this target's
/// Assets.xcassets (a resource, so the resources carry `Bundle.module`), used as
/// iOS code uses them, under `import SwiftUI`.
@Suite struct GeneratedAssetSymbolsTests {
    /// Xcode's names: camel case across spaces and dashes, a colour's trailing
    /// "Color" and an image's trailing "Image" dropped, a namespace folder's name
    /// leading (`Icons/Star` → `iconsStar`), a plain folder's not.
    @Test func membersAreNamedAsXcodeNamesThem() {
        #expect(ColorResource.brandPrimary.name == "BrandPrimary")
        #expect(ColorResource.accent.name == "AccentColor")
        #expect(ColorResource.cardBackground.name == "card-background")
        #expect(ColorResource.warning.name == "Warning Color")
        #expect(ColorResource.red.name == "Red")
        #expect(ImageResource.logo.name == "Logo")
        #expect(ImageResource.hero.name == "HeroImage")
        #expect(ImageResource.iconsStar.name == "Icons/Star")
        #expect(ImageResource.urlBadge.name == "URLBadge")
        #expect(ColorResource.brandPrimary.bundle == Bundle.module)
        #expect(ImageResource.logo.bundle == Bundle.module)
    }

    /// Each generated spelling draws the catalog's value: `Color.brandPrimary`,
    /// `.fill(.cardBackground)` (ShapeStyle), `Color(uiColor: .warning)` (UIColor),
    /// `Color(.red)` (the resource, since `Color.red` stays SwiftUI's), `Image(.logo)`
    /// and `Image(uiImage: .iconsStar)`.
    @Test func eachSpellingDrawsTheCatalogsValue() throws {
        let catalogURL = try #require(Bundle.module.url(forResource: "Assets", withExtension: "xcassets"))
        let catalog = try AssetCatalog(contentsOf: catalogURL)
        let strip = HStack(spacing: 0) {
            Color.brandPrimary.frame(width: 10, height: 10)
            Rectangle().fill(.cardBackground).frame(width: 10, height: 10)
            Color(uiColor: .warning).frame(width: 10, height: 10)
            Color(ColorResource.red).frame(width: 10, height: 10)
            Color.red.frame(width: 10, height: 10)
            Image(.logo).resizable().frame(width: 10, height: 10)
            Image(uiImage: .iconsStar).resizable().frame(width: 10, height: 10)
        }
        .environment(\.assetCatalog, catalog)
        let renderer = ImageRenderer(content: strip)
        renderer.scale = 1
        let image = try renderer.rasterImage()
        func pixel(_ cell: Int) -> [UInt8] {
            let i = (5 * image.width + cell * 10 + 5) * 4
            return Array(image.pixels[i..<(i + 3)])
        }
        #expect(pixel(0) == [0x33, 0x66, 0xCC])
        #expect(pixel(1) == [0x22, 0xAA, 0x55])
        #expect(pixel(2) == [0xFF, 0xCC, 0x00])
        #expect(pixel(3) == [0x99, 0x00, 0x33])
        // SwiftUI's red (iOS's systemRed, #FF3B30), not the catalog's "Red".
        #expect(pixel(4) == [0xFF, 0x3B, 0x30])
        #expect(pixel(5) == [0xCC, 0x00, 0x66])
        #expect(pixel(6) == [0xEE, 0xAA, 0x00])
    }
}
