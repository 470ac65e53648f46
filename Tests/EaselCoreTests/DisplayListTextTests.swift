import Foundation
import Testing
@testable import EaselCore

/// The display list printed as text: what each modifier emits, in which
/// nesting, at which pixel-rounded coordinates.
@Suite struct DisplayListTextTests {
    func displayList<V: View>(_ view: V, scale: CGFloat = 1) -> DisplayList {
        var env = EnvironmentValues()
        env.textEngine = FixedAdvanceTextEngine()
        let root = PlacedNode.layoutRoot(view, environment: env, proposal: ProposedViewSize(width: 100, height: 100))
        return DisplayList.build(root, scale: scale)
    }

    @Test func effectsNestInModifierOrderAroundRoundedShapes() {
        let view = HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 10.3, height: 10)
            Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10).opacity(0.5).offset(x: 2)
        }
        .mask { Rectangle().frame(width: 15, height: 10) }
        let expected = """
        DisplayList 20.3×10 @1x
          effect mask
            alpha of
              shape fill #000000FF M3 0L18 0L18 10L3 10Z
            content
              shape fill #FF0000FF M0 0L10 0L10 10L0 10Z
              effect transform [1 0 0 1 2 0]
                effect opacity 0.5
                  shape fill #0000FFFF M10 0L20 0L20 10L10 10Z

        """
        #expect(displayList(view).description == expected)
    }

    @Test func identityEffectsAreNotEmittedAndHiddenViewsDrawNothing() {
        let view = VStack(spacing: 0) {
            Color(red: 0, green: 1, blue: 0).frame(width: 4, height: 4).offset(x: 0, y: 0).opacity(1).blendMode(.normal)
            Color(red: 0, green: 1, blue: 0).frame(width: 4, height: 4).hidden()
        }
        #expect(displayList(view, scale: 2).description == """
        DisplayList 4×8 @2x
          shape fill #00FF00FF M0 0L4 0L4 4L0 4Z

        """)
    }
}
