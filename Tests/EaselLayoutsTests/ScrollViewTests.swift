import Foundation
import Testing
import Easel

/// ScrollView through the real renderer: frames from `layout()`, clipping from pixels.
@Suite struct ScrollViewTests {
    func layout<V: View>(_ view: V, _ proposal: ProposedViewSize,
                         _ direction: LayoutDirection = .leftToRight) -> [AnyHashable: CGRect] {
        let r = ImageRenderer(content: view)
        r.proposedSize = proposal
        r.environment.layoutDirection = direction
        return r.layout().mapValues(\.frame)
    }
    let square = ProposedViewSize(width: 200, height: 200)

    @Test func tallContentStartsAtTheTopAndTheScrollViewKeepsTheProposal() {
        let f = layout(ScrollView { Color.red.frame(height: 500).id("content") }.id("scroll"), square)
        #expect(f["scroll"] == CGRect(x: 0, y: 0, width: 200, height: 200))
        // Offered the scroll view's width and no height: full width, its own 500.
        #expect(f["content"] == CGRect(x: 0, y: 0, width: 200, height: 500))
    }

    @Test func childrenFormAnImplicitVStackWithDefaultSpacing() {
        let f = layout(ScrollView {
            Color.red.frame(height: 150).id("a")
            Color.blue.frame(height: 150).id("b")
        }, square)
        #expect(f["a"] == CGRect(x: 0, y: 0, width: 200, height: 150))
        #expect(f["b"] == CGRect(x: 0, y: 158, width: 200, height: 150))
    }

    @Test func shortNarrowContentSitsAtTheTopCentredAcross() {
        let f = layout(ScrollView { Color.red.frame(width: 100, height: 50).id("content") }.id("scroll"), square)
        #expect(f["scroll"] == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(f["content"] == CGRect(x: 50, y: 0, width: 100, height: 50))
    }

    @Test func horizontalScrollViewStartsAtTheLeadingEdge() {
        let row = ScrollView(.horizontal) {
            HStack { ForEach(0..<5) { i in Color.red.frame(width: 60, height: 40).id(i) } }.id("row")
        }.id("scroll")
        let f = layout(row, ProposedViewSize(width: 200, height: 100))
        // Offered 100 pt of height, a horizontal scroll view is as tall as its content.
        #expect(f["scroll"] == CGRect(x: 0, y: 0, width: 200, height: 40))
        // 5 × 60 + 4 × 8 = 332 wide, at x = 0.
        #expect(f["row"] == CGRect(x: 0, y: 0, width: 332, height: 40))
        #expect(f[4] == CGRect(x: 272, y: 0, width: 60, height: 40))
        // Right to left, the leading (right) end is what shows at rest.
        let rtl = layout(row, ProposedViewSize(width: 200, height: 100), .rightToLeft)
        #expect(rtl["row"] == CGRect(x: -132, y: 0, width: 332, height: 40))
        #expect(rtl[0] == CGRect(x: 140, y: 0, width: 60, height: 40))
    }

    @Test func horizontalChildrenFormAnImplicitHStack() {
        let f = layout(ScrollView(.horizontal, showsIndicators: false) {
            Color.red.frame(width: 30).id("a")
            Color.blue.frame(width: 30).id("b")
        }, ProposedViewSize(width: 200, height: 50))
        // Offered the scroll view's height across the scrolling axis.
        #expect(f["a"] == CGRect(x: 0, y: 0, width: 30, height: 50))
        #expect(f["b"] == CGRect(x: 38, y: 0, width: 30, height: 50))
    }

    @Test func withoutAProposalTheScrollViewIsItsContentsSize() {
        let view = ScrollView { Color.red.frame(width: 120, height: 80).id("content") }.id("scroll")
        #expect(layout(view, .unspecified)["scroll"] == CGRect(x: 0, y: 0, width: 120, height: 80))
        // Each axis on its own: the proposed height, the content's width.
        #expect(layout(view, ProposedViewSize(width: nil, height: 50))["scroll"] == CGRect(x: 0, y: 0, width: 120, height: 50))
        // Ideal height inside an ideal-size VStack: the content's.
        let stacked = layout(VStack(spacing: 0) { Color.blue.frame(height: 10); view }, ProposedViewSize(width: 200, height: nil))
        #expect(stacked["scroll"] == CGRect(x: 0, y: 10, width: 200, height: 80))
    }

    @Test func worksInStacksAndFrames() {
        let f = layout(VStack(spacing: 0) {
            Color.blue.frame(height: 40).id("header")
            ScrollView { Color.red.frame(height: 1000) }
                .scrollIndicators(.hidden).scrollDisabled(true).scrollContentBackground(.hidden)
                .id("scroll")
        }, square)
        // Fully flexible along its axis: the header takes 40, the scroll view the rest.
        #expect(f["scroll"] == CGRect(x: 0, y: 40, width: 200, height: 160))
        let framed = layout(ScrollView { Color.red.frame(height: 1000).id("content") }.id("scroll").frame(width: 80, height: 100), square)
        #expect(framed["scroll"] == CGRect(x: 0, y: 0, width: 80, height: 100))
        #expect(framed["content"] == CGRect(x: 0, y: 0, width: 80, height: 1000))
    }

    @Test func overflowingContentIsClippedToTheBounds() throws {
        // A 50×50 scroll view at (25, 25) holding 100×300 of red: centred across,
        // the red would reach x 0…100 and y 25…325 unclipped.
        let view = ScrollView { Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 300) }
            .frame(width: 50, height: 50)
            .padding(25)
        let r = ImageRenderer(content: view)
        let img = try r.rasterImage()
        #expect(img.width == 100 && img.height == 100)
        func alpha(_ x: Int, _ y: Int) -> UInt8 { img.pixels[(y * img.width + x) * 4 + 3] }
        #expect(Array(img.pixels[(50 * 100 + 50) * 4..<(50 * 100 + 50) * 4 + 4]) == [255, 0, 0, 255])
        #expect(alpha(25, 25) == 255 && alpha(74, 74) == 255)
        #expect(alpha(10, 50) == 0)   // left of the bounds
        #expect(alpha(90, 50) == 0)   // right of the bounds
        #expect(alpha(50, 80) == 0)   // below the bounds
        #expect(alpha(24, 50) == 0 && alpha(75, 50) == 0 && alpha(50, 75) == 0)
    }
}
