import Foundation
import Testing
@testable import EaselCore

@Suite struct AnyLayoutTests {
    func content(vertical: Bool) -> some View {
        let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
        return layout {
            box(20, 10).id("a")
            Spacer().id("spacer")
            box(20, 10).id("b")
        }
    }

    @Test func switchesBetweenStacksAndSpacerFollows() {
        let h = frames(content(vertical: false), ProposedViewSize(width: 200, height: 100))
        #expect(isClose(h["b"], CGRect(x: 180, y: 0, width: 20, height: 10)))
        // A horizontal spacer: flexible width, zero height.
        #expect(isClose(h["spacer"], CGRect(x: 20, y: 5, width: 160, height: 0)))

        let v = frames(content(vertical: true), ProposedViewSize(width: 200, height: 100))
        #expect(isClose(v["b"], CGRect(x: 0, y: 90, width: 20, height: 10)))
        #expect(isClose(v["spacer"], CGRect(x: 10, y: 10, width: 0, height: 80)))
    }

    @Test func dividerFollowsTheWrappedOrientation() {
        let f = frames(AnyLayout(HStackLayout()) { box(20, 30); Divider().id("d") }, .unspecified)
        #expect(isClose(f["d"]?.width ?? 0, 1))
        #expect(isClose(f["d"]?.height ?? 0, 30))
    }

    @Test func customLayoutWithCacheThroughAnyLayout() {
        let f = frames(AnyLayout(CountingLayout()) { box(10, 10).id("a"); box(10, 10).id("b") }, .unspecified)
        #expect(isClose(f["b"], CGRect(x: 12, y: 0, width: 10, height: 10)))
    }

    @Test func wrappingAnyLayoutTwiceBehavesLikeOnce() {
        let f = frames(AnyLayout(AnyLayout(ZStackLayout(alignment: .topLeading))) { box(30, 30); box(10, 10).id("small") },
                       .unspecified)
        #expect(isClose(f["small"], CGRect(x: 0, y: 0, width: 10, height: 10)))
    }
}

/// A row with a fixed 2-point gap whose cache holds the subview count.
struct CountingLayout: Layout {
    struct Cache { var count: Int }
    func makeCache(subviews: Subviews) -> Cache { Cache(count: subviews.count) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: CGFloat(cache.count) * 12 - 2, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        for (i, sv) in subviews.enumerated() {
            sv.place(at: CGPoint(x: bounds.minX + CGFloat(i) * 12, y: bounds.minY), proposal: .unspecified)
        }
    }
}
