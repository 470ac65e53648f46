import Foundation
import EaselCore

/// Everything the chart view modifiers (`chartXScale`, `chartLegend`…) set,
/// carried to the `Chart` through the environment, as SwiftUI's do.
struct ChartConfiguration {
    struct PositionScale {
        var domain: DomainSpec?
        var range: RangeSpec?
        var type: ScaleType?
    }
    var x = PositionScale()
    var y = PositionScale()
    var styleDomain: [PlotValue]?
    var styleRange: [AnyShapeStyle]?
    var styleColors: [Color]?
    var styleMapping: ((PlotValue) -> AnyShapeStyle?)?
    var symbolDomain: [PlotValue]?
    var symbolRange: [BasicChartSymbolShape]?
    var xAxis: AxisConfiguration = .automatic
    var yAxis: AxisConfiguration = .automatic
    var xAxisLabel: AxisTitle?
    var yAxisLabel: AxisTitle?
    var legendVisibility: Visibility = .automatic
    var legendPosition: AnnotationPosition = .automatic
    var legendAlignment: Alignment?
    var legendSpacing: CGFloat?
    var legendContent: AnyView?
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    var background: ((ChartProxy) -> AnyView)?
    var backgroundAlignment: Alignment = .center
    var overlay: ((ChartProxy) -> AnyView)?
    var overlayAlignment: Alignment = .center
    var xSelection: PlotValue?
    var ySelection: PlotValue?
    var angleSelection: PlotValue?
    var xVisibleLength: Double?
    var yVisibleLength: Double?
    var xScrollPosition: PlotValue?
    var yScrollPosition: PlotValue?
}

enum AxisConfiguration {
    case automatic
    case hidden
    case custom([AxisMarksSpec])
}

struct AxisTitle {
    var text: String?
    var view: AnyView?
    var position: AxisTitlePosition
    var alignment: HorizontalAlignment
    var spacing: CGFloat?
}

struct ChartConfigurationKey: EnvironmentKey {
    static let defaultValue = ChartConfiguration()
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

extension View {
    /// Applies a change to the chart configuration the enclosed `Chart`s read.
    func chartConfigured(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }
}

/// Where an axis title sits.
public struct AxisTitlePosition: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, top, bottom, leading, trailing, overlay }
    let kind: Kind
    public static let automatic = AxisTitlePosition(kind: .automatic)
    public static let top = AxisTitlePosition(kind: .top)
    public static let bottom = AxisTitlePosition(kind: .bottom)
    public static let leading = AxisTitlePosition(kind: .leading)
    public static let trailing = AxisTitlePosition(kind: .trailing)
    public static let overlay = AxisTitlePosition(kind: .overlay)
}
