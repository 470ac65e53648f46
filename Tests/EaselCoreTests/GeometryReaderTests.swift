import Foundation
import Testing
@testable import EaselCore

/// GeometryReader: greedy, content at top-leading, and a proxy whose frames
/// are the reader's own in each coordinate space.
@Suite struct GeometryReaderTests {
    @Test func takesTheWholeProposalAndPlacesContentTopLeading() {
        let f = frames(GeometryReader { _ in
            Rectangle().frame(width: 50, height: 30).id("box")
        }.id("reader"))
        #expect(f["reader"] == rect(0, 0, 200, 200))
        #expect(f["box"] == rect(0, 0, 50, 30))
    }

    @Test func unspecifiedAxesDefaultToTen() {
        let f = frames(GeometryReader { _ in Color.red }.id("reader"), width: nil, height: nil)
        #expect(f["reader"] == rect(0, 0, 10, 10))
    }

    @Test func contentSizesItselfFromTheProxy() {
        // A bar half as wide as whatever the reader got.
        let f = frames(VStack(spacing: 0) {
            GeometryReader { proxy in
                Rectangle().frame(width: proxy.size.width / 2, height: 10).id("bar")
            }
            .frame(height: 40)
            Color.clear.frame(height: 60)
        }, width: 300, height: 100)
        #expect(f["bar"] == rect(0, 0, 150, 10))
    }

    @Test func sharesAStackLikeAnyFlexibleView() {
        // Two greedy readers split an HStack's 200 − 8 evenly.
        let f = frames(HStack {
            GeometryReader { _ in Color.red }.id("a")
            GeometryReader { _ in Color.blue }.id("b")
        }, width: 200, height: 50)
        #expect(f["a"] == rect(0, 0, 96, 50))
        #expect(f["b"] == rect(104, 0, 96, 50))
    }

    @Test func framesInGlobalLocalAndNamedSpaces() {
        var seen: [String: CGRect] = [:]
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 30)
            HStack(spacing: 0) {
                Color.clear.frame(width: 20)
                GeometryReader { proxy in
                    let _ = { seen["global"] = proxy.frame(in: .global) }()
                    let _ = { seen["local"] = proxy.frame(in: .local) }()
                    let _ = { seen["card"] = proxy.frame(in: .named("card")) }()
                    let _ = { seen["card17"] = proxy.frame(in: CoordinateSpace.named("card")) }()
                    let _ = { seen["missing"] = proxy.frame(in: .named("nowhere")) }()
                    Color.clear
                }
                .frame(width: 40, height: 10)
            }
            .padding(5)
            .coordinateSpace(name: "card")
        }
        _ = frames(view, width: nil, height: nil)
        // The card (HStack padded by 5) is centred under nothing wider, at y 30: its origin is (0, 30).
        #expect(seen["global"] == rect(25, 35, 40, 10))
        #expect(seen["local"] == rect(0, 0, 40, 10))
        #expect(seen["card"] == rect(25, 5, 40, 10))
        #expect(seen["card17"] == rect(25, 5, 40, 10))
        #expect(seen["missing"] == rect(25, 35, 40, 10))
    }

    /// An anchor holds its value in global coordinates; each reader sees it from its own origin.
    @Test func anchorsResolveInTheReadersCoordinates() {
        var seen: [String: CGRect] = [:]
        var point = CGPoint.zero
        let target = Anchor<CGRect>(globalRect: rect(30, 50, 20, 10))
        let corner = Anchor<CGPoint>(globalPoint: CGPoint(x: 30, y: 50))
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 40)
            GeometryReader { proxy in
                let _ = { seen["reader"] = proxy.frame(in: .global); seen["anchor"] = proxy[target]; point = proxy[corner] }()
                Color.clear
            }
            .frame(width: 100, height: 20)
        }
        _ = frames(view, width: nil, height: nil)
        // The reader sits at (0, 40): the rectangle at (30, 50) is 30 across and 10 down from its corner.
        #expect(seen["reader"] == rect(0, 40, 100, 20))
        #expect(seen["anchor"] == rect(30, 10, 20, 10))
        #expect(point == CGPoint(x: 30, y: 10))
    }

    @Test func rightToLeftPutsContentAtTheTopTrailingCorner() {
        let f = frames(GeometryReader { _ in Rectangle().frame(width: 50, height: 30).id("box") },
                       configure: { $0.layoutDirection = .rightToLeft })
        #expect(f["box"] == rect(150, 0, 50, 30))
    }
}
