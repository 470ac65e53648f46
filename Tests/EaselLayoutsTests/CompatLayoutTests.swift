import Foundation
import Testing
@testable import EaselCore
import Easel

/// Layout differences the compatibility suite found (weather, reviews,
/// ride-booking, checkout screens), with the numbers SwiftUI gives.
@Suite struct CompatLayoutTests {
    let screen = ProposedViewSize(Device.iPhone15Pro.size)

    @Test func aHorizontalScrollViewIsAsTallAsItsContent() {
        // SwiftUI proposes nil along the scrolling axis and passes the height
        // through; the scroll view's height is its content's: 70 + 2 × 16.
        let strip = ScrollView(.horizontal) {
            HStack(spacing: 22) { ForEach(0..<6) { _ in box(40, 70) } }.padding()
        }
        let f = frames(VStack(spacing: 0) { strip.id("strip"); Spacer() }, ProposedViewSize(width: 393, height: 700))
        #expect(isClose(f["strip"], CGRect(x: 0, y: 0, width: 393, height: 102)))
        // Its ideal size is the content's: 6 × 40 + 5 × 22 + 32 wide.
        let ideal = frames(strip.id("strip"), .unspecified)
        #expect(isClose(ideal["strip"], CGRect(x: 0, y: 0, width: 382, height: 102)))
        // A vertical scroll view still takes the height it is offered.
        let v = frames(ScrollView { box(40, 70) }.id("v"), ProposedViewSize(width: 393, height: 700))
        #expect(isClose(v["v"], CGRect(x: 0, y: 0, width: 393, height: 700)))
    }

