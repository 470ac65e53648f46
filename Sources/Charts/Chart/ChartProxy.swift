import Foundation
import EaselCore

/// What `chartOverlay` and `chartBackground` closures are given: conversions
/// between data values and points of the plot area (its top-leading corner is 0, 0).
public struct ChartProxy {
    let x: PositionScale
    let y: PositionScale
    /// The plot area's size.
    public let plotSize: CGSize
    public var plotAreaSize: CGSize { plotSize }

    public func position<P: Plottable>(forX value: P) -> CGFloat? { x.position(plotValue(value)) }
    public func position<P: Plottable>(forY value: P) -> CGFloat? { y.position(plotValue(value)) }
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let px = position(forX: value.x), let py = position(forY: value.y) else { return nil }
        return CGPoint(x: px, y: py)
    }
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        x.value(at: position).flatMap { convert($0, to: type) }
    }
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        y.value(at: position).flatMap { convert($0, to: type) }
    }
    public func value<X: Plottable, Y: Plottable>(at point: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let vx = value(atX: point.x, as: X.self), let vy = value(atY: point.y, as: Y.self) else { return nil }
        return (vx, vy)
    }
}

/// The plot area as `chartPlotStyle` receives it.
public struct ChartPlotContent: View {
    let content: AnyView
    public var body: some View { content }
}
