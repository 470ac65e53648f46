import Foundation
import Testing
import Easel
import EaselDemos

/// The text demos' goldens live with every other demo's (DemoSnapshotTests in
/// EaselTests, through AllDemos); here, that rendering them is repeatable.
@Suite struct TextDemoRenderingTests {
    @Test func textDemosAreListedWithAllDemos() {
        let all = Set(AllDemos.all.map(\.name))
        #expect(TextDemos.demos.allSatisfy { all.contains($0.name) })
    }

    @Test func demosRenderDeterministically() throws {
        for demo in TextDemos.demos {
            let a = try demo.renderer().pngData(), b = try demo.renderer().pngData()
            #expect(a == b, "\(demo.name)")
        }
    }
}
