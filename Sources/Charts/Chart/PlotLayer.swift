import Foundation
import EaselCore

/// The plot area: background, grid lines and ticks, marks, annotations and the
/// overlay, in that order, drawn for the size the chart's layout gives it.
struct PlotLayer: View {
    let plan: ChartPlan
    let styles: ChartStyles
    let scheme: ColorScheme
    let displayScale: CGFloat
    var chartGlobalFrame: CGRect = .null

    var body: some View {
        GeometryReader { proxy in
            let global = proxy.frame(in: .global)
            // The whole chart in plot coordinates (the plot alone when the chart's frame is unknown).
            let chart = chartGlobalFrame.isNull ? CGRect(origin: .zero, size: proxy.size)
                : chartGlobalFrame.offsetBy(dx: -global.minX, dy: -global.minY)
            let content = PlotContent(plan: plan, styles: styles, scheme: scheme, displayScale: displayScale, size: proxy.size,
                                      plotGlobalFrame: global, chartBounds: chart)
            if let style = plan.model.config.plotStyle {
                style(ChartPlotContent(content: AnyView(content)))
            } else {
                content
            }
        }
    }
}

/// Grid lines and ticks are 1 pixel wide at 2×, in the separator colour
/// (our choice; Apple documents neither). Ticks are 4 pt long (our choice).
struct PlotContent: View {
    let plan: ChartPlan
    let styles: ChartStyles
    let scheme: ColorScheme
    let displayScale: CGFloat
    let size: CGSize
    var plotGlobalFrame: CGRect? = nil
    /// The chart's bounds in plot coordinates: the `.chart` boundary of annotation overflow.
    var chartBounds: CGRect? = nil

    static let tickLength: CGFloat = 4

    var gridColor: Color {
        scheme == .dark ? Color(.sRGB, red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6)
            : Color(.sRGB, red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    }

    var body: some View {
        let (sx, sy) = plan.scales(plot: size)
        let geometry = PlotGeometry(plan: plan, x: sx, y: sy, size: size, styles: styles, pixelScale: displayScale)
        let proxy = ChartProxy(x: sx, y: sy, plotSize: size, plotGlobalFrame: plotGlobalFrame, angleTotal: plan.model.angleTotal)
        let config = plan.model.config
        let clipsMarks = config.xVisibleLength != nil || config.yVisibleLength != nil
        let prims = geometry.primitives, notes = geometry.annotations
        return ZStack(alignment: .topLeading) {
            if let bg = config.background { bg(proxy).frame(width: size.width, height: size.height, alignment: config.backgroundAlignment) }
            AxisLines(plan: plan, x: sx, y: sy, size: size, displayScale: displayScale, color: gridColor)
            ZStack(alignment: .topLeading) {
                ForEach(0..<prims.count, id: \.self) { i in PrimitiveView(primitive: prims[i]) }
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading)
            .modifier(ClipIf(clips: clipsMarks))
            AnchoredLayout(notes: notes.map { AnchoredLayout.Note(point: $0.point, anchor: $0.anchor, overflow: $0.overflow) },
                           plot: CGRect(origin: .zero, size: size), chart: chartBounds ?? CGRect(origin: .zero, size: size)) {
                ForEach(0..<notes.count, id: \.self) { i in notes[i].view }
            }
            if let ov = config.overlay { ov(proxy).frame(width: size.width, height: size.height, alignment: config.overlayAlignment) }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }
}

struct ClipIf: ViewModifier {
    let clips: Bool
    func body(content: Content) -> some View {
        if clips { content.clipped() } else { content }
    }
}

struct PrimitiveView: View {
    let primitive: PlotPrimitive
    var body: some View {
        if let stroke = primitive.stroke {
            primitive.path.stroke(primitive.style, style: stroke).opacity(primitive.opacity)
        } else {
            primitive.path.fill(primitive.style).opacity(primitive.opacity)
        }
    }
}

/// Grid lines across the plot and ticks outside it, one path per kind and colour.
struct AxisLines: View {
    let plan: ChartPlan
    let x: PositionScale
    let y: PositionScale
    let size: CGSize
    let displayScale: CGFloat
    let color: Color

    /// A 1-pixel line's centre on the pixel grid, so it stays crisp.
    func snap(_ v: CGFloat) -> CGFloat {
        let s = max(displayScale, 1)
        return ((v * s - 0.5).rounded() + 0.5) / s
    }

    var body: some View {
        let w = 1 / max(displayScale, 1)
        var grid = Path(), ticks = Path()
        if let ax = plan.yAxis {
            for item in ax.items {
                guard let p = y.position(item.value) else { continue }
                let yy = snap(min(max(p, 0), size.height))
                if item.grid != nil { grid.move(to: CGPoint(x: 0, y: yy)); grid.addLine(to: CGPoint(x: size.width, y: yy)) }
                if let t = item.tick {
                    let len = t.length ?? PlotContent.tickLength
                    let x0 = ax.trailingOrBottom ? size.width : 0, x1 = ax.trailingOrBottom ? size.width + len : -len
                    ticks.move(to: CGPoint(x: x0, y: yy)); ticks.addLine(to: CGPoint(x: x1, y: yy))
                }
            }
        }
        if let ax = plan.xAxis {
            for item in ax.items {
                guard let p = x.position(item.value) else { continue }
                let xx = snap(min(max(p, 0), size.width))
                if item.grid != nil { grid.move(to: CGPoint(x: xx, y: 0)); grid.addLine(to: CGPoint(x: xx, y: size.height)) }
                if let t = item.tick {
                    let len = t.length ?? PlotContent.tickLength
                    let y0 = ax.trailingOrBottom ? size.height : 0, y1 = ax.trailingOrBottom ? size.height + len : -len
                    ticks.move(to: CGPoint(x: xx, y: y0)); ticks.addLine(to: CGPoint(x: xx, y: y1))
                }
            }
        }
        return ZStack(alignment: .topLeading) {
            grid.stroke(color, lineWidth: w)
            ticks.stroke(color, lineWidth: w)
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }
}
