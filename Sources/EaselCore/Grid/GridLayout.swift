import Foundation

/// The layout behind `Grid`: rows of cells whose columns line up.
///
/// Algorithm (SwiftUI documents the facts, not the procedure; WWDC22 "Compose
/// custom layouts with SwiftUI" and the `Grid` docs are the sources):
///
/// 1. **Rows.** Consecutive subviews carrying the same `GridRow` mark form a
///    row; any other subview is a row of its own that spans every column (a
///    `Divider` between rows). Cells take columns left to right, a cell with
///    `gridCellColumns(n)` taking `n`. The column count is the widest row.
/// 2. **Column widths** ("a column is as wide as its widest cell"). A column's
///    answer to a width offer is the widest answer of its single-column cells,
///    leaving out cells with `gridCellUnsizedAxes(.horizontal)`.
///    - Ideal (nil width): each column takes its widest ideal cell; a spanning
///      or full-width cell that needs more than its columns give spreads the
///      difference evenly over them.
///    - Concrete width: the columns share it as a stack shares its children
///      (reference §2.2): least flexible column first, each offered an equal
///      share of what is left, so fixed cells (text) get their ideal width
///      and flexible cells (ProgressView, Color, Divider) share what remains.
/// 3. **Row heights** ("a row is as tall as its tallest cell"), the same way
///    down the rows, each cell offered its column width(s); cells with
///    `gridCellUnsizedAxes(.vertical)` do not count. A row is tall enough for
///    its cells aligned on the row's vertical guide (so baselines may add height).
/// 4. **Placement.** Every cell is offered its cell rectangle (spanned widths
///    plus the spacing between them, row height), then aligned in it: by
///    `gridCellAnchor` if set; otherwise horizontally by the column's
///    `gridColumnAlignment` (first cell that sets it, any row) or the grid's
///    alignment, and vertically by `GridRow(alignment:)` or the grid's.
///
/// Nil spacing is the platform default of 8 points in both directions.
/// Right-to-left is handled by the engine, which mirrors every container.
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let g = arrange(proposal, subviews)
        return CGSize(width: g.total(g.widths, g.hSpacing), height: g.total(g.heights, g.vSpacing))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // The proposal the grid was sized with gives back the same arrangement.
        let g = arrange(proposal, subviews)
        var y = bounds.minY
        for (r, row) in g.rows.enumerated() {
            let rowH = g.heights[r]
            let guide = row.alignment ?? alignment.vertical
            let props = row.cells.map { ProposedViewSize(width: g.cellWidth($0), height: rowH) }
            let dims = zip(row.cells, props).map { subviews[$0.index].dimensions(in: $1) }
            // Where the row's guide sits: cells share it; spare height goes by the guide's default.
            var above: CGFloat = 0, below: CGFloat = 0
            for (c, d) in zip(row.cells, dims) where !c.unsized.contains(.vertical) {
                above = max(above, d[guide]); below = max(below, d.height - d[guide])
            }
            let fraction = guide.key.defaultValue(in: ViewDimensions(size: CGSize(width: 0, height: 1)))
            let guideY = y + max(0, rowH - above - below) * fraction + above
            for (i, c) in row.cells.enumerated() {
                let d = dims[i]
                let cell = CGRect(x: bounds.minX + g.columnOffset(c.column), y: y, width: g.cellWidth(c), height: rowH)
                var origin: CGPoint
                if let anchor = c.anchor {
                    origin = CGPoint(x: cell.minX + anchor.x * (cell.width - d.width), y: cell.minY + anchor.y * (cell.height - d.height))
                } else {
                    let h = (c.span == 1 && !row.isFullWidth ? g.columnAlignments[c.column] : nil) ?? alignment.horizontal
                    origin = CGPoint(x: cell.minX + ViewDimensions(size: cell.size)[h.key] - d[h], y: guideY - d[guide])
                }
                subviews[c.index].place(at: origin, anchor: .topLeading, proposal: props[i])
            }
            y += rowH + g.vSpacing
        }
    }

    // MARK: - Arrangement

    struct Cell {
        var index: Int, column: Int, span: Int
        var unsized: Axis.Set
        var anchor: UnitPoint?
    }
    struct Row {
        var cells: [Cell]
        var alignment: VerticalAlignment?
        var isFullWidth: Bool
    }
    struct Arrangement {
        var rows: [Row]
        var widths: [CGFloat]
        var heights: [CGFloat]
        var columnAlignments: [HorizontalAlignment?]
        var hSpacing: CGFloat, vSpacing: CGFloat

        func total(_ lengths: [CGFloat], _ spacing: CGFloat) -> CGFloat {
            lengths.isEmpty ? 0 : lengths.reduce(0, +) + spacing * CGFloat(lengths.count - 1)
        }
        func columnOffset(_ c: Int) -> CGFloat { widths[..<c].reduce(0, +) + hSpacing * CGFloat(c) }
        func cellWidth(_ cell: Cell) -> CGFloat {
            let end = min(cell.column + cell.span, widths.count)
            guard cell.column < end else { return 0 }
            return widths[cell.column..<end].reduce(0, +) + hSpacing * CGFloat(end - cell.column - 1)
        }
    }

    /// Groups the flat subview list into rows and assigns columns.
    func rows(_ subviews: Subviews) -> (rows: [Row], columns: Int) {
        var rows: [Row] = []
        var currentMark: GridRowMark?
        for (offset, sv) in subviews.enumerated() {
            let i = subviews.startIndex + offset
            let mark = sv[GridRowMarkKey.self]
            let cell = Cell(index: i, column: 0, span: max(1, sv[GridCellColumnsKey.self]),
                            unsized: sv[GridCellUnsizedAxesKey.self], anchor: sv[GridCellAnchorKey.self])
            if let mark {
                if let current = currentMark, current === mark {
                    var c = cell
                    let last = rows[rows.count - 1].cells.last!
                    c.column = last.column + last.span
                    rows[rows.count - 1].cells.append(c)
                } else {
                    rows.append(Row(cells: [cell], alignment: mark.alignment, isFullWidth: false))
                }
            } else {
                rows.append(Row(cells: [cell], alignment: nil, isFullWidth: true))
            }
            currentMark = mark
        }
        let columns = max(rows.filter { !$0.isFullWidth }.map { $0.cells.last.map { $0.column + $0.span } ?? 0 }.max() ?? 0,
                          rows.isEmpty ? 0 : 1)
        for r in rows.indices where rows[r].isFullWidth { rows[r].cells[0].span = columns }
        return (rows, columns)
    }

    func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Arrangement {
        let (rows, n) = rows(subviews)
        let hs = horizontalSpacing ?? ViewSpacing.defaultSpacing, vs = verticalSpacing ?? ViewSpacing.defaultSpacing
        var alignments = [HorizontalAlignment?](repeating: nil, count: n)
        var sizing = [[Int]](repeating: [], count: n)          // single-column cells that size each column
        for row in rows where !row.isFullWidth {
            for c in row.cells where c.span == 1 {
                if alignments[c.column] == nil { alignments[c.column] = subviews[c.index][GridColumnAlignmentKey.self] }
                if !c.unsized.contains(.horizontal) { sizing[c.column].append(c.index) }
            }
        }
        func columnAnswer(_ c: Int, _ offer: CGFloat?) -> CGFloat {
            sizing[c].map { subviews[$0].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
        var widths: [CGFloat]
        if let w = proposal.width {
            widths = StackDistribution.distribute(count: n, available: w - hs * CGFloat(max(0, n - 1)), answer: columnAnswer)
        } else {
            widths = (0..<n).map { columnAnswer($0, nil) }
            // Spanning cells widen their columns evenly when they need more room.
            for row in rows {
                for c in row.cells where c.span > 1 && !c.unsized.contains(.horizontal) {
                    let end = min(c.column + c.span, n)
                    let have = widths[c.column..<end].reduce(0, +) + hs * CGFloat(end - c.column - 1)
                    let need = subviews[c.index].sizeThatFits(.unspecified).width
                    if need > have {
                        for k in c.column..<end { widths[k] += (need - have) / CGFloat(end - c.column) }
                    }
                }
            }
        }
        var g = Arrangement(rows: rows, widths: widths, heights: [], columnAlignments: alignments, hSpacing: hs, vSpacing: vs)
        func rowAnswer(_ r: Int, _ offer: CGFloat?) -> CGFloat {
            let guide = rows[r].alignment ?? alignment.vertical
            var above: CGFloat = 0, below: CGFloat = 0
            for c in rows[r].cells where !c.unsized.contains(.vertical) {
                let d = subviews[c.index].dimensions(in: ProposedViewSize(width: g.cellWidth(c), height: offer))
                above = max(above, d[guide]); below = max(below, d.height - d[guide])
            }
            return above + below
        }
        if let h = proposal.height {
            g.heights = StackDistribution.distribute(count: rows.count, available: h - vs * CGFloat(max(0, rows.count - 1)),
                                                     answer: rowAnswer)
        } else {
            g.heights = rows.indices.map { rowAnswer($0, nil) }
        }
        return g
    }
}

/// The stack's sharing rule (reference §2.2) for lanes without priorities:
/// least flexible first, each offered an equal share of what is left.
enum StackDistribution {
    static func distribute(count n: Int, available total: CGFloat, answer: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        let mins = (0..<n).map { answer($0, 0) }
        let maxs = (0..<n).map { answer($0, .infinity) }
        let order = (0..<n).sorted { a, b in
            let fa = maxs[a] - mins[a], fb = maxs[b] - mins[b]
            if fa.isInfinite && fb.isInfinite && mins[a] != mins[b] { return mins[a] > mins[b] }
            if fa != fb && !(fa.isNaN || fb.isNaN) { return fa < fb }
            return a < b
        }
        var available = total
        var result = [CGFloat](repeating: 0, count: n)
        for (k, i) in order.enumerated() {
            let s = answer(i, max(available / CGFloat(n - k), 0))
            result[i] = s
            if s.isFinite { available -= s }
        }
        return result
    }
}
