import Foundation
import Testing
import Easel
@testable import EaselScene

@Suite struct SingleLayoutTests {
    /// Rendering a scene lays it out once: its size checks read the pass that is
    /// encoded, so the work equals one `ImageRenderer` pass of the same view.
    @Test func aSceneRenderLaysTheBodyOutOnce() throws {
        let built = try scene("""
            canvas: {width: 300, height: 120}
            body:
              VStack:
                - Text: Hello
                - HStack: [{Circle: {}, frame: {width: 20, height: 20}}, {Text: world}]
            """).build()
        let renderer = SceneRenderer(built)
        let onePass = LayoutStatistics.countMeasurements { _ = renderer.renderer(built.view).pass() }
        let render = try LayoutStatistics.countMeasurements { _ = try renderer.render(.png) }
        #expect(onePass > 0)
        #expect(render == onePass)
    }
}
