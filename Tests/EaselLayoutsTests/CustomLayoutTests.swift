import Foundation
import Testing
@testable import EaselCore

/// Sizes itself, places nothing.
struct PlacesNothing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 50)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Puts every subview at the top-leading corner at its ideal size.
struct PileLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for sv in subviews { sv.place(at: bounds.origin, proposal: .unspecified) }
    }
}

struct Weight: LayoutValueKey { static let defaultValue: CGFloat = 1 }

/// Shares the width in proportion to each subview's `Weight`.
struct WeightedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let total = subviews.map { $0[Weight.self] }.reduce(0, +)
        var x = bounds.minX
        for sv in subviews {
            let w = bounds.width * sv[Weight.self] / total
            sv.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: w, height: bounds.height))
            x += w
        }
    }
}

@Suite struct CustomLayoutTests {
    @Test func unplacedSubviewsGetTheParentsProposalCentred() {
        let f = frames(PlacesNothing() { box(20, 10).id("fixed"); Rectangle().id("flexible") },
                       ProposedViewSize(width: 300, height: 200))
        #expect(isClose(f["fixed"], CGRect(x: 40, y: 20, width: 20, height: 10)))
        #expect(isClose(f["flexible"], CGRect(x: -100, y: -75, width: 300, height: 200)))
    }

    @Test func layoutValuesReachTheLayout() {
        let f = frames(WeightedRow() {
            Rectangle().id("one")
            Rectangle().layoutValue(key: Weight.self, value: 3).id("three")
        }, ProposedViewSize(width: 200, height: 10))
        #expect(isClose(f["one"], CGRect(x: 0, y: 0, width: 50, height: 10)))
        #expect(isClose(f["three"], CGRect(x: 50, y: 0, width: 150, height: 10)))
    }

    @Test func explicitGuidesInsideACustomLayoutMergeOutward() {
        // The pile's leading guide is its child's explicit 20, so the VStack lines it up with the text.
        let f = frames(VStack(alignment: .leading, spacing: 0) {
            box(40, 10).id("above")
            PileLayout() { box(50, 10).alignmentGuide(.leading) { _ in 20 } }.id("pile")
        }, .unspecified)
        #expect(isClose((f["above"]?.minX ?? 0) - (f["pile"]?.minX ?? 0), 20))
    }

    @Test func aLayoutThatKeepsItsSubviewsInItsCacheStillAlignsAndIsFreed() {
        /// Keeps the subviews it was made with, as layouts that precompute from them do;
        /// its guides are the default's, merged from where it places its children.
        struct Keeping: Layout {
            func makeCache(subviews: Subviews) -> Subviews { subviews }
            func updateCache(_ cache: inout Subviews, subviews: Subviews) { cache = subviews }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Subviews) -> CGSize {
                cache.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: $0.height + $1.height) }
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Subviews) {
                var y = bounds.minY
                for sv in subviews {
                    sv.place(at: CGPoint(x: bounds.minX + 5, y: y), proposal: .unspecified)
                    y += sv.sizeThatFits(.unspecified).height
                }
            }
        }
        weak var container: ViewNode?
        do {
            var env = EnvironmentValues()
            env.textEngine = FixedAdvanceTextEngine()
            let root = PlacedNode.layoutRoot(VStack(alignment: .leading, spacing: 0) {
                box(40, 10).id("above")
                Keeping { box(30, 10); box(50, 10).alignmentGuide(.leading) { _ in 20 } }.id("kept")
            }, environment: env, proposal: .unspecified)
            var frames: [AnyHashable: CGRect] = [:]
            root.forEach { p, _ in if let id = p.id { frames[id] = p.frame } }
            // The second child's explicit 20, placed 5 in: the layout's leading guide is 25,
            // and the VStack lines it up with the box above.
            #expect(isClose((frames["above"]?.minX ?? 0) - (frames["kept"]?.minX ?? 0), 25))
            root.forEach { p, _ in if p.node is LayoutNode<Keeping> { container = p.node } }
            #expect(container != nil)
        }
        // The subviews kept in the cache hold no strong reference back to their container.
        #expect(container == nil)
    }

    @Test func subviewsAreARandomAccessEquatableCollection() {
        final class Probe: @unchecked Sendable { var ok = false }
        struct Inspecting: Layout {
            let probe: Probe
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let array = Array(subviews)
                let tail = subviews[1...]
                probe.ok = subviews.count == 3 && array[2] == subviews[2] && array[0] != array[1]
                    && tail.count == 2 && tail.first == subviews[1] && subviews == subviews
                    && subviews.firstIndex(of: subviews[2]) == 2
                    && subviews[2].dimensions(in: .unspecified).width == 30
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let probe = Probe()
        _ = place(Inspecting(probe: probe) { box(10, 10); box(20, 10); box(30, 10) }, .unspecified)
        #expect(probe.ok)
    }

    @Test func spacerInCustomLayoutTakesItsStackOrientation() {
        // EqualWidthVStack declares a vertical orientation: a Spacer in it is vertical (zero width).
        let f = frames(EqualWidthVStack() { box(30, 10); Spacer(minLength: 12).id("s") }, .unspecified)
        // Offered the 30×12 slot, a vertical spacer keeps zero width; an unoriented one would take 30.
        // No gap next to a spacer; slots are 12 tall (the spacer's ideal), so it sits at y 12.
        #expect(isClose(f["s"], CGRect(x: 15, y: 12, width: 0, height: 12)))
    }

    @Test func viewSpacingAlgebra() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing.zero, along: .vertical) == 0)
        var s = ViewSpacing.zero
        s.formUnion(ViewSpacing.zero.union(.zero))
        #expect(s.distance(to: .zero, along: .horizontal) == 0)
        // Union on the bottom edge only: text's bottom preferences meet a plain view below it…
        let text = makeNodes(Text("x"), ResolveContext(env: EnvironmentValues()))[0].spacing
        let merged = ViewSpacing().union(text, edges: .bottom)
        // edgeBelowText at 17 pt (ascent 16.32, descent 4.08, cap 14.28): max(20.4 + 3 − 14.28, 3 + 4.08).
        let belowText: CGFloat = merged.distance(to: ViewSpacing(), along: .vertical)
        #expect(abs(belowText - (20.4 + 3 - 14.28)) < 1e-6)
        // …while its top edge is still a plain view's, 8 from another plain view.
        #expect(ViewSpacing().distance(to: merged, along: .vertical) == 8)
    }

    @Test func forEachOverBindingsInAView() {
        struct Pet: Identifiable { var id: String; var votes: Int }
        struct Voting: View {
            @State var pets = [Pet(id: "Cat", votes: 25), Pet(id: "Dog", votes: 16)]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach($pets) { $pet in
                        Text("\(pet.id) \(pet.votes)").id(pet.id)
                    }
                }
            }
        }
        let f = frames(Voting(), .unspecified)
        #expect(isClose(f["Cat"], CGRect(x: 0, y: 0, width: 6 * char, height: line)))
        #expect(isClose(f["Dog"], CGRect(x: 0, y: line, width: 6 * char, height: line)))
    }
}
