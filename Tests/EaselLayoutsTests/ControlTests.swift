import Foundation
import Testing
@testable import EaselCore

@Suite struct ControlTests {
    @Test func borderedButtonPadsItsLabel() {
        let b = place(Button("Cat") {}.buttonStyle(.bordered), .unspecified)
        #expect(isClose(b.frame.width, 3 * char + 24) && isClose(b.frame.height, line + 14))
        let prominent = place(Button("Cat") {}.buttonStyle(.borderedProminent), .unspecified)
        #expect(prominent.frame.size == b.frame.size)
    }

    @Test func plainAndBorderlessButtonsAreTheirLabel() {
        for style in [AnyView(Button("Dog") {}.buttonStyle(.plain)), AnyView(Button("Dog") {}.buttonStyle(.borderless)),
                      AnyView(Button("Dog") {})] {
            let b = place(style, .unspecified)
            #expect(isClose(b.frame.width, 3 * char) && isClose(b.frame.height, line))
        }
    }

    @Test func controlSizeChangesFontAndPadding() {
        let large = place(Button("Cat") {}.buttonStyle(.bordered).controlSize(.large), .unspecified)
        #expect(isClose(large.frame.width, 3 * char + 40) && isClose(large.frame.height, line + 28))
        // .small uses the subheadline font: 15 pt, so 7.5 per character and 18-point lines.
        let small = place(Button("Cat") {}.buttonStyle(.bordered).controlSize(.small), .unspecified)
        #expect(isClose(small.frame.width, 3 * 7.5 + 20) && isClose(small.frame.height, 18 + 10))
    }

    @Test func labelFormAndDynamicType() {
        let b = place(Button(action: {}) { HStack(spacing: 0) { box(10, 10); Text("Go") } }.buttonStyle(.bordered),
                      .unspecified) { $0.dynamicTypeSize = .accessibility1 }
        // Body text at accessibility1 is 28 pt: 14 per character, 33.6-point lines.
        #expect(isClose(b.frame.width, 10 + 2 * 14 + 24) && isClose(b.frame.height, 33.6 + 14))
    }

    @Test func customButtonStyleGetsTheLabel() {
        struct Outlined: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(5).border(.red)
            }
        }
        let b = place(Button("Cat") {}.buttonStyle(Outlined()), .unspecified)
        #expect(isClose(b.frame.width, 3 * char + 10) && isClose(b.frame.height, line + 10))
    }

    @Test func progressViewIsFlexibleWidthFixedHeight() {
        let p = place(ProgressView(value: 0.3), ProposedViewSize(width: 200, height: 100))
        #expect(p.frame.size == CGSize(width: 200, height: 4))
        let labelled = frames(ProgressView("Votes", value: 3, total: 10).id("p"), ProposedViewSize(width: 200, height: nil))
        #expect(isClose(labelled["p"]?.width ?? 0, 200))
        #expect((labelled["p"]?.height ?? 0) > line + 4)
    }

    @Test func progressBarFillsTheTintedFractionFromTheLeadingEdge() {
        func shapes(_ direction: LayoutDirection) -> [ShapeItem] {
            let root = place(ProgressView(value: 1, total: 4).tint(.green), ProposedViewSize(width: 200, height: nil)) {
                $0.layoutDirection = direction
            }
            return DisplayList.build(root, scale: 1).items.compactMap { if case .shape(let s) = $0 { return s }; return nil }
        }
        let ltr = shapes(.leftToRight)
        #expect(ltr.count == 2)
        #expect(isClose(ltr[1].path.boundingRect, CGRect(x: 0, y: 0, width: 50, height: 4)))
        if case .color(let c) = ltr[1].paint { #expect(c == Color.green.resolve(in: EnvironmentValues())) }
        else { Issue.record("the fill is a colour") }
        let rtl = shapes(.rightToLeft)
        #expect(isClose(rtl[1].path.boundingRect, CGRect(x: 150, y: 0, width: 50, height: 4)))
    }
}
