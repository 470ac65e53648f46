import Foundation
import EaselCore

/// iOS 17's `AnnotationOverflowResolution`: what becomes of an annotation that
/// would reach past the plot or the chart, one strategy per dimension.
public struct AnnotationOverflowResolution: Sendable, Equatable {
    /// A boundary an annotation is kept inside.
    public struct Boundary: Sendable, Equatable {
        enum Kind: Sendable, Equatable { case automatic, chart, plot }
        let kind: Kind
        /// Apple: "Automatically determines the boundary to use." Here the whole chart (our
        /// choice: the widest boundary moves an annotation least while keeping it in the image).
        public static let automatic = Boundary(kind: .automatic)
        /// The entire chart: the plot, its axis labels, titles and legend.
        public static let chart = Boundary(kind: .chart)
        /// The plot area.
        public static let plot = Boundary(kind: .plot)
    }

    /// How one dimension is resolved.
    public struct Strategy: Sendable, Equatable {
        enum Kind: Sendable, Equatable { case automatic, disabled, fit(Boundary), padScale }
        let kind: Kind
        /// Apple: "Automatically chooses a overflow resolution." Here `.fit` (our choice).
        public static let automatic = Strategy(kind: .automatic)
        /// Apple: "Places the annotation “as-is”."
        public static let disabled = Strategy(kind: .disabled)
        /// Apple: "Fits the annotation automatically, adjusting its position to ensure it doesn't overflow."
        public static let fit = Strategy(kind: .fit(.automatic))
        /// Apple: "Fits the annotation to the given boundary, adjusting its position to ensure it doesn't overflow."
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(kind: .fit(boundary)) }
        /// Apple: "Pads the scale of the chart to make space for the annotation." Easel
        /// fixes its scales before annotations are measured, so this fits the annotation
        /// to the plot instead (listed under Differs from iOS).
        public static let padScale = Strategy(kind: .padScale)

        /// The boundary this strategy keeps the annotation inside, nil for as-is.
        var boundary: Boundary.Kind? {
            switch kind {
            case .disabled: return nil
            case .automatic: return .chart
            case .fit(let b): return b.kind == .automatic ? .chart : b.kind
            case .padScale: return .plot
            }
        }
    }

    let x: Strategy
    let y: Strategy
    public init(x: Strategy = .automatic, y: Strategy = .automatic) { self.x = x; self.y = y }
    /// Apple: "Automatically resolves overflow in each dimension."
    public static let automatic = AnnotationOverflowResolution()

    /// Where an annotation whose frame would be `rect` goes: moved along each dimension
    /// whose strategy fits it, just far enough to lie inside that boundary (against the
    /// boundary's leading or top edge when it is wider or taller than the boundary).
    func resolve(_ rect: CGRect, plot: CGRect, chart: CGRect) -> CGRect {
        func bounds(_ k: Boundary.Kind) -> CGRect { k == .plot ? plot : chart }
        func fit(_ lo: CGFloat, _ len: CGFloat, _ min: CGFloat, _ max: CGFloat) -> CGFloat {
            var v = lo
            if v + len > max { v = max - len }
            if v < min { v = min }
            return v
        }
        var r = rect
        if let b = x.boundary.map(bounds) { r.origin.x = fit(r.minX, r.width, b.minX, b.maxX) }
        if let b = y.boundary.map(bounds) { r.origin.y = fit(r.minY, r.height, b.minY, b.maxY) }
        return r
    }
}

/// Apple's `AnnotationContext`: what an annotation's content may read of the marks it annotates.
public struct AnnotationContext {
    /// Apple: "the bounding box of the items being annotated" (its size, in points).
    public let targetSize: CGSize
}
