import Foundation
import Testing
@testable import EaselCore

@Suite struct ViewThatFitsTests {
    func candidates(_ axes: Axis.Set = [.horizontal, .vertical]) -> some View {
        ViewThatFits(in: axes) {
            box(200, 10).id("wide")
            box(100, 10).id("medium")
            box(300, 10).id("last")
        }
    }

    @Test func picksTheFirstChildThatFits() {
        let f = frames(candidates(), ProposedViewSize(width: 150, height: 50))
        #expect(f["medium"] != nil)
        #expect(f["wide"] == nil && f["last"] == nil)
        #expect(frames(candidates(), ProposedViewSize(width: 250, height: 50))["wide"] != nil)
    }

    @Test func fallsBackToTheLastChild() {
        let f = frames(candidates(), ProposedViewSize(width: 50, height: 50))
        #expect(isClose(f["last"], CGRect(x: 0, y: 0, width: 300, height: 10)))
        #expect(f.count == 1)
    }

    @Test func onlyConstrainedAxesCount() {
        // Too short for all of them, but only width is checked.
        let f = frames(candidates(.horizontal), ProposedViewSize(width: 150, height: 5))
        #expect(f["medium"] != nil)
        // No axes: the first child, whatever the proposal.
        #expect(frames(candidates([]), ProposedViewSize(width: 10, height: 5))["wide"] != nil)
    }

    @Test func unconstrainedAxisKeepsTheProposal() {
        // In .vertical, text is measured at the proposed width, so it wraps before its height is compared.
        let view = ViewThatFits(in: .vertical) {
            Text("one two three four").id("text")
            box(10, 10).id("fallback")
        }
        let narrow = frames(view, ProposedViewSize(width: 5 * char, height: 2 * line))
        #expect(narrow["fallback"] != nil)       // wraps to 4 lines: too tall
        // Two lines, "one two" and "three four", Body's 22 pt apart.
        let wide = frames(view, ProposedViewSize(width: 10 * char, height: 22 + line))
        #expect(isClose(wide["text"], CGRect(x: 0, y: 0, width: 10 * char, height: 22 + line)))
    }

    /// A stack reads a child's spacing before it places it, and the answer is kept
    /// for the render: it must not be the spacing of whichever candidate happened
    /// to be chosen last (before placement, always the first). It is every
    /// candidate's preferences merged, as a `Layout` container's default: below a
    /// text, the larger of the text-to-text and text-to-box gaps, whichever
    /// candidate is listed first.
    @Test func spacingDoesNotDependOnTheCandidateOrder() {
        let proposal = ProposedViewSize(width: 100, height: nil)
        let wideFirst = VStack {
            Text("above").id("above")
            ViewThatFits(in: .horizontal) {
                box(500, 10)
                Text("below").id("below")
            }
        }
        let textFirst = VStack {
            Text("above").id("above")
            ViewThatFits(in: .horizontal) {
                Text("below").id("below")
                box(500, 10)
            }
        }
        let twoTexts = VStack {
            Text("above").id("above")
            Text("below").id("below")
        }
        let textAndBox = VStack {
            Text("above").id("above")
            box(50, 10).id("below")
        }
        func gap(_ f: [String: CGRect]) -> CGFloat? {
            guard let a = f["above"], let b = f["below"] else { return nil }
            return b.minY - a.maxY
        }
        guard let textText = gap(frames(twoTexts, proposal)), let textBox = gap(frames(textAndBox, proposal)) else {
            Issue.record("the views were not placed"); return
        }
        #expect(textText != textBox)
        #expect(gap(frames(wideFirst, proposal)) == max(textText, textBox))
        #expect(gap(frames(textFirst, proposal)) == max(textText, textBox))
    }
}
