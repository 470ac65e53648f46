import Foundation
import EaselCore

/// Which axis value labels are drawn when they would overlap: the greedy pass
/// keeps a label only if it clears every label kept before it (higher priority
/// first, then in axis order), so a dense axis shows every other label, or
/// every third; `.truncate` shortens a label to the room between its
/// neighbours; `.disabled` labels are always drawn (and still block others).
enum LabelCollisions {
    /// The least gap between two kept labels when none is given (Apple documents
    /// no default; our choice, so neighbouring labels never touch).
    static let defaultSpacing: CGFloat = 2

    struct Candidate {
        /// Where the label would be drawn, at its ideal size.
        var rect: CGRect
        /// The point the label hangs from along the axis (its tick, or mid-way for centred labels).
        var anchor: CGFloat
        var resolution: AxisValueLabelCollisionResolution
    }

    enum Outcome: Equatable {
        case shown
        case hidden
        /// Drawn in at most this width (along a horizontal axis), truncated.
        case truncated(CGFloat)
    }

    static func resolve(_ labels: [Candidate], axis: Axis) -> [Outcome] {
        var out = [Outcome](repeating: .hidden, count: labels.count)
        var kept: [CGRect] = []
        func spacing(_ c: Candidate) -> CGFloat { c.resolution.minimumSpacing ?? defaultSpacing }
        func clears(_ c: Candidate) -> Bool {
            let gap = spacing(c)
            let r = axis == .horizontal ? c.rect.insetBy(dx: -gap / 2, dy: 0) : c.rect.insetBy(dx: 0, dy: -gap / 2)
            return !kept.contains { k in
                let kk = axis == .horizontal ? k.insetBy(dx: -gap / 2, dy: 0) : k.insetBy(dx: 0, dy: -gap / 2)
                return r.minX < kk.maxX && kk.minX < r.maxX && r.minY < kk.maxY && kk.minY < r.maxY
            }
        }
        // Disabled labels first: they are drawn whatever happens.
        for (i, c) in labels.enumerated() where c.resolution.kind == .disabled { out[i] = .shown; kept.append(c.rect) }
        // Truncated labels get the room between their neighbours' anchors (along x; on
        // a vertical axis a one-line label cannot be shortened, so it is treated as greedy).
        if axis == .horizontal {
            let order = labels.indices.sorted { labels[$0].anchor < labels[$1].anchor }
            for (k, i) in order.enumerated() where labels[i].resolution.kind == .truncate {
                var room = CGFloat.infinity
                if k > 0 { room = min(room, labels[i].anchor - labels[order[k - 1]].anchor) }
                if k + 1 < order.count { room = min(room, labels[order[k + 1]].anchor - labels[i].anchor) }
                room -= spacing(labels[i])
                let c = labels[i]
                if c.rect.width <= room { out[i] = .shown; kept.append(c.rect); continue }
                let w = max(0, room)
                out[i] = .truncated(w)
                let fraction = c.rect.width > 0 ? (c.anchor - c.rect.minX) / c.rect.width : 0.5
                kept.append(CGRect(x: c.anchor - fraction * w, y: c.rect.minY, width: w, height: c.rect.height))
            }
        }
        let greedy = labels.indices.filter {
            labels[$0].resolution.kind == .greedy || labels[$0].resolution.kind == .automatic
                || (axis == .vertical && labels[$0].resolution.kind == .truncate)
        }.sorted { a, b in
            labels[a].resolution.priority != labels[b].resolution.priority
                ? labels[a].resolution.priority > labels[b].resolution.priority : a < b
        }
        for i in greedy where clears(labels[i]) { out[i] = .shown; kept.append(labels[i].rect) }
        return out
    }
}
