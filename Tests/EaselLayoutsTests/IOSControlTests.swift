import Foundation
import Testing
import Easel
@testable import EaselCore

/// Sizes of the iOS controls, with the font-free engine (17 pt body: 8.5 pt a
/// character, 20.4 pt a line). Metrics and their sources: Controls/IOSControlMetrics.swift.
@Suite struct IOSControlTests {
    @Test func toggleIsItsLabelAndTheFixed51By31Switch() {
        let f = frames(VStack { Toggle("Wi-Fi", isOn: .constant(true)).id("t") }, ProposedViewSize(width: 300, height: nil))
        // UISwitch's fixed 51×31: the row is as wide as offered and as tall as the switch.
        #expect(isClose(f["t"], CGRect(x: 0, y: 0, width: 300, height: 31)))
        let alone = frames(Toggle("Wi-Fi", isOn: .constant(false)).labelsHidden().id("s"), .unspecified)
        #expect(alone["s"]?.size == CGSize(width: 51, height: 31))
    }

    @Test func switchKnobSitsAtTheTrailingEndWhenOn() {
        func knobX(_ on: Bool, _ direction: LayoutDirection) -> CGFloat? {
            let root = place(SwitchTrack(isOn: on), .unspecified) { $0.layoutDirection = direction }
            var xs: [CGFloat] = []
            root.forEach { node, _ in if node.frame.size == CGSize(width: 27, height: 27) { xs.append(node.frame.minX) } }
            return xs.first
        }
        #expect(isClose(knobX(true, .leftToRight) ?? -1, 51 - 2 - 27))
        #expect(isClose(knobX(false, .leftToRight) ?? -1, 2))
        #expect(isClose(knobX(true, .rightToLeft) ?? -1, 2))
    }

    @Test func stepperIs94By32BesideItsLabel() {
        let f = frames(Stepper("Guests", value: .constant(2), in: 1...10).id("s"), ProposedViewSize(width: 300, height: nil))
        #expect(isClose(f["s"], CGRect(x: 0, y: 0, width: 300, height: 32)))
        let alone = frames(Stepper("Guests", value: .constant(2), in: 1...10).labelsHidden().id("b"), .unspecified)
        #expect(alone["b"]?.size == CGSize(width: 94, height: 32))
    }

    @Test func segmentedPickerIs32TallWithEqualSegments() {
        let f = frames(Picker("Units", selection: .constant(1)) {
            Text("A").tag(0).id("a"); Text("Longer").tag(1).id("b"); Text("C").tag(2).id("c")
        }.pickerStyle(.segmented).id("p"), ProposedViewSize(width: 304, height: nil))
        #expect(isClose(f["p"], CGRect(x: 0, y: 0, width: 304, height: 32)))
        // Three equal segments inside the 2 pt inset: (304 - 4) / 3 = 100 each, labels centred.
        #expect(isClose(f["a"]?.midX ?? 0, 2 + 50) && isClose(f["b"]?.midX ?? 0, 2 + 150) && isClose(f["c"]?.midX ?? 0, 2 + 250))
    }

    @Test func menuPickerShowsTheTaggedSelection() {
        let f = frames(Picker("Flavour", selection: .constant("b")) {
            Text("Vanilla").tag("a"); Text("Chocolate").tag("b")
        }.id("p"), .unspecified)
        // "Chocolate" (9 characters), 4 pt, the small chevron symbol: 17 × 1.25 × 20/24 × 0.8.
        let chevron: CGFloat = 17 * 0.996 * 0.793
        #expect(isClose(f["p"]?.width ?? 0, 9 * char + 4 + chevron))
    }

