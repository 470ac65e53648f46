import Foundation

/// The layout behind `LazyVGrid` and `LazyHGrid`, written once for either axis
/// as the stacks are. `axis` is the one the `GridItem`s divide (horizontal for
/// a LazyVGrid's columns); cells fill the tracks in order, then start the next
/// line along the other axis.
///
/// - Tracks come from `LazyGridTracks` (the two-pass quirk included): the
///   reported length on `axis` is pass 1's; cells go in pass 2's tracks.
/// - A line (a LazyVGrid's row) is as thick as its thickest cell. Cells are
///   offered their track's length and nil across it, both when the line is
///   measured and when they are placed, so a Color cell is 10 thick as in
///   SwiftUI. Lines are measured in the pass-2 tracks the cells are placed in,
///   so the reported thickness is the one drawn. The proposal on the line
///   axis is not used: the grid grows along it.
/// - Lines are `spacing` apart (nil is 8), and every line is laid out: only
///   scrolling makes a lazy grid skip cells.
/// - A cell sits in its cell rectangle by its item's alignment, else by the
///   grid's (`cellAlignment`).
/// - With no `GridItem`s there are no cells: the grid is empty and its
///   children are left unplaced, which the engine handles as for any layout.
/// - Right-to-left needs nothing here: the engine mirrors each container.
struct LazyGridCore {
    let axis: Axis
    let items: [GridItem]
    let spacing: CGFloat?
    let cellAlignment: Alignment

    var lineSpacing: CGFloat { spacing ?? ViewSpacing.defaultSpacing }

    func cellProposal(_ track: LazyGridTracks.Track) -> ProposedViewSize {
        ProposedViewSize(axis, major: track.length, minor: nil)
    }

    /// A line of the grid: up to one cell per track, or a section's header or
    /// footer across the whole grid (SwiftUI lays those out full width between
    /// the section's rows, never as cells).
    enum Line {
        case cells(Range<Int>)
        case spanning(Int)
    }

    /// The lines in order. A section's header or footer ends the line of cells
    /// before it, so each section's first row starts at the first track.
    func plan(_ n: Int, _ subviews: LayoutSubviews) -> [Line] {
        var out: [Line] = []
        var runStart: Int?
        for k in 0..<subviews.count {
            if subviews[k][SectionRoleKey.self] != nil {
                if let s = runStart { out.append(.cells(s..<k)); runStart = nil }
                out.append(.spanning(k))
                continue
            }
            let s = runStart ?? k
            runStart = s
            if k - s + 1 == n { out.append(.cells(s..<(k + 1))); runStart = nil }
        }
        if let s = runStart { out.append(.cells(s..<subviews.count)) }
        return out
    }

    func spanningProposal(_ tracks: LazyGridTracks) -> ProposedViewSize {
        ProposedViewSize(axis, major: tracks.length, minor: nil)
    }

    /// Each line's thickness across `axis`, for the cells in `tracks`.
    func lines(_ tracks: LazyGridTracks, _ subviews: LayoutSubviews) -> [(Line, CGFloat)] {
        let n = tracks.tracks.count
        guard n > 0 else { return [] }
        return plan(n, subviews).map { line in
            switch line {
            case .cells(let range):
                return (line, range.map { k in
                    subviews[k].sizeThatFits(cellProposal(tracks.tracks[k - range.lowerBound]))[axis.other]
                }.max() ?? 0)
            case .spanning(let k):
                return (line, subviews[k].sizeThatFits(spanningProposal(tracks))[axis.other])
            }
        }
    }

    func total(_ lines: [(Line, CGFloat)]) -> CGFloat {
        lines.isEmpty ? 0 : lines.reduce(0) { $0 + $1.1 } + lineSpacing * CGFloat(lines.count - 1)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let reported = LazyGridTracks(items, in: proposal[axis]).length
        let placed = LazyGridTracks(items, in: reported)
        return CGSize(axis, major: reported, minor: total(lines(placed, subviews)))
    }

    func place(in bounds: CGRect, _ subviews: LayoutSubviews) {
        // The second pass: the tracks again, for the length the grid reported.
        let tracks = LazyGridTracks(items, in: bounds.size[axis])
        guard !tracks.tracks.isEmpty else { return }
        var lineStart = bounds.origin[axis.other]
        for (line, thickness) in lines(tracks, subviews) {
            switch line {
            case .cells(let range):
                for (t, k) in range.enumerated() {
                    let track = tracks.tracks[t]
                    let cell = CGRect(origin: CGPoint(axis, major: bounds.origin[axis] + track.offset, minor: lineStart),
                                      size: CGSize(axis, major: track.length, minor: thickness))
                    place(subviews[k], in: cell, proposal: cellProposal(track), alignment: track.alignment ?? cellAlignment)
                }
            case .spanning(let k):
                // Across every track, aligned as the grid aligns its cells (centred by default).
                let row = CGRect(origin: CGPoint(axis, major: bounds.origin[axis], minor: lineStart),
                                 size: CGSize(axis, major: tracks.length, minor: thickness))
                place(subviews[k], in: row, proposal: spanningProposal(tracks), alignment: cellAlignment)
            }
            lineStart += thickness + lineSpacing
        }
    }

    private func place(_ subview: LayoutSubview, in cell: CGRect, proposal: ProposedViewSize, alignment a: Alignment) {
        let d = subview.dimensions(in: proposal)
        let frame = ViewDimensions(size: cell.size)
        subview.place(at: CGPoint(x: cell.minX + frame[a.horizontal] - d[a.horizontal],
                                  y: cell.minY + frame[a.vertical] - d[a.vertical]), proposal: proposal)
    }
}

/// `LazyVGrid`'s layout: columns from `GridItem`s, rows grown downwards.
struct LazyVGridLayout: Layout {
    var columns: [GridItem]
    var alignment: HorizontalAlignment
    var spacing: CGFloat?

    var core: LazyGridCore {
        LazyGridCore(axis: .horizontal, items: columns, spacing: spacing,
                     cellAlignment: Alignment(horizontal: alignment, vertical: .center))
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        core.sizeThatFits(proposal, subviews)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        core.place(in: bounds, subviews)
    }
}

/// `LazyHGrid`'s layout: rows from `GridItem`s, columns grown to the trailing side.
struct LazyHGridLayout: Layout {
    var rows: [GridItem]
    var alignment: VerticalAlignment
    var spacing: CGFloat?

    var core: LazyGridCore {
        LazyGridCore(axis: .vertical, items: rows, spacing: spacing,
                     cellAlignment: Alignment(horizontal: .center, vertical: alignment))
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        core.sizeThatFits(proposal, subviews)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        core.place(in: bounds, subviews)
    }
}