    @Test func wrappedTextInACardInAScrollViewKeepsEveryLine() {
        // The reviews screen: a two-line Text, then cards whose body wraps. The
        // scroll view proposes its width and nil height, so each Text has its
        // full wrapped height: 393 − 2 × 16 (outer) − 2 × 16 (card) = 329 pt,
        // 38 characters of 8.5 pt per line.
        let intro = "4.7 out of 5, from 12,408 ratings. Sale ends Sunday."     // 52 characters: 2 lines
        let review = "I've tried every app out there. This one sticks because it stays out of the way." // 81: 3 lines
        let f = frames(ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Ratings & Reviews").font(.title2.bold())
                Text(intro).id("intro")
                ForEach(0..<3) { i in
                    VStack(alignment: .leading, spacing: 6) {
                        Text("Title").font(.headline)
                        Text(review).font(.subheadline).id("body\(i)")
                    }
                    .padding()
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(Color.gray, in: RoundedRectangle(cornerRadius: 12))
                }
            }
            .padding()
        }, screen)
        #expect(isClose(f["intro"]?.height ?? 0, 22 + line))
        // Subheadline is 15 pt: 7.5 pt per character, 18-pt lines 20 pt apart (HIG leading).
        for i in 0..<3 { #expect(isClose(f["body\(i)"]?.height ?? 0, 20 + 18)) }
    }

    /// The paint of the first text inside the view marked `id`.
    func textPaint<V: View>(_ view: V, _ id: String) -> Paint? {
        var out: Paint?
        place(view, .unspecified).forEach { placed, _ in
            guard out == nil, placed.id?.base as? String == id, let t = Self.firstText(placed.node) else { return }
            out = (t.env.foregroundStyle ?? AnyShapeStyle(Color.primary))._paint(in: t.env, bounds: .zero)
        }
        return out
    }
    static func firstText(_ n: ViewNode) -> ViewNode? {
        if n is TextNode { return n }
        for c in n.layoutChildren { if let t = firstText(c) { return t } }
        return nil
    }

    @Test func aForegroundColourOnAButtonWinsOverTheTint() {
        let env = EnvironmentValues()
        // Ride-booking: `.foregroundColor(.white)` on a default-style Button draws a white label.
        #expect(textPaint(Button("Confirm") {}.foregroundColor(.white).id("b"), "b") == .color(Color.white.resolve(in: env)))
        #expect(textPaint(Button("Confirm") {}.foregroundStyle(.white).id("b"), "b") == .color(Color.white.resolve(in: env)))
        #expect(textPaint(Button("Confirm") {}.buttonStyle(.bordered).foregroundStyle(.red).id("b"), "b") == .color(Color.red.resolve(in: env)))
        // On the label (a view modifier; a Text's own colour is part of its runs).
        #expect(textPaint(Button(action: {}) { HStack { Text("Confirm") }.foregroundStyle(.white) }.id("b"), "b") == .color(Color.white.resolve(in: env)))
        // Without one, the accent colour, or the tint.
        #expect(textPaint(Button("Confirm") {}.id("b"), "b") == .color(Color.accentColor.resolve(in: env)))
        #expect(textPaint(Button("Confirm") {}.tint(.green).id("b"), "b") == .color(Color.green.resolve(in: env)))
        // A destructive button stays red.
        #expect(textPaint(Button("Delete", role: .destructive) {}.id("b"), "b") == .color(Color.red.resolve(in: env)))
    }

    @Test func aMenuPickerInAFormRowShowsItsLabel() {
        let chevron: CGFloat = 17 * 0.996 * 0.793   // as in ScreenGapsTests
        let f = frames(DeviceScreen(.iPhone15Pro) {
            Form {
                Picker(selection: .constant(1)) {
                    Text("Standard").id("value").tag(1)
                    Text("Express").tag(2)
                } label: { Text("Delivery").id("label") }
                .listRowBackground(Rectangle().id("row"))
            }
        }, screen)
        // Label at the row's leading inset (20-pt card margin + 20-pt row inset at 393 pt).
        #expect(isClose(f["label"]?.minX ?? 0, 40))
        #expect(isClose(f["label"]?.width ?? 0, 8 * char))
        // One line of text: the 44-pt row, the label centred in it.
        #expect(isClose(f["row"]?.height ?? 0, 44))
        #expect(isClose(f["label"]?.midY ?? 0, f["row"]?.midY ?? -1))
        // The selection and its chevron end at the trailing inset.
        // The selection, then 4 pt and the chevron, end at the trailing inset.
        #expect(isClose(f["value"]?.maxX ?? 0, 393 - 40 - chevron - 4))
        #expect(isClose(f["value"]?.width ?? 0, 8 * char))
        // The label in the label colour, the selection in the secondary label colour.
        let env = EnvironmentValues()
        let form = Form {
            Picker(selection: .constant(1)) { Text("Standard").id("value").tag(1) } label: { Text("Delivery").id("label") }
        }
        #expect(textPaint(form, "value") == .color(Color.secondary.resolve(in: env)))
        #expect(textPaint(form, "label") == .color(Color.primary.resolve(in: env)))
        // Outside a list the menu picker keeps its tinted look, without the label.
        #expect(textPaint(Picker(selection: .constant(1)) { Text("Standard").id("value").tag(1) } label: { Text("Delivery") }, "value")
                == .color(Color.accentColor.resolve(in: env)))
        // labelsHidden drops the label.
        let hidden = frames(DeviceScreen(.iPhone15Pro) {
            Form { Picker(selection: .constant(1)) { Text("Standard").tag(1) } label: { Text("Delivery").id("label") }.labelsHidden() }
        }, screen)
        #expect(hidden["label"] == nil)
    }

    @Test func aNavigationLinkPickerInAFormIsANavigationRow() {
        let picker = Picker(selection: .constant(1)) {
            Text("Standard").id("value").tag(1)
        } label: { Text("Delivery").id("label") }
        .pickerStyle(.navigationLink)
        let f = frames(DeviceScreen(.iPhone15Pro) { Form { picker.listRowBackground(Rectangle().id("row")) } }, screen)
        #expect(isClose(f["label"]?.minX ?? 0, 40))
        #expect(isClose(f["row"]?.height ?? 0, 44))
        // The value, 8 pt, then the 7-pt chevron with 1 pt each side, at the trailing inset.
        #expect(isClose(f["value"]?.maxX ?? 0, 393 - 40 - 9 - 8))
        #expect(textPaint(Form { picker }, "value") == .color(Color.secondary.resolve(in: EnvironmentValues())))
        // Outside a list it draws as a menu picker: the value alone, tinted.
        let alone = frames(picker, .unspecified)
        #expect(alone["label"] == nil && isClose(alone["value"]?.minX ?? -1, 0))
    }

    @Test func aLoneBottomBarItemIsCentred() {
        let one = frames(DeviceScreen(.iPhone15Pro) { NavigationStack { Text("Body").toolbar {
            ToolbarItem(placement: .bottomBar) { Text("3 left").id("a") }
        } } }, screen)
        #expect(isClose(one["a"]?.midX ?? 0, 393 / 2))
        // Two items: flexible space between them, at the 20-pt margins.
        let two = frames(DeviceScreen(.iPhone15Pro) { NavigationStack { Text("Body").toolbar {
            ToolbarItem(placement: .bottomBar) { Text("Edit").id("a") }
            ToolbarItem(placement: .bottomBar) { Text("Add").id("b") }
        } } }, screen)
        #expect(isClose(two["a"]?.minX ?? 0, 20))
        #expect(isClose(two["b"]?.maxX ?? 0, 393 - 20))
    }
}
