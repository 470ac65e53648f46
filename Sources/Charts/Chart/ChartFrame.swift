import Foundation
import EaselCore

/// A chart at a known size: the plot, its axis labels, titles and legend as
/// subviews of one layout, which measures the labels and settles the plot area.
struct ChartFrame: View {
    let model: ChartModel
    let size: CGSize
    let scheme: ColorScheme
    let displayScale: CGFloat
    /// The chart's frame on the canvas: annotations fitted to `.chart` stay inside it.
    var globalFrame: CGRect = .null

    var body: some View {
        let plan = ChartPlan(model: model, size: size)
        let styles = ChartStyles(model: model, scheme: scheme)
        let yItems = plan.yAxis?.items.filter { $0.label != nil } ?? []
        let xItems = plan.xAxis?.items.filter { $0.label != nil } ?? []
        let legend = ChartLegend(model: model, styles: styles)
        let showLegend = model.config.legendVisibility != .hidden && (legend.hasEntries || model.config.legendContent != nil)
        let xTitle = model.config.xAxisLabel, yTitle = model.config.yAxisLabel
        let layout = ChartFrameLayout(plan: plan, yLabelCount: yItems.count, xLabelCount: xItems.count, hasLegend: showLegend,
                                      hasXTitle: xTitle != nil, hasYTitle: yTitle != nil)
        return layout {
            PlotLayer(plan: plan, styles: styles, scheme: scheme, displayScale: displayScale, chartGlobalFrame: globalFrame)
            ForEach(0..<yItems.count, id: \.self) { i in AxisLabelView(item: yItems[i], index: i, count: yItems.count) }
            ForEach(0..<xItems.count, id: \.self) { i in AxisLabelView(item: xItems[i], index: i, count: xItems.count) }
            if showLegend {
                if let custom = model.config.legendContent { custom } else { legend }
            }
            if let xTitle { AxisTitleView(title: xTitle) }
            if let yTitle { AxisTitleView(title: yTitle) }
        }
    }
}

/// An axis value label: Swift Charts draws them in the secondary colour at
/// caption 2 (11 pt) — our reading of Apple's documentation images; Apple
/// documents no size.
struct AxisLabelView: View {
    let item: AxisMarkItem
    let index: Int
    let count: Int
    var body: some View {
        switch item.label?.collision.kind ?? .automatic {
        case .disabled: label.fixedSize()
        // Offered less than its width, the label shortens with an ellipsis.
        case .truncate: label.lineLimit(1).fixedSize(horizontal: false, vertical: true)
        // Offered no room (the layout dropped it), nothing is drawn. The empty frame is
        // the second candidate: an EmptyView makes no node, so it would leave none.
        default: ViewThatFits(in: .horizontal) { label.fixedSize(); Color.clear.frame(width: 0, height: 0) }
        }
    }

    @ViewBuilder var label: some View {
        if let content = item.label?.content {
            content(AxisValue(plot: item.value, index: index, count: count))
        } else {
            Text(verbatim: item.text)
                .font(item.label?.font ?? .caption2)
                .foregroundStyle(item.label?.style ?? AnyShapeStyle(HierarchicalShapeStyle.secondary))
        }
    }
}

struct AxisTitleView: View {
    let title: AxisTitle
    var body: some View {
        if let v = title.view { v } else {
            Text(verbatim: title.text ?? "").font(.caption).foregroundStyle(.secondary).fixedSize()
        }
    }
}
