import Foundation
import Testing
import Easel
@testable import EaselScene

/// `Path` in scenes: SVG path data, in its own coordinates or fitted through a viewBox.
@Suite struct PathSceneTests {
    /// RGBA at a pixel of the scene rendered at scale 1.
    func pixel(_ yaml: String, _ x: Int, _ y: Int) throws -> [UInt8] {
        let image = try PNGCodec.decode(try SceneRenderer(try scene(yaml).build()).render(.png))
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<(i + 4)])
    }

    @Test func aViewBoxPathIsScaledToFitAndCentred() throws {
        // A 10×10 square in a 40×20 frame: scaled ×2, so 20×20, centred at x 10…30.
        let yaml = """
        canvas: { width: 40, height: 20, background: white }
        body:
          Path: { d: "M0 0 H10 V10 H0 Z", viewBox: [0, 0, 10, 10] }
          fill: "#FF0000"
        """
        #expect(try pixel(yaml, 5, 10) == [255, 255, 255, 255])
        #expect(try pixel(yaml, 11, 1) == [255, 0, 0, 255])
        #expect(try pixel(yaml, 28, 18) == [255, 0, 0, 255])
        #expect(try pixel(yaml, 34, 10) == [255, 255, 255, 255])
    }

    @Test func aPlainPathDrawsInItsOwnCoordinatesAndTakesTheOffer() throws {
        let yaml = """
        canvas: { width: 40, height: 20, background: white }
        body:
          Path: "M0 0 H10 V10 H0 Z"
          fill: "#0000FF"
          id: p
        """
        #expect(try pixel(yaml, 5, 5) == [0, 0, 255, 255])
        #expect(try pixel(yaml, 15, 5) == [255, 255, 255, 255])
        #expect(try frames(yaml)["p"] == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test func aPathIsAShapeForClipShapeToo() throws {
        // A triangle clip: the top-right corner of the red square is cut away.
        let yaml = """
        canvas: { width: 20, height: 20, background: white }
        body:
          Color: "#FF0000"
          clipShape: { Path: "M0 0 L0 20 L20 20 Z" }
        """
        #expect(try pixel(yaml, 2, 17) == [255, 0, 0, 255])
        #expect(try pixel(yaml, 17, 2) == [255, 255, 255, 255])
    }

    @Test(arguments: [
        ("body: { Path: \"M0 0 L 10 x\" }", "expected a number after 'L' (character 11 of the path data)"),
        ("body: { Path: \"L 10 10\" }", "path must start with 'M' or 'm'"),
        ("body: { Path: {d: \"M0 0\", viewBox: [0, 0, 0, 4]} }", "viewBox takes four numbers"),
        ("body: { Path: {d: \"M0 0\", viewBox: [1, 2]} }", "viewBox takes four numbers"),
    ])
    func badPathDataIsLocated(_ yaml: String, _ message: String) {
        let error = failure(yaml)
        #expect(error?.contains(message) == true, "\(error ?? "built")")
    }
}
