import Easel
import Foundation
import Testing

/// The layout and drawing bugs that real app screens ran into (issue 29), each
/// reduced to its minimal repro, with the values SwiftUI gives on iOS.
@Suite struct RealScreenBugTests {
    final class Store: ObservableObject {
        @Published var names = ["Milk", "Eggs"]
        let suffix = "!"
    }

    struct StoreRows: View {
        @EnvironmentObject var store: Store
        var body: some View {
            VStack(spacing: 0) {
                // The row closure reads the environment object: SwiftUI has set it by
                // the time ForEach calls the closure, so each row draws.
                ForEach(store.names, id: \.self) { name in
                    Text(name + store.suffix).frame(width: 100, height: 20).id(name)
                }
            }
        }
    }

    @Test func anEnvironmentObjectReadInsideAForEachRowClosure() {
        let frames = ImageRenderer(content: StoreRows().environmentObject(Store())).layout()
        #expect(frames["Milk"]?.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(frames["Eggs"]?.frame == CGRect(x: 0, y: 20, width: 100, height: 20))
    }

    @Test func aFlexibleFrameInATrailingStackInsideALeadingStack() {
        // SwiftUI: the bar is as wide as the 300-pt frame and 10 tall (maxHeight caps
        // the stack's offer), and placed with that size.
        let view = VStack(alignment: .leading) {
            VStack(alignment: .trailing) {
                Rectangle().frame(maxWidth: .infinity, maxHeight: 10).id("bar")
            }
        }
        .frame(width: 300, height: 300)
        let frames = ImageRenderer(content: view).layout()
        #expect(frames["bar"]?.frame == CGRect(x: 0, y: 145, width: 300, height: 10))
        // The same with only the width fixed, as the screen had it: the stacks are
        // offered no height, the bar takes its 10 pt.
        let open = VStack(alignment: .leading) {
            Text("Title").id("title")
            VStack(alignment: .trailing) {
                Rectangle().frame(maxWidth: .infinity, maxHeight: 10).id("bar")
                Text("caption")
            }
        }
        .frame(width: 300)
        let f = ImageRenderer(content: open).layout()
        #expect(f["bar"]?.frame.size == CGSize(width: 300, height: 10))
    }

    @Test func subviewSlicesAreIndexedFromZero() {
        // Places subviews[1..<3] in a row, then subviews[0..<1] under them.
        struct SplitLayout: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 100, height: 40)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let rest = subviews[1..<3], first = subviews[0..<1]
                #expect(rest.startIndex == 0 && rest.count == 2 && first.startIndex == 0)
                for i in rest.indices {
                    rest[i].place(at: CGPoint(x: bounds.minX + CGFloat(i) * 50, y: bounds.minY), proposal: .unspecified)
                }
                first[0].place(at: CGPoint(x: bounds.minX, y: bounds.minY + 20), proposal: .unspecified)
            }
        }
        let view = SplitLayout {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.green.frame(width: 10, height: 10).id("b")
            Color.blue.frame(width: 10, height: 10).id("c")
        }
        let frames = ImageRenderer(content: view).layout()
        #expect(frames["b"]?.frame.origin == CGPoint(x: 0, y: 0))
        #expect(frames["c"]?.frame.origin == CGPoint(x: 50, y: 0))
        #expect(frames["a"]?.frame.origin == CGPoint(x: 0, y: 20))
    }

    @Test func sectionHeadersAndFootersInALazyGridSpanTheGrid() {
        // SwiftUI lays a section's header and footer out across the grid, each on a
        // line of its own, the section's cells in rows between them.
        let view = LazyVGrid(columns: [GridItem(.flexible(), spacing: 0), GridItem(.flexible(), spacing: 0)], spacing: 0) {
            Section {
                ForEach(0..<3) { i in Color.red.frame(height: 50).id(i) }
            } header: {
                Color.blue.frame(height: 20).id("header")
            } footer: {
                Text("Footer").id("footer")
            }
        }
        .frame(width: 300)
        let frames = ImageRenderer(content: view).layout()
        #expect(frames["header"]?.frame == CGRect(x: 0, y: 0, width: 300, height: 20))
        #expect(frames[0]?.frame == CGRect(x: 0, y: 20, width: 150, height: 50))
        #expect(frames[1]?.frame == CGRect(x: 150, y: 20, width: 150, height: 50))
        #expect(frames[2]?.frame == CGRect(x: 0, y: 70, width: 150, height: 50))
        // The footer starts a line of its own under the last row, centred as cells are.
        let footer = frames["footer"]?.frame
        #expect(footer?.minY == 120)
        #expect(abs((footer?.midX ?? 0) - 150) < 0.5)
    }

    @Test func aHalfTurnArcIsTwoQuarterBeziers() {
        var path = Path()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
        let curves = path.elements.filter { if case .curve = $0 { return true }; return false }
        #expect(curves.count == 2)
        // The join of the two halves is the arc's midpoint, on the circle at 90°.
        if case .curve(let to, _, _) = curves.first {
            #expect(abs(to.x - 50) < 1e-9 && abs(to.y - 90) < 1e-9)
        }
        // Whole, three-quarter and quarter turns keep one Bézier per quarter.
        for (degrees, expected) in [(90.0, 1), (270.0, 3), (360.0, 4), (100.0, 2)] {
            var p = Path()
            p.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(degrees), clockwise: false)
            #expect(p.elements.filter { if case .curve = $0 { return true }; return false }.count == expected)
        }
    }

    @Test func aCurrencyTextFieldFormatsAsTextDoes() {
        // iOS (English, US) shows "$0.00" in both.
        let field = TextField("Amount", value: .constant(0.0), format: .currency(code: "USD"))
        let text = Text(0.0, format: .currency(code: "USD"))
        #expect(TextProbe.runs(field.frame(width: 300)).map(\.text).joined() == "$0.00")
        #expect(TextProbe.runs(text).map(\.text).joined() == "$0.00")
    }
}
