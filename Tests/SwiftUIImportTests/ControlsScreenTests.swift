import Foundation
import Testing
import SwiftUI

@Suite struct ControlsScreenTests {
    @Test func aPreferencesScreenCompilesAndLaysOutWithIOSMetrics() throws {
        let r = ImageRenderer(content: PreferencesScreen())
        r.proposedSize = ProposedViewSize(width: 390, height: nil)
        let f = r.layout()
        // 16 pt default padding; the controls fill the 358 pt between.
        #expect(f["toggle"]?.frame.width == 358 && f["toggle"]?.frame.height == 31)
        #expect(f["picker"]?.frame.size == CGSize(width: 358, height: 32))
        #expect(f["nickname"]?.frame.size == CGSize(width: 358, height: 34))
        #expect(f["spinner"]?.frame.size == CGSize(width: 20, height: 20))
        // The title-font symbol: 28 pt × 1.25 × 20/24.
        let gear = try #require(f["gear"]?.frame.width)
        #expect(abs(gear - 28 * 0.996) < 1e-9)
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
        #expect(try r.pngData().count > 1000)
    }
}
