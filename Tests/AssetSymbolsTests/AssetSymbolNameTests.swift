import Foundation
import Testing
@testable import AssetSymbolsGenerator

/// The naming rules and error handling of the asset-symbols generator, on names
/// Xcode's generated symbols are reported with (`some_blue` → `someBlue`,
/// `someBlueColor` → `someBlue`) and on broken catalogs.
@Suite struct AssetSymbolNameTests {
    @Test func namesFollowXcodesRules() {
        func color(_ n: String) -> String? { AssetSymbolName.member(for: n, kind: .color) }
        func image(_ n: String) -> String? { AssetSymbolName.member(for: n, kind: .image) }
        #expect(color("BrandPrimary") == "brandPrimary")
        #expect(color("some_blue") == "someBlue")
        #expect(color("someBlueColor") == "someBlue")
        #expect(color("AccentColor") == "accent")
        #expect(color("Color") == "color")
        #expect(color("Warning Color") == "warning")
        #expect(color("text.primary") == "textPrimary")
        #expect(color("card-background") == "cardBackground")
        #expect(image("HeroImage") == "hero")
        #expect(image("BrandColor") == "brandColor")
        #expect(color("HeroImage") == "heroImage")
        #expect(image("Icons/Star") == "iconsStar")
        #expect(image("URLBadge") == "urlBadge")
        #expect(image("iPhone frame") == "iPhoneFrame")
        #expect(image("3D Touch") == "_3DTouch")
        #expect(image("default") == "`default`")
        #expect(image("---") == nil)
    }

    @Test func generatesOneMemberPerNameAndWarnsOnClashes() {
        let assets = [
            AssetSymbolCatalog.Asset(name: "Brand Color", kind: .color, file: "A/Brand Color.colorset/Contents.json"),
            AssetSymbolCatalog.Asset(name: "brand", kind: .color, file: "A/brand.colorset/Contents.json"),
            AssetSymbolCatalog.Asset(name: "Red", kind: .color, file: "A/Red.colorset/Contents.json"),
            AssetSymbolCatalog.Asset(name: "Logo", kind: .image, file: "A/Logo.imageset/Contents.json"),
        ]
        let out = AssetSymbolsSource(importModule: "SwiftUI", includeUIKit: true, bundleExpression: "Bundle.module")
            .generate(assets, catalogNames: ["A.xcassets"])
        #expect(out.source.contains("static let brand = ColorResource(name: \"Brand Color\", bundle: assetSymbolsBundle)"))
        #expect(!out.source.contains("name: \"brand\""))
        #expect(out.warnings == ["A/brand.colorset/Contents.json: warning: \"brand\" and \"Brand Color\" both make the symbol `brand`; only \"Brand Color\"'s is generated"])
        // "Red" keeps its resource; Color.red, ShapeStyle's and UIColor's stay SwiftUI's.
        #expect(out.source.contains("static let red = ColorResource(name: \"Red\""))
        #expect(!out.source.contains("static var red"))
        #expect(out.source.contains("static var logo: UIImage { UIImage(resource: ImageResource.logo) }"))
        #expect(out.source.contains("import SwiftUI\nimport UIKit\n"))
        #expect(out.source.contains("private let assetSymbolsBundle: Bundle = Bundle.module"))
    }

    @Test func aBrokenContentsFileIsNamedWithItsLineAndColumn() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("asset-symbols-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let set = root.appendingPathComponent("Bad.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("{\n  \"colors\": [\n    { \"idiom\" \"universal\" }\n  ]\n}\n".utf8).write(to: set.appendingPathComponent("Contents.json"))
        #expect {
            try AssetSymbolCatalog(contentsOf: root.appendingPathComponent("Bad.xcassets"))
        } throws: { error in
            let text = "\(error)"
            return text == set.appendingPathComponent("Contents.json").path + ": not valid JSON (line 3, column 15)"
        }
        #expect(throws: AssetSymbolCatalog.Failure.notAFolder(root.appendingPathComponent("Missing.xcassets").path)) {
            try AssetSymbolCatalog(contentsOf: root.appendingPathComponent("Missing.xcassets"))
        }
        let imageSet = root.appendingPathComponent("Other.xcassets/Logo.imageset")
        try FileManager.default.createDirectory(at: imageSet, withIntermediateDirectories: true)
        try Data("{\"info\": {}}".utf8).write(to: imageSet.appendingPathComponent("Contents.json"))
        #expect(throws: AssetSymbolCatalog.Failure.badContents(file: imageSet.appendingPathComponent("Contents.json").path,
                                                               reason: "an imageset's Contents.json needs an \"images\" array")) {
            try AssetSymbolCatalog(contentsOf: root.appendingPathComponent("Other.xcassets"))
        }
    }
}
