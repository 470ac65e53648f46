import Foundation
import EaselCore

/// Axes and axis titles.
extension View {
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartConfigured { $0.xAxis = visibility == .hidden ? .hidden : .automatic }
    }
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartConfigured { $0.yAxis = visibility == .hidden ? .hidden : .automatic }
    }
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let marks = Self.axisMarks(content())
        return chartConfigured { $0.xAxis = .custom(marks) }
    }
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let marks = Self.axisMarks(content())
        return chartConfigured { $0.yAxis = .custom(marks) }
    }
    static func axisMarks<C: AxisContent>(_ c: C) -> [AxisMarksSpec] {
        collectAxisItems(c).compactMap { if case .marks(let m) = $0 { return m } else { return nil } }
    }

    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AxisTitlePosition = .automatic,
                                                   alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) -> some View {
        let t = AxisTitle(text: String(label), view: nil, position: position, alignment: alignment, spacing: spacing)
        return chartConfigured { $0.xAxisLabel = t }
    }
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AxisTitlePosition = .automatic,
                                                   alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) -> some View {
        let t = AxisTitle(text: String(label), view: nil, position: position, alignment: alignment, spacing: spacing)
        return chartConfigured { $0.yAxisLabel = t }
    }
    public func chartXAxisLabel<C: View>(position: AxisTitlePosition = .automatic, alignment: HorizontalAlignment = .center,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let t = AxisTitle(text: nil, view: AnyView(content()), position: position, alignment: alignment, spacing: spacing)
        return chartConfigured { $0.xAxisLabel = t }
    }
    public func chartYAxisLabel<C: View>(position: AxisTitlePosition = .automatic, alignment: HorizontalAlignment = .center,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let t = AxisTitle(text: nil, view: AnyView(content()), position: position, alignment: alignment, spacing: spacing)
        return chartConfigured { $0.yAxisLabel = t }
    }
}
