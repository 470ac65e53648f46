import Foundation

/// Any number of subviews in `columns` equal-width columns, filled row by row.
/// With a concrete width the columns share it; otherwise each column is as
/// wide as the widest ideal subview. A row is as tall as its tallest cell, and
/// every cell is offered its column width and row height, then aligned in it.
public struct ColumnsLayout: Layout {
    public var columns: Int
    public var spacing: CGFloat
    public var alignment: Alignment

    public init(columns: Int = 2, spacing: CGFloat = 8, alignment: Alignment = .center) {
        self.columns = columns; self.spacing = spacing; self.alignment = alignment
    }

    var count: Int { max(1, columns) }

    func columnWidth(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGFloat {
        if let w = proposal.width, w.isFinite { return max(0, (w - spacing * CGFloat(count - 1)) / CGFloat(count)) }
        return subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    }

    func rowHeights(_ width: CGFloat, _ subviews: Subviews) -> [CGFloat] {
        stride(from: subviews.startIndex, to: subviews.endIndex, by: count).map { start in
            subviews[start..<min(start + count, subviews.endIndex)]
                .map { $0.sizeThatFits(ProposedViewSize(width: width, height: nil)).height }.max() ?? 0
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let w = columnWidth(proposal, subviews)
        let heights = rowHeights(w, subviews)
        let used = min(count, subviews.count)
        return CGSize(width: w * CGFloat(used) + spacing * CGFloat(used - 1),
                      height: heights.reduce(0, +) + spacing * CGFloat(heights.count - 1))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let w = columnWidth(proposal, subviews)
        let heights = rowHeights(w, subviews)
        var y = bounds.minY
        for (row, h) in heights.enumerated() {
            for column in 0..<count {
                let i = subviews.startIndex + row * count + column
                guard i < subviews.endIndex else { break }
                let cell = CGSize(width: w, height: h)
                let d = subviews[i].dimensions(in: ProposedViewSize(cell))
                let frame = ViewDimensions(size: cell)
                let x = bounds.minX + CGFloat(column) * (w + spacing) + frame[alignment.horizontal] - d[alignment.horizontal]
                subviews[i].place(at: CGPoint(x: x, y: y + frame[alignment.vertical] - d[alignment.vertical]),
                                  proposal: ProposedViewSize(cell))
            }
            y += h + spacing
        }
    }
}
