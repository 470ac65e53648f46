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

    /// Each line's thickness across `axis`, for the cells in `tracks`.
    func lines(_ tracks: LazyGridTracks, _ subviews: LayoutSubviews) -> [CGFloat] {
        let n = tracks.tracks.count
        guard n > 0 else { return [] }
        return stride(from: 0, to: subviews.count, by: n).map { first in
            (first..<min(first + n, subviews.count)).map { k in
                subviews[subviews.startIndex + k].sizeThatFits(cellProposal(tracks.tracks[k - first]))[axis.other]
            }.max() ?? 0
        }
    }

    func total(_ lines: [CGFloat]) -> CGFloat {
        lines.isEmpty ? 0 : lines.reduce(0, +) + lineSpacing * CGFloat(lines.count - 1)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let reported = LazyGridTracks(items, in: proposal[axis]).length
        let placed = LazyGridTracks(items, in: reported)
        return CGSize(axis, major: reported, minor: total(lines(placed, subviews)))
    }

    func place(in bounds: CGRect, _ subviews: LayoutSubviews) {
        // The second pass: the tracks again, for the length the grid reported.
        let tracks = LazyGridTracks(items, in: bounds.size[axis])
        let n = tracks.tracks.count
        guard n > 0 else { return }
        var lineStart = bounds.origin[axis.other]
        for (l, thickness) in lines(tracks, subviews).enumerated() {
            for (t, track) in tracks.tracks.enumerated() {
                let k = l * n + t
                guard k < subviews.count else { break }
                let cell = CGRect(origin: CGPoint(axis, major: bounds.origin[axis] + track.offset, minor: lineStart),
                                  size: CGSize(axis, major: track.length, minor: thickness))
                let proposal = cellProposal(track)
                let subview = subviews[subviews.startIndex + k]
                let d = subview.dimensions(in: proposal)
                let a = track.alignment ?? cellAlignment
                let frame = ViewDimensions(size: cell.size)
                subview.place(at: CGPoint(x: cell.minX + frame[a.horizontal] - d[a.horizontal],
                                          y: cell.minY + frame[a.vertical] - d[a.vertical]), proposal: proposal)
            }
            lineStart += thickness + lineSpacing
        }
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
