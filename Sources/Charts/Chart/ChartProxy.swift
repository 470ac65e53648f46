import Foundation
import EaselCore

/// What `chartOverlay` and `chartBackground` closures are given: conversions
/// between data values and points of the plot area (its top-leading corner is 0, 0),
/// and anchors to the plot's frame, as Apple's `ChartProxy` offers them.
public struct ChartProxy {
    let x: PositionScale
    let y: PositionScale
    /// The plot area's size.
    public let plotSize: CGSize
    /// iOS 16's name for `plotSize`.
    public var plotAreaSize: CGSize { plotSize }
    /// The plot area in global coordinates, when the chart has been laid out.
    let plotGlobalFrame: CGRect?
    /// The sum of the sectors' angle values (a pie's total), for `value(atAngle:)`.
    let angleTotal: Double?

    init(x: PositionScale, y: PositionScale, plotSize: CGSize, plotGlobalFrame: CGRect? = nil, angleTotal: Double? = nil) {
        self.x = x; self.y = y; self.plotSize = plotSize; self.plotGlobalFrame = plotGlobalFrame; self.angleTotal = angleTotal
    }

    /// An anchor to the plot's frame (Apple: "the area between the x and y axes"), or nil
    /// outside a laid-out chart. A `GeometryProxy` turns it into its own coordinates.
    public var plotFrame: Anchor<CGRect>? { plotGlobalFrame.map { Anchor(globalRect: $0) } }
    /// The plot's visible frame. A still image shows the whole plot, so it is `plotFrame`
    /// (as Apple documents for a chart that does not scroll).
    public var plotContainerFrame: Anchor<CGRect>? { plotFrame }
    /// iOS 16's anchor to the plot's frame (not optional).
    public var plotAreaFrame: Anchor<CGRect> { Anchor(globalRect: plotGlobalFrame ?? CGRect(origin: .zero, size: plotSize)) }

    public func position<P: Plottable>(forX value: P) -> CGFloat? { x.position(plotValue(value)) }
    public func position<P: Plottable>(forY value: P) -> CGFloat? { y.position(plotValue(value)) }
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let px = position(forX: value.x), let py = position(forY: value.y) else { return nil }
        return CGPoint(x: px, y: py)
    }

    /// Apple: a single point for a continuous value, the category's band for a categorical one.
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? { Self.range(plotValue(value), x) }
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? { Self.range(plotValue(value), y) }
    public func positionRange<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGRect? {
        guard let rx = positionRange(forX: value.x), let ry = positionRange(forY: value.y) else { return nil }
        return CGRect(x: rx.lowerBound, y: ry.lowerBound, width: rx.upperBound - rx.lowerBound, height: ry.upperBound - ry.lowerBound)
    }
    static func range(_ v: PlotValue, _ s: PositionScale) -> ClosedRange<CGFloat>? {
        if let b = s.band(v) { return b.0...b.1 }
        guard let p = s.position(v) else { return nil }
        return p...p
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

    /// Apple: the angle about the plot's centre, zero at 12 o'clock, growing clockwise.
    public func angle(at position: CGPoint) -> Angle {
        let dx = Double(position.x - plotSize.width / 2), dy = Double(position.y - plotSize.height / 2)
        var a = atan2(dx, -dy)
        if a < 0 { a += 2 * .pi }
        return .radians(a)
    }
    /// The angle value at an angle: the running total of the sectors' values that far
    /// round, as an angle selection reports it; nil without sectors.
    public func value<P: Plottable>(atAngle angle: Angle, as type: P.Type = P.self) -> P? {
        guard let total = angleTotal, total > 0 else { return nil }
        var turn = angle.radians.truncatingRemainder(dividingBy: 2 * .pi)
        if turn < 0 { turn += 2 * .pi }
        return convert(.number(total * turn / (2 * .pi)), to: type)
    }

    // iOS 17's selection calls, made by gesture handlers: a still image has no gestures,
    // so there is nothing to select into (the bindings given to chartXSelection are drawn).
    public func selectXValue(at position: CGFloat) {}
    public func selectYValue(at position: CGFloat) {}
    public func selectXRange(from: CGFloat, to: CGFloat) {}
    public func selectYRange(from: CGFloat, to: CGFloat) {}
    public func selectAngleValue(at angle: Angle) {}
}

/// The plot area as `chartPlotStyle` receives it.
public struct ChartPlotContent: View {
    let content: AnyView
    public var body: some View { content }
}
