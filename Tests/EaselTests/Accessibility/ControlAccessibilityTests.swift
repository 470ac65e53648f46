import Testing
import Foundation
@testable import Easel

/// The controls' elements, each as its YAML line's leading words (kind, label,
/// value, traits) and, where it matters, its frame: what VoiceOver reads for
/// the same control on iOS, from Apple's documentation of the control's
/// traits; where Apple is silent the choice is in AccessibilitySnapshots.md.
@Suite struct ControlAccessibilityTests {
    func tree<V: View>(_ view: V, width: CGFloat = 300) -> [AccessibilityElement] {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: width, height: nil)
        return r.accessibilityTree().readingOrder
    }
    /// A line without its frame, which the frame tests assert on their own.
    func line(_ e: AccessibilityElement) -> String {
        String(e.summary[..<e.summary.range(of: " frame=[")!.lowerBound])
    }

    @Test func segmentedPickerSegmentsAreButtonsTheChosenOneSelected() {
        let r = ImageRenderer(content: Picker("View", selection: .constant(1)) {
            Text("Day").tag(0); Text("Week").tag(1); Text("Month").tag(2)
        }.pickerStyle(.segmented))
        r.proposedSize = ProposedViewSize(width: 300, height: nil)
        let t = r.accessibilityTree()
        // The control is a container named by the picker's label, holding the segments.
        #expect(t.elements.count == 1 && t.elements[0].isContainer && t.elements[0].label == "View")
        #expect(t.readingOrder.map(line) == [
            "button \"Day\" traits=[isButton] position=\"1 of 3\"",
            "button \"Week\" traits=[isButton, isSelected] position=\"2 of 3\"",
            "button \"Month\" traits=[isButton] position=\"3 of 3\"",
        ])
        // As VoiceOver speaks a segment: selected first, the position last.
        #expect(t.readingOrder[1].spoken == "Selected, Week, button, 2 of 3")
        // Each segment is a third of the control (300 pt less UISegmentedControl's
        // 2-pt inset each side), snapped to whole points at scale 1: 99, 98, 99;
        // 28 pt tall inside the 32-pt control.
        #expect(t.readingOrder.map(\.frame) == [CGRect(x: 2, y: 2, width: 99, height: 28),
                                                 CGRect(x: 101, y: 2, width: 98, height: 28),
                                                 CGRect(x: 199, y: 2, width: 99, height: 28)])
    }

    @Test func disclosureGroupIsAButtonValuedByItsState() {
        let closed = tree(DisclosureGroup("Advanced") { Text("Export Data") })
        #expect(closed.map(line) == ["button \"Advanced\" value=\"collapsed\" traits=[isButton]"])
        let open = tree(DisclosureGroup("Advanced", isExpanded: .constant(true)) { Text("Export Data") })
        #expect(open.map(line) == ["button \"Advanced\" value=\"expanded\" traits=[isButton]",
                                   "text \"Export Data\" traits=[isStaticText]"])
    }

    @Test func stepperIsAdjustableAndValuedByItsValue() {
        let e = tree(Stepper("Guests", value: .constant(2), in: 0...5))
        #expect(e.map(line) == ["stepper \"Guests\" value=\"2\" adjustable"])
        #expect(tree(Stepper("Volume", value: .constant(2.5), in: 0...5, step: 0.5)).map(\.value) == ["2.5"])
    }

    @Test func progressViewAndGaugeArePercentages() {
        #expect(tree(ProgressView("Upload", value: 0.4)).map(line) == ["progressView \"Upload\" value=\"40%\""])
        #expect(tree(ProgressView("Copying", value: 3, total: 8)).map(\.value) == ["38%"])
        #expect(tree(Gauge(value: 0.75) { Text("Battery") }).map(line) == ["gauge \"Battery\" value=\"75%\""])
    }

    @Test func linkNavigationLinkMenuColorAndDatePickers() {
        #expect(tree(Link("Terms", destination: URL(string: "https://example.com")!)).map(line) == ["link \"Terms\" traits=[isLink]"])
        let nav = tree(NavigationStack { List { NavigationLink("Wi-Fi") { EmptyView() } } })
        #expect(nav.map(line).contains("button \"Wi-Fi\" traits=[isButton]"))
        #expect(tree(Menu("Sort") { Button("Name") {} }).map(line) == ["button \"Sort\" traits=[isButton]"])
        #expect(tree(ColorPicker("Tint", selection: .constant(.red))).map(line) == ["button \"Tint\" traits=[isButton]"])
        let date = Date(timeIntervalSince1970: 0)
        #expect(tree(DatePicker("Start", selection: .constant(date))).map(line) == [
            "text \"Start\" traits=[isStaticText]",
            "button \"Jan 1, 1970\" traits=[isButton]",
            "button \"12:00 AM\" traits=[isButton]",
        ])
    }

    @Test func listRowsCombineIntoTheCell() {
        // A row holding one control gives it the whole cell: 44 pt tall at least (UITableView's default row).
        let e = tree(List { Toggle("Wi-Fi", isOn: .constant(true)) }, width: 390)
        #expect(e.map(line) == ["toggle \"Wi-Fi\" value=\"on\" traits=[isButton, isToggle]"])
        #expect(e[0].frame.height >= 44)
    }

    @Test func contentShapeSetsTheHitRegion() {
        // The label's frame grows to 44 pt; contentShape makes it the element's.
        let small = tree(Button("Go") {}.font(.caption2))
        #expect(small[0].frame.height < 44)
        let tall = tree(Text("Go").font(.caption2).frame(minHeight: 44).contentShape(Rectangle())
            .accessibilityAddTraits(.isButton))
        #expect(tall[0].frame.height == 44)
        // A circle in a 60 × 40 frame: its bounds, the centred 40-pt square.
        let circle = tree(HStack { Text("A").frame(width: 60, height: 40).contentShape(Circle()) }.frame(width: 60))
        #expect(circle[0].frame.width == 40 && circle[0].frame.height == 40)
    }
}
