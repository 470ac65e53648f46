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
///
/// Records are copied (into the model, the resolved marks, the geometry), and a
/// copy retains every reference a record holds. The fields most marks leave at
/// their defaults (the by-fields, annotations, dimensions, an explicit style…)
/// live together in one box, shared by copies and replaced on write, so a
/// copy of a record is its kind, two channels, a few numbers and one reference
/// (it was a dozen retains and an existential copy).
struct MarkRecord {
    var kind: MarkKind
    var x: Channel?
    var y: Channel?
    var symbol: BasicChartSymbolShape?
    var symbolSize: CGFloat?
    var stacking: MarkStackingMethod?
    var interpolation: InterpolationMethod = .linear
    var cornerRadius: CGFloat = 0
    var cornerStyle: RoundedCornerStyle = .continuous
    var opacity: Double = 1
    var zIndex: Double = 0
    var offset: CGSize = .zero
    var accessibilityHidden = false
    private var more = Rare.defaults

    init(kind: MarkKind) { self.kind = kind }

    /// The fields kept in the shared box.
    private struct Fields {
        var series: PlotField?
        var angle: PlotField?
        var width: MarkDimension?
        var height: MarkDimension?
        var innerRadius: MarkDimension?
        var outerRadius: MarkDimension?
        var angularInset: CGFloat?
        var style: AnyShapeStyle?
        var styleBy: PlotField?
        var positionBy: PlotField?
        var positionAxis: Axis?
        var positionSpan: MarkDimension?
        var symbolBy: PlotField?
        var lineStyle: StrokeStyle?
        var lineStyleBy: PlotField?
        var annotations: [MarkAnnotation] = []
        var fixedX: (start: CGFloat?, end: CGFloat?)?
        var fixedY: (start: CGFloat?, end: CGFloat?)?
        var function: PlotFunction?
    }

    /// Never changed: a write makes a new box, so records stay values and reads
    /// need no exclusivity check (the field is a `let`).
    private final class Rare {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
        nonisolated(unsafe) static let defaults = Rare(Fields())
    }

    private mutating func edit(_ change: (inout Fields) -> Void) {
        var fields = more.fields
        change(&fields)
        more = Rare(fields)
    }

    var series: PlotField? { get { more.fields.series } set { edit { $0.series = newValue } } }
    var angle: PlotField? { get { more.fields.angle } set { edit { $0.angle = newValue } } }
    var width: MarkDimension? { get { more.fields.width } set { edit { $0.width = newValue } } }
    var height: MarkDimension? { get { more.fields.height } set { edit { $0.height = newValue } } }
    var innerRadius: MarkDimension? { get { more.fields.innerRadius } set { edit { $0.innerRadius = newValue } } }
    var outerRadius: MarkDimension? { get { more.fields.outerRadius } set { edit { $0.outerRadius = newValue } } }
    var angularInset: CGFloat? { get { more.fields.angularInset } set { edit { $0.angularInset = newValue } } }
    var style: AnyShapeStyle? { get { more.fields.style } set { edit { $0.style = newValue } } }
    var styleBy: PlotField? { get { more.fields.styleBy } set { edit { $0.styleBy = newValue } } }
    var positionBy: PlotField? { get { more.fields.positionBy } set { edit { $0.positionBy = newValue } } }
    var positionAxis: Axis? { get { more.fields.positionAxis } set { edit { $0.positionAxis = newValue } } }
    var positionSpan: MarkDimension? { get { more.fields.positionSpan } set { edit { $0.positionSpan = newValue } } }
    var symbolBy: PlotField? { get { more.fields.symbolBy } set { edit { $0.symbolBy = newValue } } }
    var lineStyle: StrokeStyle? { get { more.fields.lineStyle } set { edit { $0.lineStyle = newValue } } }
    var lineStyleBy: PlotField? { get { more.fields.lineStyleBy } set { edit { $0.lineStyleBy = newValue } } }
    var annotations: [MarkAnnotation] { get { more.fields.annotations } set { edit { $0.annotations = newValue } } }
    /// Positions in plot points where an initialiser takes a `CGFloat` instead of a
    /// value (`RuleMark(x:yStart:yEnd:)`'s `yStart`/`yEnd`, `PointMark(x:y:)`'s `y`):
    /// start and end, or the same point twice; nil ends run to the plot's edges.
    var fixedX: (start: CGFloat?, end: CGFloat?)? { get { more.fields.fixedX } set { edit { $0.fixedX = newValue } } }
    var fixedY: (start: CGFloat?, end: CGFloat?)? { get { more.fields.fixedY } set { edit { $0.fixedY = newValue } } }
    /// A function plot's function, sampled into line or area records by `FunctionSampling`.
    var function: PlotFunction? { get { more.fields.function } set { edit { $0.function = newValue } } }
}