    @Test func roundedBorderTextFieldIs34TallAndFillsTheWidth() {
        let f = frames(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).id("f"), ProposedViewSize(width: 250, height: nil))
        #expect(isClose(f["f"], CGRect(x: 0, y: 0, width: 250, height: 34)))
        let plain = frames(TextField("Name", text: .constant("Ada")).id("p"), ProposedViewSize(width: 250, height: nil))
        #expect(isClose(plain["p"], CGRect(x: 0, y: 0, width: 250, height: line)))
    }

    @Test func placeholderIsGreyAndSecureFieldHidesItsText() {
        let empty = textRuns(TextField("Name", text: .constant("")))
        #expect(empty.first?.string == "Name" && empty.first?.color == RGBA(60, 60, 67, 0.3))
        let dark = textRuns(TextField("Name", text: .constant(""))) { $0.colorScheme = .dark }
        #expect(dark.first?.color == RGBA(235, 235, 245, 0.3))
        #expect(textRuns(SecureField("Password", text: .constant("abc"))).first?.string == "•••")
    }

    @Test func textEditorInsetsItsTextAsUITextView() {
        let root = place(TextEditor(text: .constant("Hi")).frame(width: 200, height: 100), .unspecified)
        var text: CGRect?
        root.forEach { node, _ in if node.node is TextNode { text = node.frame } }
        #expect(root.frame.size == CGSize(width: 200, height: 100))
        // textContainerInset 8 pt top, lineFragmentPadding 5 pt leading.
        #expect(text?.origin == CGPoint(x: 5, y: 8))
    }

    @Test func spinnerIs20PointsAndSliderAsTallAsItsThumb() {
        let s = frames(ProgressView().id("s"), .unspecified)
        #expect(s["s"]?.size == CGSize(width: 20, height: 20))
        let slider = frames(Slider(value: .constant(0.5)).id("s"), ProposedViewSize(width: 200, height: nil))
        #expect(slider["s"]?.size == CGSize(width: 200, height: 28))
    }

    @Test func buttonBorderShapesAndDestructiveRole() {
        func shapes<V: View>(_ v: V) -> [ShapeItem] {
            DisplayList.build(place(v, .unspecified), scale: 1).items.compactMap {
                if case .shape(let s) = $0 { return s }; return nil
            }
        }
        let destructive = shapes(Button("Delete", role: .destructive) {}.buttonStyle(.bordered))
        guard case .color(let c)? = destructive.first?.paint else { Issue.record("no background"); return }
        #expect(c.red == 1 && abs(c.green - 59 / 255) < 1e-9 && abs(c.alpha - 0.15) < 1e-9)
        let capsule = place(Button("Go") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule), .unspecified)
        let rounded = place(Button("Go") {}.buttonStyle(.borderedProminent), .unspecified)
        #expect(capsule.frame.size == rounded.frame.size)
        #expect(shapes(Button("Go") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)).first?.path
                != shapes(Button("Go") {}.buttonStyle(.borderedProminent)).first?.path)
    }

    @Test func compactDatePickerWritesTheDateAndTime() {
        func strings<V: View>(_ v: V) -> [String] { textRuns(v).map(\.string) }
        let date = Date(timeIntervalSince1970: 1_795_426_860)
        #expect(strings(DatePicker("Starts", selection: .constant(date))) == ["Starts", "Nov 23, 2026", "9:41 AM"])
        #expect(strings(DatePicker("Day", selection: .constant(date), displayedComponents: .date)) == ["Day", "Nov 23, 2026"])
    }

    @Test func labeledContentPutsItsValueTrailing() {
        let f = frames(LabeledContent { Text("17.0").id("v") } label: { Text("Version") }, ProposedViewSize(width: 300, height: nil))
        #expect(isClose(f["v"]?.maxX ?? 0, 300) && isClose(f["v"]?.width ?? 0, 4 * char))
    }
}

/// The runs of every Text in a view, in tree order.
func textRuns<V: View>(_ v: V, _ configure: (inout EnvironmentValues) -> Void = { _ in }) -> [TextRun] {
    var out: [TextRun] = []
    place(v, ProposedViewSize(width: 390, height: nil), configure).forEach { n, _ in
        if let t = n.node as? TextNode { out += t.text.runs(in: t.env) }
    }
    return out
}

@Suite struct IOSControlDirectionTests {
    /// The slider's thumb and fill start at the leading edge, the right one in right-to-left layouts.
    @Test func sliderThumbFollowsTheLayoutDirection() throws {
        func thumbCentre(_ direction: LayoutDirection) throws -> Double {
            let r = ImageRenderer(content: Slider(value: .constant(0.25)).frame(width: 228).background(Color.black))
            r.environment.layoutDirection = direction
            let img = try r.rasterImage()
            let row = 14 * img.width * 4
            let white = (0..<img.width).filter { x in (0..<3).allSatisfy { img.pixels[row + x * 4 + $0] > 240 } }
            guard let first = white.min(), let last = white.max() else {
                Issue.record("no thumb in \(img.width)×\(img.height): \(Array(img.pixels[row..<row + 40]))"); return -1
            }
            return Double(first + last + 1) / 2
        }
        // The thumb's centre: 14 + (228 − 28) × 0.25 = 64 pt from the leading edge.
        #expect(abs(try thumbCentre(.leftToRight) - 64) <= 1)
        #expect(abs(try thumbCentre(.rightToLeft) - (228 - 64)) <= 1)
    }
}
