import Foundation
import Testing
import Easel

/// The AssetSymbols plugin in a target that uses `import Easel` (not Easel's SwiftUI
/// module) and keeps its catalog out of its resources: the generated file imports
/// Easel, adds no UIKit members, and the resources carry `Bundle.main`.
@Suite struct EaselImportAssetSymbolsTests {
    @Test func symbolsCompileAndDrawUnderImportEasel() throws {
        #expect(ColorResource.brandPrimary.name == "BrandPrimary")
        #expect(ColorResource.cardBackground.name == "card-background")
        #expect(ImageResource.logo.name == "Logo")
        #expect(ImageResource.logo.bundle == Bundle.main)
        let catalogURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Brand.xcassets")
        let renderer = ImageRenderer(content: HStack(spacing: 0) {
            Color.brandPrimary.frame(width: 10, height: 10)
            Rectangle().fill(.cardBackground).frame(width: 10, height: 10)
            Image(.logo).resizable().frame(width: 10, height: 10)
        }.environment(\.assetCatalog, try AssetCatalog(contentsOf: catalogURL)))
        renderer.scale = 1
        let image = try renderer.rasterImage()
        func pixel(_ cell: Int) -> [UInt8] {
            let i = (5 * image.width + cell * 10 + 5) * 4
            return Array(image.pixels[i..<(i + 3)])
        }
        #expect(pixel(0) == [0x33, 0x66, 0xCC])
        #expect(pixel(1) == [0x22, 0xAA, 0x55])
        #expect(pixel(2) == [0xCC, 0x00, 0x66])
    }
}
