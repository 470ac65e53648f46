import Foundation
import Testing
@testable import EaselScene

/// `canvas: {systemTracking: true}` applies SF Pro's tracking table to the scene's default-family text.
@Suite struct SystemTrackingSceneTests {
    func textWidth(_ canvas: String) throws -> CGFloat {
        let built = try scene("canvas: {\(canvas)}\nbody:\n  Text: \"Tracking\"\n").build()
        #expect(built.canvas.systemTracking == canvas.contains("true"))
        return SceneRenderer(built).placedTree().frame.width
    }

    @Test func theCanvasKeySwitchesTheTable() throws {
        let on = try textWidth("systemTracking: true"), off = try textWidth("systemTracking: false")
        // 17 pt: −26/1000 em, −0.442 pt after each of the 8 characters but the last.
        #expect(abs((on - off) - -0.442 * 7) < 0.05 || abs((on - off) - -0.442 * 8) < 0.05, "\(on) against \(off)")
    }

    @Test func aWrongValueNamesTheKey() {
        #expect(failure("canvas: {systemTracking: maybe}\nbody:\n  Text: \"x\"\n")?.contains("systemTracking") == true)
    }
}
