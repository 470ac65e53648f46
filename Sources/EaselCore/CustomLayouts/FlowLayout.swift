import Foundation

/// Lays subviews out left to right (leading to trailing) at their ideal sizes
/// and starts a new row whenever the next one would pass the proposed width,
/// like words in a paragraph. Rows are aligned by `alignment` inside the
/// bounds; items are centred vertically in their row.
public struct FlowLayout: Layout {
    /// Where each row sits horizontally: `.leading`, `.center` or `.trailing`.
    public var alignment: HorizontalAlignment
    /// Space between items in a row; nil uses the items' spacing preferences.
    public var spacing: CGFloat?
    /// Space between rows; nil uses the rows' spacing preferences.
    public var lineSpacing: CGFloat?

    public init(alignment: HorizontalAlignment = .leading, spacing: CGFloat? = nil, lineSpacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing; self.lineSpacing = lineSpacing
    }

    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }

    struct Line {
        var items: [(index: Int, size: CGSize, x: CGFloat)] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
        var gapAbove: CGFloat = 0
    }

    func lines(_ proposal: ProposedViewSize, _ subviews: Subviews) -> [Line] {
        let maxWidth = proposal.width ?? .infinity
        var lines: [Line] = []
        var line = Line()
        var previous: LayoutSubview?
        for i in subviews.indices {
            let sv = subviews[i]
            var size = sv.sizeThatFits(.unspecified)
            // An item wider than a whole row is offered the row's width.
            if size.width > maxWidth { size = sv.sizeThatFits(ProposedViewSize(width: maxWidth, height: nil)) }
            let gap = previous.map { spacing ?? $0.spacing.distance(to: sv.spacing, along: .horizontal) } ?? 0
            if !line.items.isEmpty && line.width + gap + size.width > maxWidth {
                lines.append(line)
                line = Line()
            }
            let x = line.items.isEmpty ? 0 : line.width + gap
            line.items.append((i, size, x))
            line.width = x + size.width
            line.height = max(line.height, size.height)
            previous = sv
        }
        if !line.items.isEmpty { lines.append(line) }
        for k in lines.indices.dropFirst() {
            if let lineSpacing {
                lines[k].gapAbove = lineSpacing
            } else {
                // The rows' facing edges, each the union of its items' preferences.
                var above = ViewSpacing(), below = ViewSpacing()
                for item in lines[k - 1].items { above.formUnion(subviews[item.index].spacing, edges: .bottom) }
                for item in lines[k].items { below.formUnion(subviews[item.index].spacing, edges: .top) }
                lines[k].gapAbove = above.distance(to: below, along: .vertical)
            }
        }
        return lines
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let lines = lines(proposal, subviews)
        return CGSize(width: lines.map(\.width).max() ?? 0,
                      height: lines.reduce(0) { $0 + $1.gapAbove + $1.height })
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let fraction = alignment.key.defaultValue(in: ViewDimensions(size: CGSize(width: 1, height: 0)))
        var y = bounds.minY
        for line in lines(proposal, subviews) {
            y += line.gapAbove
            let x0 = bounds.minX + (bounds.width - line.width) * fraction
            for item in line.items {
                subviews[item.index].place(at: CGPoint(x: x0 + item.x, y: y + (line.height - item.size.height) / 2),
                                           proposal: ProposedViewSize(item.size))
            }
            y += line.height
        }
    }
}
