import Foundation
import EaselCore

/// Lays a chart out: y labels on the trailing edge (Swift Charts' default),
/// x labels under the plot, the legend below them at the leading edge, and the
/// plot area taking what is left. Subviews, in order: the plot, the y labels,
/// the x labels, the legend, the x title, the y title.
struct ChartFrameLayout: Layout {
    let plan: ChartPlan
    let yLabelCount: Int
    let xLabelCount: Int
    let hasLegend: Bool
    let hasXTitle: Bool
    let hasYTitle: Bool

    /// Between a label and the plot's edge (our choice; Apple documents none).
    static let labelGap: CGFloat = 4
    /// Between the x labels and the legend, when no spacing is given (our choice).
    static let legendSpacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The plot area inside `bounds`, from the measured labels, legend and titles.
    func plotRect(in bounds: CGRect, subviews: Subviews) -> CGRect {
        let parts = Parts(self, subviews)
        var r = bounds
        let ySizes = parts.y.map { $0.sizeThatFits(.unspecified) }, xSizes = parts.x.map { $0.sizeThatFits(.unspecified) }
        let yWidth = ySizes.map(\.width).max() ?? 0, yHalf = (ySizes.map(\.height).max() ?? 0) / 2
        let xHeight = xSizes.map(\.height).max() ?? 0
        let yTrailing = plan.yAxis?.trailingOrBottom ?? true, xBottom = plan.xAxis?.trailingOrBottom ?? true
        if yLabelCount > 0 {
            if yTrailing { r.size.width -= yWidth + Self.labelGap } else { r.origin.x += yWidth + Self.labelGap; r.size.width -= yWidth + Self.labelGap }
            if !plan.y.isBand { r.origin.y += yHalf; r.size.height -= yHalf }
        }
        if xLabelCount > 0 {
            if xBottom { r.size.height -= xHeight + Self.labelGap } else { r.origin.y += xHeight + Self.labelGap; r.size.height -= xHeight + Self.labelGap }
        }
        if let legend = parts.legend {
            let s = legend.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            let gap = plan.model.config.legendSpacing ?? Self.legendSpacing
            switch Self.legendSide(plan.model.config.legendPosition) {
            case .top: r.origin.y += s.height + gap; r.size.height -= s.height + gap
            case .leading: r.origin.x += s.width + gap; r.size.width -= s.width + gap
            case .trailing: r.size.width -= s.width + gap
            case .bottom: r.size.height -= s.height + gap
            case .overlay: break
            }
        }
        if let t = parts.xTitle { r.size.height -= t.sizeThatFits(.unspecified).height + Self.labelGap }
        if let t = parts.yTitle {
            let h = t.sizeThatFits(.unspecified).height + Self.labelGap
            r.origin.y += h; r.size.height -= h
        }
        r.size.width = max(0, r.size.width); r.size.height = max(0, r.size.height)
        return r
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let parts = Parts(self, subviews)
        let plot = plotRect(in: bounds, subviews: subviews)
        let (sx, sy) = plan.scales(plot: plot.size)
        parts.plot.place(at: plot.origin, proposal: ProposedViewSize(plot.size))

        let yTrailing = plan.yAxis?.trailingOrBottom ?? true, xBottom = plan.xAxis?.trailingOrBottom ?? true
        let yItems = plan.yAxis?.items.filter { $0.label != nil } ?? []
        var yPlaced: [Placement] = []
        for (i, sv) in parts.y.enumerated() where i < yItems.count {
            guard let p = sy.position(yItems[i].value) else { sv.place(at: .zero, proposal: .unspecified); continue }
            let at = CGPoint(x: yTrailing ? plot.maxX + Self.labelGap : plot.minX - Self.labelGap, y: plot.minY + p)
            yPlaced.append(Placement(view: sv, at: at, anchor: yItems[i].label?.anchor ?? (yTrailing ? .leading : .trailing),
                                     along: at.y, resolution: yItems[i].label?.collision ?? .automatic))
        }
        Self.place(yPlaced, axis: .vertical)
        let xItems = plan.xAxis?.items.filter { $0.label != nil } ?? []
        var xBottomEdge = xBottom ? plot.maxY : plot.minY
        var xPlaced: [Placement] = []
        for (i, sv) in parts.x.enumerated() where i < xItems.count {
            guard let p = sx.position(xItems[i].value) else { sv.place(at: .zero, proposal: .unspecified); continue }
            // Dates are labelled from their tick onwards, as Swift Charts does; numbers and categories centred.
            var anchor: UnitPoint = xBottom ? .top : .bottom
            if case .date = xItems[i].value, xItems[i].label?.centered != true { anchor = xBottom ? .topLeading : .bottomLeading }
            var x = plot.minX + p
            // Centred date labels sit mid-way to the next value (the last one, to the domain's end).
            if case .date = xItems[i].value, xItems[i].label?.centered == true {
                let q = i + 1 < xItems.count ? sx.position(xItems[i + 1].value) ?? sx.end : sx.end
                x = plot.minX + (p + q) / 2; anchor = xBottom ? .top : .bottom
            }
            if case .date = xItems[i].value, anchor == .topLeading { x += 2 }
            let y = xBottom ? plot.maxY + Self.labelGap : plot.minY - Self.labelGap
            let h = sv.sizeThatFits(.unspecified).height
            xBottomEdge = max(xBottomEdge, y + h)
            xPlaced.append(Placement(view: sv, at: CGPoint(x: x, y: y), anchor: xItems[i].label?.anchor ?? anchor, along: x,
                                     resolution: xItems[i].label?.collision ?? .automatic))
        }
        Self.place(xPlaced, axis: .horizontal)
        var below = xLabelCount > 0 ? xBottomEdge : plot.maxY
        if let t = parts.xTitle {
            let s = t.sizeThatFits(.unspecified)
            t.place(at: CGPoint(x: plot.midX, y: below + Self.labelGap), anchor: .top, proposal: .unspecified)
            below += Self.labelGap + s.height
        }
        if let t = parts.yTitle {
            t.place(at: CGPoint(x: yTrailing ? bounds.maxX : bounds.minX, y: bounds.minY), anchor: yTrailing ? .topTrailing : .topLeading,
                    proposal: .unspecified)
        }
        if let legend = parts.legend {
            let offer = ProposedViewSize(width: bounds.width, height: nil)
            let s = legend.sizeThatFits(offer)
            let config = plan.model.config
            let gap = config.legendSpacing ?? Self.legendSpacing
            let (h, v) = Self.legendAlignment(config.legendPosition, config.legendAlignment)
            // Along the plot's edge: the alignment's leading, centre or trailing (top, centre or bottom).
            let x = h == .center ? plot.midX - s.width / 2 : h == .trailing ? plot.maxX - s.width : plot.minX
            let y = v == .center ? plot.midY - s.height / 2 : v == .bottom ? plot.maxY - s.height : plot.minY
            switch Self.legendSide(config.legendPosition) {
            case .top: legend.place(at: CGPoint(x: x, y: bounds.minY), proposal: offer)
            case .leading: legend.place(at: CGPoint(x: bounds.minX, y: y), proposal: offer)
            case .trailing: legend.place(at: CGPoint(x: bounds.maxX - s.width, y: y), proposal: offer)
            case .bottom: legend.place(at: CGPoint(x: x, y: below + gap), proposal: offer)
            case .overlay:
                // Inside the plot, `spacing` in from the edges it is aligned to.
                let ox = h == .center ? x : h == .trailing ? x - gap : x + gap
                let oy = v == .center ? y : v == .bottom ? y - gap : y + gap
                legend.place(at: CGPoint(x: ox, y: oy), proposal: offer)
            }
        }
    }

