import Testing
import Foundation
@testable import Easel

/// The modifiers and the controls' defaults, element by element.
@Suite struct AccessibilityModifierTests {
    func tree<V: View>(_ view: V, width: CGFloat = 300, rtl: Bool = false) -> [AccessibilityElement] {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: width, height: nil)
        if rtl { r.environment.layoutDirection = .rightToLeft }
        return r.accessibilityTree().readingOrder
    }

    @Test func textIsStaticTextAndLabelsReplaceIt() {
        let e = tree(VStack { Text("Hello"); Text("World").accessibilityLabel("Earth").accessibilityHint("Planet") })
        #expect(e.map(\.label) == ["Hello", "Earth"])
        #expect(e[0].traits == .isStaticText)
        #expect(e[1].hint == "Planet")
        #expect(e[0].summary.hasPrefix("text \"Hello\" traits=[isStaticText] frame=["))
    }

    @Test func buttonReadsItsContentAndIsAButton() {
        let e = tree(Button {} label: { HStack { Image(systemName: "plus"); Text("New list") } })
        #expect(e.count == 1)
        #expect(e[0].label == "Add, New list")
        #expect(e[0].traits == .isButton)
        #expect(e[0].isInteractive)
        #expect(e[0].spoken == "Add, New list, button")
    }

    @Test func modifierOnAButtonOverridesItsContent() {
        let e = tree(Button {} label: { Image(systemName: "xmark") }.accessibilityLabel("Dismiss").accessibilityIdentifier("close"))
        #expect(e.map(\.label) == ["Dismiss"])
        #expect(e[0].identifier == "close")
        #expect(e[0].traits == .isButton)
    }

    @Test func toggleIsASwitchButtonValuedOneOrZero() {
        let on = tree(Toggle("Wi-Fi", isOn: .constant(true)))
        #expect(on.count == 1)
        #expect(on[0].label == "Wi-Fi" && on[0].value == "1")
        #expect(on[0].traits == [.isButton, .isToggle])
        #expect(on[0].spoken == "Wi-Fi, on, toggle")
        let off = tree(Toggle("Wi-Fi", isOn: .constant(false)))
        #expect(off[0].value == "0")
    }

    @Test func sliderReadsItsHiddenLabelAndAPercentage() {
        let e = tree(Slider(value: .constant(30), in: 0...120) { Text("Volume") })
        #expect(e.count == 1)
        #expect(e[0].label == "Volume" && e[0].value == "25%")
        #expect(e[0].role == .slider && e[0].role.isAdjustable)
        #expect(e[0].summary.contains(" adjustable "))
    }

    @Test func stepperProgressGaugeAndLink() {
        #expect(tree(Stepper("Guests", value: .constant(2), in: 0...5)).map(\.label) == ["Guests"])
        #expect(tree(Stepper("Guests", value: .constant(2), in: 0...5))[0].role == .stepper)
        let p = tree(ProgressView("Upload", value: 0.4))
        #expect(p.map(\.label) == ["Upload"] && p[0].value == "40%" && p[0].role == .progressView)
        let g = tree(Gauge(value: 0.75) { Text("Battery") })
        #expect(g[0].label == "Battery" && g[0].value == "75%")
        let l = tree(Link("Terms", destination: URL(string: "https://example.com")!))
        #expect(l[0].traits == .isLink && l[0].kind == "link")
    }

    @Test func textFieldsReadTitleAndValue() {
        let e = tree(VStack { TextField("Email", text: .constant("a@b.c")); SecureField("Password", text: .constant("abc")) })
        #expect(e.map(\.label) == ["Email", "Password"])
        #expect(e.map(\.value) == ["a@b.c", "•••"])
        #expect(e.map(\.kind) == ["textField", "secureTextField"])
    }

    @Test func pickerReadsLabelAndChoice() {
        let e = tree(Picker("Flavor", selection: .constant(2)) { Text("Vanilla").tag(1); Text("Chocolate").tag(2) }.pickerStyle(.menu))
        #expect(e.count == 1)
        #expect(e[0].label == "Flavor" && e[0].value == "Chocolate" && e[0].traits == .isButton)
    }

    @Test func hiddenAndDecorativeViewsAreLeftOut() {
        let e = tree(HStack { Image(decorative: "hero"); Text("Shown"); Text("Gone").accessibilityHidden(true) })
        #expect(e.map(\.label) == ["Shown"])
    }

    @Test func namedImageIsLabelledByItsName() {
        let e = tree(Image("avatar").frame(width: 10, height: 10))
        #expect(e.map(\.label) == ["avatar"] && e[0].traits == .isImage)
    }

    @Test func childBehaviors() {
        let card = VStack { Text("Title"); Text("Subtitle") }
        #expect(tree(card.accessibilityElement(children: .combine)).map(\.label) == ["Title, Subtitle"])
        let ignored = tree(card.accessibilityElement(children: .ignore).accessibilityLabel("Card"))
        #expect(ignored.map(\.label) == ["Card"])
        let r = ImageRenderer(content: card.accessibilityElement(children: .contain).accessibilityLabel("Group"))
        let top = r.accessibilityTree().elements
        #expect(top.count == 1 && top[0].isContainer && top[0].label == "Group")
        #expect(top[0].children.map(\.label) == ["Title", "Subtitle"])
        #expect(r.accessibilityTree().yaml.hasPrefix("- container \"Group\" frame=["))
        #expect(r.accessibilityTree().yaml.contains("\n  - text \"Title\""))
    }

    @Test func traitsHeadingActionsInputLabelsAndInteraction() {
        let e = tree(VStack {
            Text("Section").accessibilityHeading(.h2)
            Text("Row").accessibilityAddTraits([.isButton, .isSelected]).accessibilityRemoveTraits(.isStaticText)
            Text("Mail").accessibilityAction(named: "Archive") {}.accessibilityInputLabels(["Inbox", "Mail"])
            Text("Tap").accessibilityRespondsToUserInteraction()
        })
        #expect(e[0].traits == [.isHeader, .isStaticText] && e[0].kind == "heading")
        #expect(e[1].traits == [.isButton, .isSelected])
        #expect(e[2].actions == ["Archive"] && e[2].inputLabels == ["Inbox", "Mail"] && e[2].isInteractive)
        #expect(e[3].isInteractive)
        #expect(!e[0].isInteractive)
    }

    @Test func representationIsReadInThePlaceOfTheView() {
        let e = tree(Circle().frame(width: 40, height: 40).accessibilityRepresentation { Toggle("Dark mode", isOn: .constant(true)) })
        #expect(e.count == 1)
        #expect(e[0].label == "Dark mode" && e[0].value == "1")
        #expect(e[0].frame.size == CGSize(width: 40, height: 40))
    }

    @Test func readingOrderIsTopToBottomThenLeadingToTrailing() {
        let view = VStack(spacing: 8) {
            HStack { Text("A"); Spacer(); Text("B") }
            Text("C")
        }
        #expect(tree(view).map(\.label) == ["A", "B", "C"])
        // Mirrored right to left, A sits at the leading (right) edge and is still read first.
        let mirrored = tree(view, rtl: true)
        #expect(mirrored.map(\.label) == ["A", "B", "C"])
        #expect(mirrored[0].frame.minX > mirrored[1].frame.minX)
        // Two views placed by hand: the one at the leading edge is read first, whichever is written first.
        let placed = ZStack(alignment: .topLeading) {
            Text("Right").frame(width: 100, alignment: .leading).offset(x: 0).padding(.leading, 150)
            Text("Left").frame(width: 100, alignment: .leading)
        }
        #expect(tree(placed).map(\.label) == ["Left", "Right"])
        // A ZStack's later child drawn higher up is still read first.
        let z = ZStack(alignment: .top) { Text("Below").padding(.top, 40); Text("Above") }
        #expect(tree(z).map(\.label) == ["Above", "Below"])
    }

    @Test func sortPriorityGoesFirst() {
        let view = VStack { Text("First"); Text("Second"); Text("Important").accessibilitySortPriority(1) }
        #expect(tree(view).map(\.label) == ["Important", "First", "Second"])
    }

    @Test func yamlQuotesLinesYAMLWouldMisread() {
        let e = tree(Text("Note: read # this"))
        let yaml = AccessibilityTree(elements: e).yaml
        #expect(yaml.hasPrefix("- 'text \"Note: read # this\""))
        let quoted = tree(Text("Say \"hi\"\nnow"))
        #expect(AccessibilityTree(elements: quoted).yaml.hasPrefix("- text \"Say \\\"hi\\\"\\nnow\""))
    }

    @Test func sameViewGivesTheSameTree() {
        let make = { ImageRenderer(content: VStack { Text("x"); Toggle("y", isOn: .constant(true)) }).accessibilityTree().yaml }
        #expect(make() == make())
    }
}
