import SwiftUI
import Testing

@Suite struct FlowPackagePatternTests {
    @Test func contentLessInitializerDelegatesToTheContentTakingOne() {
        // Under SwiftUI `self.init(spacing:) { EmptyView() }` picks the content
        // initializer; this used to recurse into itself until the stack overflowed.
        let layout = WrapStack(spacing: 4)
        #expect(layout.spacing == 4)
    }

    @Test func wrapsItsContentIntoRows() {
        let view = WrapStack(spacing: 10) {
            ForEach(0..<5) { i in
                Color.blue.frame(width: 40, height: 20).id(i)
            }
        }
        .frame(width: 150)
        let renderer = ImageRenderer(content: view)
        let frames = renderer.layout()
        // 40 + 10 + 40 + 10 + 40 = 140 fits in 150; the fourth item starts a new row.
        #expect(frames[0]?.frame == CGRect(x: 5, y: 0, width: 40, height: 20))
        #expect(frames[2]?.frame == CGRect(x: 105, y: 0, width: 40, height: 20))
        #expect(frames[3]?.frame == CGRect(x: 5, y: 30, width: 40, height: 20))
    }
}
