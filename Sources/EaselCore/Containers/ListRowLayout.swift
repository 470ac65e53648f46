import Foundation

/// The height rule of a list row, as UIKit's list cells apply it
/// (UITableView / UIListContentConfiguration on iOS):
///
/// - A row is at least 44 pt tall at the default Dynamic Type size
///   (`ListMetrics.minimumRowHeight`; HIG "Layout", SwiftUI's
///   `defaultMinListRowHeight` on iOS).
/// - Text keeps the cell's vertical layout margins, 11 pt above and below
///   (`ListMetrics.rowVerticalInset`): one 22-pt body line gives exactly 44 pt,
///   and every further line grows the row.
/// - Images and controls no taller than the minimum row are centred in it and
///   may reach into the margins: UIListContentConfiguration centres its image
///   in a reserved size so that rows keep one height when images differ
///   (`ImageProperties.reservedLayoutSize`), and accessories such as a switch
///   are centred in the row outside the margins. So a row of a 29-pt icon tile
///   and one line of text is 44 pt, as in Settings, not 29 + 2 × 11 = 51.
/// - Content taller than the minimum row keeps the margins, as text does: a
///   60-pt image makes an 82-pt row. Where exactly UIKit switches is not
///   published; Easel switches at the minimum height.
///
/// The row's content is always laid out at its ideal height for the row's
/// width (a list row is never squeezed by the list), so the row's height does
/// not depend on the height it is offered.
///
/// Insets set with `listRowInsets` pad the whole content: SwiftUI documents that
/// modifier as replacing the padding around a row's content.
struct ListRowLayout: Layout {
    let insets: EdgeInsets
    /// Whether the insets are the default cell margins (the rule above) or set
    /// with `listRowInsets` (plain padding).
    let marginsForTextOnly: Bool
    let minHeight: CGFloat

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.horizontal) }, height: nil)
    }

    /// The row height for content of `size`, laid out under `proposal`.
    private func height(_ content: LayoutSubview, size c: CGSize, proposal: ProposedViewSize) -> CGFloat {
        guard marginsForTextOnly else { return max(minHeight, c.height + insets.vertical) }
        var span: (lo: CGFloat, hi: CGFloat)?
        Self.textSpan(content.node, y: 0, size: c, proposal: proposal, into: &span)
        let text = span.map { $0.hi - $0.lo + insets.vertical } ?? 0
        let content = c.height <= minHeight ? c.height : c.height + insets.vertical
        return max(minHeight, content, text)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let content = subviews.first else { return .zero }
        let p = contentProposal(proposal)
        let c = content.sizeThatFits(p)
        return CGSize(width: proposal.width ?? c.width + insets.horizontal, height: height(content, size: c, proposal: p))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let p = contentProposal(ProposedViewSize(width: bounds.width, height: nil))
        let c = content.sizeThatFits(p)
        // Centred in the row between its insets (with equal insets: centred in the row).
        let y = (bounds.height - c.height - insets.vertical) / 2 + insets.top
        content.place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + y), proposal: p)
    }

    /// The vertical extent of every text in `node`, relative to the content's
    /// top, walking placements (memoised by each node, so this costs no extra layout).
    static func textSpan(_ node: ViewNode, y: CGFloat, size: CGSize, proposal: ProposedViewSize,
                         into span: inout (lo: CGFloat, hi: CGFloat)?, depth: Int = 0) {
        if node is TextNode {
            guard size.height > 0 else { return }
            span = (min(span?.lo ?? y, y), max(span?.hi ?? y + size.height, y + size.height))
            return
        }
        guard depth < 64 else { return }
        let placements = node.placements(size: size, proposal: proposal)
        for (child, pl) in zip(node.layoutChildren, placements) {
            textSpan(child, y: y + pl.origin.y, size: pl.size, proposal: pl.proposal, into: &span, depth: depth + 1)
        }
    }
}
