import Foundation

/// The columns of a `LazyVGrid` (the rows of a `LazyHGrid`), worked out from
/// the `GridItem`s and one length alone: a lazy grid sizes its tracks without
/// asking its cells, because it does not create the cells it cannot see.
///
/// Sources: Chris Eidhof & Florian Kugler, "Thinking in SwiftUI" (objc.io), the
/// LazyVGrid chapter, and the same authors' "SwiftUI's Grid Views" (objc.io
/// blog, 2020-11-23) and swiftuifieldguide.com/layout/lazyvgrid; the measured
/// examples come from "预判 LazyVGrid 布局" (juejin.cn, Flexible and Adaptive
/// parts) and lochiwei.gitbook.io's notes on flexible and adaptive columns.
///
/// 1. From the length W take the spacing after every item but the last (an
///    item's spacing is its own, nil meaning 8).
/// 2. Give the items their lengths in order, fixed items first: each is offered
///    what is left divided by the number of items still without a length.
///    Fixed takes its size, adaptive takes the offer, flexible takes the offer
///    clamped to its minimum and maximum; the result comes off what is left,
///    so a flexible item held at its minimum can drive the rest negative. An
///    offer never goes below zero (juejin measured an adaptive column squeezed
///    this way at width 0).
/// 3. Each adaptive item of length w and spacing s becomes
///    n = max(1, ⌊(w + s) / (minimum + s)⌋) tracks of (w − (n − 1)·s) / n,
///    each at most `maximum`: Apple says the tracks "increase to the maximum
///    size", lochiwei that they grow up to it once their number is known. The
///    sources do not say where a capped group's spare length goes; here the
///    tracks stay `s` apart and the spare is simply not used, so the items
///    after it move up and the grid reports the shorter length.
///
/// The grid runs this twice (the quirk the sources measure): its reported
/// length is pass 1's tracks and spacing for the offered length; cells are
/// then placed in pass 2's tracks, worked out again for that reported length.
/// flexible(minimum: 100) + flexible(minimum: 180) offered 300 gives 146 + 180
/// in pass 1, so the grid is 334 long; pass 2 offers 163 to each, so the cells
/// sit in 163 and 180 and run past the grid's far edge.
///
/// Choices where the sources are silent: offered no length (nil), each item
/// takes its ideal: fixed its size, flexible its minimum, adaptive one track
/// of its minimum. Offered an infinite length, an adaptive item stays one
/// track (its maximum, so infinite by default) instead of infinitely many.
struct LazyGridTracks: Equatable {
    struct Track: Equatable {
        /// From the grid's leading (top) edge.
        var offset: CGFloat
        var length: CGFloat
        var alignment: Alignment?
    }

    var tracks: [Track]
    /// From the first track's start to the last one's end.
    var length: CGFloat

    /// Enough for any real grid; stops degenerate items (adaptive with a zero
    /// minimum and zero spacing) from asking for unboundedly many tracks.
    static let maxAdaptiveTracks = 10_000

    init(_ items: [GridItem], in available: CGFloat?) {
        let spacings = items.map { $0.spacing ?? ViewSpacing.defaultSpacing }
        let lengths = available.map { Self.distribute($0, items, spacings) } ?? items.map(\.size.idealLength)
        var tracks: [Track] = []
        var position: CGFloat = 0
        for (i, item) in items.enumerated() {
            for length in Self.split(lengths[i], item.size, spacing: spacings[i]) {
                tracks.append(Track(offset: position, length: length, alignment: item.alignment))
                position += length + spacings[i]
            }
        }
        self.tracks = tracks
        length = tracks.last.map { $0.offset + $0.length } ?? 0
    }

    static func distribute(_ available: CGFloat, _ items: [GridItem], _ spacings: [CGFloat]) -> [CGFloat] {
        var remaining = available - spacings.dropLast().reduce(0, +)
        var unsized = items.count
        var lengths = [CGFloat](repeating: 0, count: items.count)
        let order = items.indices.filter { items[$0].size.isFixed } + items.indices.filter { !items[$0].size.isFixed }
        for i in order {
            let offer = max(0, remaining / CGFloat(unsized))
            switch items[i].size {
            case .fixed(let size): lengths[i] = size
            case .flexible(let minimum, let maximum): lengths[i] = max(minimum, min(offer, maximum))
            case .adaptive: lengths[i] = offer
            }
            remaining -= lengths[i]
            unsized -= 1
        }
        return lengths
    }

    /// An adaptive item's tracks; any other item is one track of its length.
    static func split(_ length: CGFloat, _ size: GridItem.Size, spacing s: CGFloat) -> [CGFloat] {
        guard case .adaptive(let minimum, let maximum) = size else { return [length] }
        var n = 1
        if length.isFinite {
            // The tolerance keeps a length rebuilt from its own tracks (pass 2)
            // from losing a track to rounding.
            let fit = ((length + s) / (minimum + s) + 1e-9).rounded(.down)
            if fit.isNaN { n = 1 } else { n = Int(min(max(fit, 1), CGFloat(maxAdaptiveTracks))) }
        }
        let each = min(maximum, (length - CGFloat(n - 1) * s) / CGFloat(n))
        return Array(repeating: each, count: n)
    }
}

extension GridItem.Size {
    var isFixed: Bool {
        if case .fixed = self { return true }
        return false
    }

    var idealLength: CGFloat {
        switch self {
        case .fixed(let size): return size
        case .flexible(let minimum, _), .adaptive(let minimum, _): return minimum
        }
    }
}
