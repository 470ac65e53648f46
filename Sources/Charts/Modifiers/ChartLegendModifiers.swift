import Foundation
import EaselCore

/// Legends, plot style, background and overlay.
extension View {
    public func chartLegend(_ visibility: Visibility) -> some View { chartConfigured { $0.legendVisibility = visibility } }
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfigured { $0.legendPosition = position; $0.legendAlignment = alignment; $0.legendSpacing = spacing }
    }
    /// A legend of your own in place of the automatic one.
    public func chartLegend<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> C) -> some View {
        let v = AnyView(content())
        return chartConfigured { $0.legendPosition = position; $0.legendAlignment = alignment; $0.legendSpacing = spacing; $0.legendContent = v }
    }

    /// Styles the plot area: `.chartPlotStyle { $0.background(.gray.opacity(0.1)).frame(height: 200) }`.
    public func chartPlotStyle<C: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> C) -> some View {
        chartConfigured { $0.plotStyle = { AnyView(content($0)) } }
    }
    public func chartBackground<C: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> C) -> some View {
        chartConfigured { $0.background = { AnyView(content($0)) }; $0.backgroundAlignment = alignment }
    }
    public func chartOverlay<C: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> C) -> some View {
        chartConfigured { $0.overlay = { AnyView(content($0)) }; $0.overlayAlignment = alignment }
    }
}

/// iOS 17's selection and scrolling. A still image has no gestures: the
/// selection given is drawn (a rule at the selected value, through `chartOverlay`
/// or your own marks reading the binding), the visible domain given is the domain shown.
extension View {
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        let v = value.wrappedValue.map { plotValue($0) }
        return chartConfigured { $0.xSelection = v }
    }
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        let v = value.wrappedValue.map { plotValue($0) }
        return chartConfigured { $0.ySelection = v }
    }
    public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View {
        let v = value.wrappedValue.map { plotValue($0) }
        return chartConfigured { $0.angleSelection = v }
    }
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    public func chartXVisibleDomain<P: Numeric>(length: P) -> some View {
        let l = Double("\(length)") ?? 0
        return chartConfigured { $0.xVisibleLength = l > 0 ? l : nil }
    }
    public func chartYVisibleDomain<P: Numeric>(length: P) -> some View {
        let l = Double("\(length)") ?? 0
        return chartConfigured { $0.yVisibleLength = l > 0 ? l : nil }
    }
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View {
        let v = plotValue(x.wrappedValue)
        return chartConfigured { $0.xScrollPosition = v }
    }
    public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View {
        let v = plotValue(y.wrappedValue)
        return chartConfigured { $0.yScrollPosition = v }
    }
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
        let v = plotValue(initialX)
        return chartConfigured { $0.xScrollPosition = v }
    }
    public func chartScrollPosition<P: Plottable>(initialY: P) -> some View {
        let v = plotValue(initialY)
        return chartConfigured { $0.yScrollPosition = v }
    }
    public func chartScrollTargetBehavior<B>(_ behavior: B) -> some View { self }
}
