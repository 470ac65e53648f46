import Foundation
import Testing
@testable import EaselCore

/// Issue #31, item 2: lines of a text style sit its published leading apart
/// (HIG Typography, iOS Dynamic Type sizes at Large: Body 17/22, Subheadline
/// 15/20, Footnote 13/18, Caption 2 11/13, Large Title 34/41); a single line
/// keeps its font's height. The test engine's line is 1.2 em.
@Suite struct TextStyleLeadingTests {
    /// Baselines of a text wrapped one word a line.
    func baselines(_ font: Font, _ configure: (inout EnvironmentValues) -> Void = { _ in }) -> [CGFloat] {
        var env = EnvironmentValues()
        env.textEngine = FixedAdvanceTextEngine()
        env.font = font
        configure(&env)
        let node = makeNodes(Text("aa bb cc"), ResolveContext(env: env))[0] as! TextNode
        return node.layout(ProposedViewSize(width: 1, height: nil)).lines.map(\.baseline)
    }
    func pitch(_ font: Font, _ configure: (inout EnvironmentValues) -> Void = { _ in }) -> CGFloat {
        let b = baselines(font, configure)
        return b.count == 3 ? b[1] - b[0] : -1
    }

    @Test func linesAreTheStylesLeadingApart() {
        #expect(isClose(pitch(.body), 22))
        #expect(isClose(pitch(.subheadline), 20))
        #expect(isClose(pitch(.footnote), 18))
        #expect(isClose(pitch(.caption2), 13.2))   // 11 × 1.2 is already taller than 13
        #expect(isClose(pitch(.largeTitle), 41))
        #expect(isClose(pitch(.headline), 22))
    }

    @Test func leadingFollowsDynamicType() {
        // One point per size step, as the HIG says: Body at xLarge is 19 on 24.
        #expect(TextStyleLeading.leading(.body, at: .xLarge) == 24)
        #expect(isClose(pitch(.body) { $0.dynamicTypeSize = .xLarge }, 24))
        #expect(TextStyleLeading.leading(.subheadline, at: .small) == 18)
    }

    @Test func lineSpacingAddsToTheLeading() {
        #expect(isClose(pitch(.body) { $0.lineSpacing = 4 }, 26))
    }

    @Test func fixedSizesAndOneLineKeepTheFontsHeight() {
        #expect(isClose(pitch(.system(size: 17)), 20.4))
        var env = EnvironmentValues()
        env.textEngine = FixedAdvanceTextEngine()
        let node = makeNodes(Text("one line"), ResolveContext(env: env))[0] as! TextNode
        #expect(isClose(node.layout(.unspecified).size.height, 20.4))
        // Two lines: 20.4 + the 22-pt pitch.
        #expect(isClose(node.layout(ProposedViewSize(width: 40, height: nil)).size.height, 20.4 + 22))
    }
}
