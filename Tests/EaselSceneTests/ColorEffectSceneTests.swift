import Foundation
import Testing
import Easel
import EaselCairo
@testable import EaselScene

/// Scenes reach the colour effects and materials.
@Suite struct ColorEffectSceneTests {
    func pixel(_ yaml: String) throws -> (Int, Int, Int, Int) {
        let png = try SceneRenderer(try scene(yaml).build()).render(.png)
        let img = try PNGCodec.decode(png)
        let i = (2 * img.width + 2) * 4
        return (Int(img.pixels[i]), Int(img.pixels[i + 1]), Int(img.pixels[i + 2]), Int(img.pixels[i + 3]))
    }

    @Test func everyColorEffectIsAModifier() throws {
        #expect(try pixel("canvas: {width: 4, height: 4}\nbody: { Color: '#FF0000', grayscale: 1 }\n") == (54, 54, 54, 255))
        #expect(try pixel("canvas: {width: 4, height: 4}\nbody: { Color: white, colorInvert: }\n") == (0, 0, 0, 255))
        #expect(try pixel("canvas: {width: 4, height: 4}\nbody: { Color: black, brightness: 0.5 }\n") == (128, 128, 128, 255))
        #expect(try pixel("canvas: {width: 4, height: 4}\nbody: { Color: '#FF0000', hueRotation: 360 }\n") == (255, 0, 0, 255))
        #expect(try pixel("canvas: {width: 4, height: 4}\nbody: { Color: white, colorMultiply: '#FF8000' }\n") == (255, 128, 0, 255))
        #expect(try pixel("canvas: {width: 4, height: 4}\nbody: { Color: '#804020', contrast: 1, saturation: 1 }\n") == (128, 64, 32, 255))
        let tree = SceneRenderer(try scene("""
            canvas: {width: 4, height: 4}
            body: { Color: white, luminanceToAlpha: , grayscale: 0.5, saturation: 2 }
            """).build()).layoutDescription()
        for name in ["LuminanceToAlpha", "Grayscale", "Saturation"] { #expect(tree.contains(name), "\(name)") }
    }

    @Test func materialsAreStyles() throws {
        let yaml = """
            canvas: {width: 40, height: 40}
            body:
              Color: black
              overlay: { Rectangle: , frame: {width: 20, height: 20}, foregroundStyle: ultraThickMaterial }
            """
        let png = try SceneRenderer(try scene(yaml).build()).render(.png)
        let img = try PNGCodec.decode(png)
        let centre = (20 * img.width + 20) * 4
        // 0.93 · 246 over black ≈ 229.
        #expect(abs(Int(img.pixels[centre]) - 229) <= 6)
        #expect(failure("body: { Rectangle: , foregroundStyle: thinnestMaterial }")?.contains("thinnestMaterial") == true)
    }

    @Test func colorEffectsCountAgainstTheEffectBudget() {
        var yaml = "body:\n  VStack:\n"
        for _ in 0..<201 { yaml += "    - { Color: red, grayscale: 1 }\n" }
        #expect(failure(yaml)?.contains("maxEffects") == true)
    }
}

/// Scenes reach containerRelativeFrame, scenePadding and contentMargins.
@Suite struct ContainerSceneTests {
    @Test func containerModifiersLayOutAsInSwift() throws {
        let f = try frames("""
        canvas: { width: 300, height: 200 }
        body:
          ScrollView:
            axes: horizontal
            content:
              - Color: blue
                containerRelativeFrame: { axes: horizontal, count: 2, spacing: 10 }
                id: card
          contentMargins: { edges: horizontal, length: 20 }
        """)
        // (300 − 10) / 2 = 145, after the 20-point content margin.
        #expect(f["card"] == CGRect(x: 20, y: 0, width: 145, height: 200))
        let g = try frames("canvas: { width: 100, height: 100 }\nbody: { Color: red, id: c, scenePadding: horizontal }\n")
        #expect(g["c"] == CGRect(x: 16, y: 0, width: 68, height: 100))
    }
}
