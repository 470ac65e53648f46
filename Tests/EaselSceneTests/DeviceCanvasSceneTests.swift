import Foundation
import Testing
import Easel
@testable import EaselScene

@Suite struct DeviceCanvasSceneTests {
    @Test func aDeviceCanvasRendersTheWholeScreenWithTheBodyInTheSafeArea() throws {
        let built = try scene("""
            canvas: {device: iPhone15Pro, background: "#F2F2F7"}
            body:
              Text: Hello
              id: hello
              frame: {maxWidth: .infinity, maxHeight: .infinity, alignment: topLeading}
            """).build()
        #expect(built.canvas.scale == 3 && built.canvas.width == 393 && built.canvas.height == 852)
        let renderer = SceneRenderer(built)
        let (png, warnings) = try renderer.renderWithWarnings(.png)
        #expect(warnings.isEmpty, "\(warnings)")
        let size = png[16..<24].withUnsafeBytes { raw in
            (UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self)),
             UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: 4, as: UInt32.self)))
        }
        #expect(size.0 == 1179 && size.1 == 2556)
        // The body starts below the 59-pt top inset (iPhone 15 Pro's status bar area).
        let frame = try #require(renderer.renderer(built.view).layout()["hello"])
        #expect(frame.frame.minY == 59)
    }

    @Test func anUnknownDeviceIsNamedWithTheChoices() {
        let message = failure("canvas: {device: iPhone15}\nbody: {Text: x}")
        #expect(message?.contains("device") == true)
        #expect(message?.contains("iPhone15Pro") == true)
    }
}
