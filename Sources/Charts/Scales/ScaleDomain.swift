import Foundation
import EaselCore

/// What a scale's domain may be given as: a closed range of numbers or dates,
/// an array (categories, or explicit values), or `.automatic(…)`.
public protocol ScaleDomain {
    var _domain: DomainSpec { get }
}

/// A domain as the chart engine keeps it.
public enum DomainSpec {
    case bounds(PlotValue, PlotValue)
    case values([PlotValue])
    case automatic(includesZero: Bool?, reversed: Bool?)
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _domain: DomainSpec { .bounds(plotValue(lowerBound), plotValue(upperBound)) }
}
extension Range: ScaleDomain where Bound: Plottable {
    public var _domain: DomainSpec { .bounds(plotValue(lowerBound), plotValue(upperBound)) }
}
extension Array: ScaleDomain where Element: Plottable {
    public var _domain: DomainSpec { .values(map { plotValue($0) }) }
}

public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?, reversed: Bool?
    public var _domain: DomainSpec { .automatic(includesZero: includesZero, reversed: reversed) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

/// A scale's visual range: for positions, the plot's dimension with padding.
public protocol ScaleRange {
    associatedtype VisualValue
    var _range: RangeSpec { get }
}

public enum RangeSpec {
    case plot(start: CGFloat, end: CGFloat)
    case styles([AnyShapeStyle])
    /// Colours: categorical styles, or the ends and stops of a continuous colour scale.
    case colors([Color])
}

extension Gradient: ScaleRange {
    public typealias VisualValue = Color
    public var _range: RangeSpec { .colors(stops.map(\.color)) }
}

extension Array: ScaleRange where Element: ShapeStyle {
    public typealias VisualValue = Element
    public var _range: RangeSpec {
        if let colors = self as? [Color] { return .colors(colors) }
        return .styles(map { AnyShapeStyle($0) })
    }
}

public struct PositionScaleRange: ScaleRange {
    public typealias VisualValue = CGFloat
    let start: CGFloat, end: CGFloat
    public var _range: RangeSpec { .plot(start: start, end: end) }
    public static func plotDimension(padding: CGFloat = 0) -> PositionScaleRange { PositionScaleRange(start: padding, end: padding) }
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PositionScaleRange {
        PositionScaleRange(start: startPadding, end: endPadding)
    }
}

extension ScaleRange where Self == PositionScaleRange {
    public static func plotDimension(padding: CGFloat = 0) -> PositionScaleRange { PositionScaleRange(start: padding, end: padding) }
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PositionScaleRange {
        PositionScaleRange(start: startPadding, end: endPadding)
    }
}
