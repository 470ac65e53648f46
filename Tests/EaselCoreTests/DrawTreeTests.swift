import Foundation
import Testing
@testable import EaselCore

/// The display list is built from data: the committed `DrawTree` holds no node,
/// so the list it gives after the views and nodes are released is the list the
/// live tree gives.
@Suite struct DrawTreeTests {
    /// A weak reference to every placed node and view node of a tree.
    struct Released {
        private var refs: [() -> AnyObject?] = []
        init(_ root: PlacedNode) {
            var refs: [() -> AnyObject?] = []
            root.forEach { placed, _ in
                weak let p = placed, n = placed.node
                refs.append { p }; refs.append { n }
            }
            self.refs = refs
        }
        var count: Int { refs.count }
        var alive: Int { refs.filter { $0() != nil }.count }
    }

    /// The tree committed for `scale`, the list the live tree gives, and the
    /// references to check once the tree is gone.
    func commit<V: View>(_ view: V, scale: CGFloat) -> (DrawTree, String, Released) {
        var env = EnvironmentValues()
        env.textEngine = FixedAdvanceTextEngine()
        let root = PlacedNode.layoutRoot(view, environment: env, proposal: ProposedViewSize(width: 100, height: 100))
        let live = DisplayList.build(root, scale: scale).description
        return (DrawTree(root, scale: scale), live, Released(root))
    }

    @Test func theListFromACommittedTreeIsTheSameAfterTheViewTreeIsReleased() {
        let (tree, live, refs) = commit(HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 10.3, height: 10)
            Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10).opacity(0.5).offset(x: 2)
        }
        .mask { Rectangle().frame(width: 15, height: 10) }, scale: 1)
        // Every placed node and view node is gone: the tree holds values only.
        #expect(refs.count >= 8)
        #expect(refs.alive == 0)
        let printed = DisplayList.build(tree).description
        #expect(printed == live)
        // The same text DisplayListTextTests expects of this view built from live nodes.
        #expect(printed == """
        DisplayList 20.3×10 @1x
          effect mask
            alpha of
              shape fill #000000FF M3 0L18 0L18 10L3 10Z
            content
              shape fill #FF0000FF M0 0L10 0L10 10L0 10Z
              effect transform [1 0 0 1 2 0]
                effect opacity 0.5
                  shape fill #0000FFFF M10 0L20 0L20 10L10 10Z

        """)
    }

    @Test func textBlurAndHiddenViewsKeepTheirItemsOnceTheNodesAreGone() {
        let (tree, live, refs) = commit(VStack(spacing: 2) {
            Text("Hello").blur(radius: 1.5)
            Color(red: 0, green: 1, blue: 0).frame(width: 4, height: 4).hidden()
            Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 7.25, height: 3).opacity(1)
        }, scale: 2)
        #expect(refs.alive == 0)
        let printed = DisplayList.build(tree).description
        #expect(printed == live)
        // The blurred text's box (the fixed-advance engine draws no glyphs) and the
        // rectangle centred below at whole half points: 17.625 → 17.5, 24.875 → 25,
        // 28.4 → 28.5. The hidden square and the identity opacity emit nothing.
        #expect(printed == """
        DisplayList 42.5×31.4 @2x
          effect blur 1.5 in (0, 0) 42.5×20.5
            text at (0, 0) size 42.5×20.4
          shape fill #0000FFFF M17.5 28.5L25 28.5L25 31.5L17.5 31.5Z

        """)
    }
}