    enum LegendSide { case top, bottom, leading, trailing, overlay }

    /// The side of the plot a legend position takes: the corners take their row (top or
    /// bottom), `.automatic` the bottom (Swift Charts' default).
    static func legendSide(_ p: AnnotationPosition) -> LegendSide {
        switch p.kind {
        case .top, .topLeading, .topTrailing: return .top
        case .leading: return .leading
        case .trailing: return .trailing
        case .overlay: return .overlay
        default: return .bottom
        }
    }

    /// The legend's alignment along its side: the one given, else a corner's own side,
    /// else leading and top (our choice where Apple documents no default).
    static func legendAlignment(_ p: AnnotationPosition, _ a: Alignment?) -> (HorizontalAlignment, VerticalAlignment) {
        var h: HorizontalAlignment = .leading, v: VerticalAlignment = .top
        switch p.kind {
        case .topTrailing, .bottomTrailing: h = .trailing
        default: break
        }
        if let a {
            h = a.horizontal
            v = a.vertical
        }
        return (h, v)
    }

    /// One axis label where it would go, before collisions are resolved.
    struct Placement {
        var view: LayoutSubview
        var at: CGPoint
        var anchor: UnitPoint
        var along: CGFloat
        var resolution: AxisValueLabelCollisionResolution
        var rect: CGRect {
            let s = view.sizeThatFits(.unspecified)
            return CGRect(x: at.x - anchor.x * s.width, y: at.y - anchor.y * s.height, width: s.width, height: s.height)
        }
    }

    /// Places one axis's labels after `LabelCollisions` has chosen: a dropped label
    /// is offered no room, which its `AxisLabelView` answers by drawing nothing;
    /// a truncated one is offered the width it may use.
    static func place(_ labels: [Placement], axis: Axis) {
        let outcomes = LabelCollisions.resolve(labels.map { .init(rect: $0.rect, anchor: $0.along, resolution: $0.resolution) }, axis: axis)
        for (l, o) in zip(labels, outcomes) {
            switch o {
            case .shown: l.view.place(at: l.at, anchor: l.anchor, proposal: .unspecified)
            case .hidden: l.view.place(at: l.at, anchor: l.anchor, proposal: .zero)
            case .truncated(let w): l.view.place(at: l.at, anchor: l.anchor, proposal: ProposedViewSize(width: w, height: nil))
            }
        }
    }

    /// The subviews by role.
    struct Parts {
        var plot: LayoutSubview
        var y: [LayoutSubview]
        var x: [LayoutSubview]
        var legend: LayoutSubview?
        var xTitle: LayoutSubview?
        var yTitle: LayoutSubview?
        init(_ l: ChartFrameLayout, _ s: LayoutSubviews) {
            var i = s.startIndex
            plot = s[i]; i += 1
            y = (0..<l.yLabelCount).compactMap { k in s.indices.contains(i + k) ? s[i + k] : nil }; i += l.yLabelCount
            x = (0..<l.xLabelCount).compactMap { k in s.indices.contains(i + k) ? s[i + k] : nil }; i += l.xLabelCount
            if l.hasLegend, s.indices.contains(i) { legend = s[i]; i += 1 }
            if l.hasXTitle, s.indices.contains(i) { xTitle = s[i]; i += 1 }
            if l.hasYTitle, s.indices.contains(i) { yTitle = s[i]; i += 1 }
        }
    }
}
