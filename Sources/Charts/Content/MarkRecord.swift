import Foundation
import EaselCore

/// What kind of mark a record draws.
enum MarkKind: Hashable, Sendable { case bar, line, point, area, rule, rectangle, sector }

/// One channel (x or y) of a mark: a single value, or a start and end.
/// Indirect, so a record holds a reference to it: copied (as records are, into
/// the model and the geometry) it is one retain, not two fields' labels,
/// values and calendars (with both channels inline, a record was about 1 kB).
indirect enum Channel {
    case value(PlotField)
    case range(PlotField, PlotField)

    var label: String { switch self { case .value(let f), .range(let f, _): return f.label } }
    var fields: [PlotField] { switch self { case .value(let f): return [f]; case let .range(a, b): return [a, b] } }
    var first: PlotField { switch self { case .value(let f), .range(let f, _): return f } }
}

/// One drawn annotation: a view placed beside its mark.
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment?
    var spacing: CGFloat?
    /// nil: placed as it falls (the iOS 16 overloads, which take no resolution).
    var overflow: AnnotationOverflowResolution?
    /// Built once the annotated mark's frame is known (`AnnotationContext.targetSize`).
    var content: (AnnotationContext) -> AnyView
}

/// Everything a mark and its modifiers say, flattened: the chart engine reads
/// only records, so `Chart { … }`, the iOS 18 plots and scene files meet here.
struct MarkRecord {
    var kind: MarkKind
    var x: Channel?
    var y: Channel?
    @Referenced var series: PlotField?
    @Referenced var angle: PlotField?
    var width: MarkDimension?
    var height: MarkDimension?
    var innerRadius: MarkDimension?
    var outerRadius: MarkDimension?
    var angularInset: CGFloat?
    var stacking: MarkStackingMethod?
    var style: AnyShapeStyle?
    @Referenced var styleBy: PlotField?
    @Referenced var positionBy: PlotField?
    var positionAxis: Axis?
    var positionSpan: MarkDimension?
    @Referenced var symbolBy: PlotField?
    var symbol: BasicChartSymbolShape?
    var symbolSize: CGFloat?
    var lineStyle: StrokeStyle?
    @Referenced var lineStyleBy: PlotField?
    var interpolation: InterpolationMethod = .linear
    var cornerRadius: CGFloat = 0
    var cornerStyle: RoundedCornerStyle = .continuous
    var opacity: Double = 1
    var annotations: [MarkAnnotation] = []
    var zIndex: Double = 0
    var offset: CGSize = .zero
    var accessibilityHidden = false
    /// Positions in plot points where an initialiser takes a `CGFloat` instead of a
    /// value (`RuleMark(x:yStart:yEnd:)`'s `yStart`/`yEnd`, `PointMark(x:y:)`'s `y`):
    /// start and end, or the same point twice; nil ends run to the plot's edges.
    var fixedX: (start: CGFloat?, end: CGFloat?)?
    var fixedY: (start: CGFloat?, end: CGFloat?)?
    /// A function plot's function, sampled into line or area records by `FunctionSampling`.
    var function: PlotFunction?

    init(kind: MarkKind) { self.kind = kind }
}

/// An optional field kept behind a reference when present, nothing when absent:
/// a record's by-fields (`foregroundStyle(by:)` and the others) are mostly nil,
/// and held inline each took a field's full size in every record copied.
/// The box is never changed, only replaced, so the record stays a value.
@propertyWrapper
struct Referenced<Value> {
    private final class Box {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
    private var box: Box?

    init(wrappedValue: Value?) { box = wrappedValue.map(Box.init) }

    var wrappedValue: Value? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }
}
