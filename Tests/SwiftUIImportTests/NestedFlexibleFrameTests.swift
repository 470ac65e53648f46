import SwiftUI
import Testing

/// The nested flexible frame (`Rectangle().frame(maxWidth: .infinity, maxHeight: 10)`
/// in a trailing VStack in a leading VStack) in the containers real screens put it in. In
/// SwiftUI the bar is always 10 pt tall: maxHeight caps what it takes of any offer of 10 pt
/// or more, and a stack that is offered no height (a scroll view, a list row) offers its
/// children nil, which a flexible frame with a max answers with its max.
@Suite struct NestedFlexibleFrameTests {
    struct Bar: View {
        var body: some View {
            VStack(alignment: .leading) {
                VStack(alignment: .trailing) {
                    Rectangle().frame(maxWidth: .infinity, maxHeight: 10).id("bar")
                }
            }
        }
    }

    func bar<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 300) -> CGRect? {
        let r = ImageRenderer(content: view.frame(width: width, height: height))
        return r.layout()["bar"]?.frame
    }

    @Test func inAScrollView() {
        let f = bar(ScrollView { Bar() })
        #expect(f?.size == CGSize(width: 300, height: 10))
        #expect(f?.minY == 0)
    }

    @Test func inAScrollViewUnderAnotherRow() {
        let f = bar(ScrollView { VStack(spacing: 0) { Color.red.frame(height: 40); Bar() } })
        #expect(f?.size == CGSize(width: 300, height: 10))
        #expect(f?.minY == 40)
    }

    @Test func withASpacerUnderIt() {
        let f = bar(VStack(alignment: .leading) {
            VStack(alignment: .trailing) {
                Rectangle().frame(maxWidth: .infinity, maxHeight: 10).id("bar")
                Spacer()
            }
        })
        #expect(f == CGRect(x: 0, y: 0, width: 300, height: 10))
    }

    /// `.padding()` is 16 pt on each side on iOS.
    @Test func padded() {
        let f = bar(Bar().padding())
        #expect(f == CGRect(x: 16, y: 145, width: 268, height: 10))
    }

    @Test func besideTextInAnHStack() {
        let f = bar(HStack(spacing: 0) { Bar(); Color.blue.frame(width: 100, height: 50) })
        #expect(f == CGRect(x: 0, y: 145, width: 200, height: 10))
    }

    @Test func inAListRow() {
        let f = bar(List { Bar() })
        #expect(f?.height == 10)
        #expect((f?.width ?? 0) > 200)
    }

    @Test func inALazyVStackAndAZStack() {
        let lazy = bar(ScrollView { LazyVStack { Bar() } })
        #expect(lazy?.size == CGSize(width: 300, height: 10))
        let z = bar(ZStack { Color.gray; Bar() })
        #expect(z == CGRect(x: 0, y: 145, width: 300, height: 10))
    }

    /// Offered less than 10 pt, the bar takes the offer (maxHeight only caps).
    @Test func inAFrameShorterThanItsMax() {
        let f = bar(Bar(), height: 6)
        #expect(f == CGRect(x: 0, y: 0, width: 300, height: 6))
    }

    @Test func inAFormSectionAndANavigationStack() {
        let form = bar(Form { Section("Progress") { Bar() } })
        #expect(form?.height == 10)
        let nav = bar(NavigationStack { Bar().navigationTitle("Title") }, width: 393, height: 852)
        #expect(nav?.size == CGSize(width: 393, height: 10))
    }
}
