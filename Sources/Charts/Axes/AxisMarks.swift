import Foundation
import EaselCore

/// What an `AxisMarks` declares: which values, where, and what to draw for each.
struct AxisMarksSpec {
    var preset: AxisMarkPreset
    var position: AxisMarkPosition
    var values: AxisMarkValues
    /// nil: the default grid line, tick and label (Swift Charts' `AxisMarks()`).
    var content: ((AxisValue) -> [AxisComponent])?
}

/// A group of axis marks: grid lines, ticks and labels at a set of values.
public struct AxisMarks<Content: AxisContent>: AxisContent, PrimitiveAxisContent {
    let spec: AxisMarksSpec
    public var body: Never { fatalError() }
    func axisItems(into items: inout [AxisItem]) { items.append(.marks(spec)) }

    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisContentBuilder content: @escaping (AxisValue) -> Content) {
        spec = AxisMarksSpec(preset: preset, position: position, values: values, content: { v in
            collectAxisItems(content(v)).compactMap { if case .component(let c) = $0 { return c } else { return nil } }
        })
    }
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
                              @AxisContentBuilder content: @escaping (AxisValue) -> Content) {
        self.init(preset: preset, position: position, values: .explicit(values), content: content)
    }
}

extension AxisMarks where Content == EmptyAxisContent {
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {
        spec = AxisMarksSpec(preset: preset, position: position, values: values, content: nil)
    }
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P]) {
        self.init(preset: preset, position: position, values: .explicit(values))
    }
    /// Default marks whose labels use a format (`AxisMarks(format: .dateTime.weekday())`).
    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: AxisMarkValues = .automatic) where F.FormatOutput == String {
        let label = AxisComponent.label(AxisLabelSpec(format: { formatAxisValue($0, format) }))
        spec = AxisMarksSpec(preset: preset, position: position, values: values, content: { _ in [.grid(AxisLineSpec()), .tick(AxisLineSpec()), label] })
    }
}

/// One part of an axis mark.
enum AxisComponent {
    case grid(AxisLineSpec)
    case tick(AxisLineSpec)
    case label(AxisLabelSpec)
}

struct AxisLineSpec {
    var centered: Bool?
    var length: CGFloat?
    var stroke: StrokeStyle?
    var style: AnyShapeStyle?
}

struct AxisLabelSpec {
    var format: ((PlotValue) -> String?)?
    var content: ((AxisValue) -> AnyView)?
    var centered: Bool?
    var anchor: UnitPoint?
    var font: Font?
    var style: AnyShapeStyle?
    var collision: AxisValueLabelCollisionResolution = .automatic
}

/// Formats a value with a caller's `FormatStyle` when its input type matches.
func formatAxisValue<F: FormatStyle>(_ v: PlotValue, _ format: F) -> String? where F.FormatOutput == String {
    let input: Any?
    switch v {
    case .date(let d): input = d
    case .number(let n):
        if F.FormatInput.self == Int.self { input = Int(n.rounded()) } else if F.FormatInput.self == Float.self { input = Float(n) } else { input = n }
    case .category(let s): input = s
    }
    guard let typed = input as? F.FormatInput else { return nil }
    return format.locale(Text.formattingLocale).format(typed)
}

public struct AxisGridLine: AxisContent, PrimitiveAxisContent {
    var spec: AxisLineSpec
    public var body: Never { fatalError() }
    func axisItems(into items: inout [AxisItem]) { items.append(.component(.grid(spec))) }
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { spec = AxisLineSpec(centered: centered, stroke: stroke) }
    public func foregroundStyle<S: ShapeStyle>(_ s: S) -> AxisGridLine { var c = self; c.spec.style = AnyShapeStyle(s); return c }
}

public struct AxisTick: AxisContent, PrimitiveAxisContent {
    public struct Length: Sendable {
        let value: CGFloat?
        public static let automatic = Length(value: nil)
        public static func longestLabel() -> Length { Length(value: nil) }
        public static func label(extendPastBy: CGFloat = 0) -> Length { Length(value: nil) }
    }
    var spec: AxisLineSpec
    public var body: Never { fatalError() }
    func axisItems(into items: inout [AxisItem]) { items.append(.component(.tick(spec))) }
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        spec = AxisLineSpec(centered: centered, length: length, stroke: stroke)
    }
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        spec = AxisLineSpec(centered: centered, length: length.value, stroke: stroke)
    }
    public func foregroundStyle<S: ShapeStyle>(_ s: S) -> AxisTick { var c = self; c.spec.style = AnyShapeStyle(s); return c }
}

public struct AxisValueLabel: AxisContent, PrimitiveAxisContent {
    var spec = AxisLabelSpec()
    public var body: Never { fatalError() }
    func axisItems(into items: inout [AxisItem]) { items.append(.component(.label(spec))) }

    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        spec.centered = centered; spec.anchor = anchor; spec.collision = collisionResolution
    }
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                verticalSpacing: CGFloat? = nil) where F.FormatOutput == String {
        spec.format = { formatAxisValue($0, format) }; spec.centered = centered; spec.anchor = anchor
        spec.collision = collisionResolution
    }
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        let s = String(label)
        spec.format = { _ in s }; spec.centered = centered; spec.anchor = anchor
    }
    public init<C: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, @ViewBuilder content: @escaping () -> C) {
        let view = AnyView(content())
        spec.content = { _ in view }; spec.centered = centered; spec.anchor = anchor
    }
    public func font(_ font: Font?) -> AxisValueLabel { var c = self; c.spec.font = font; return c }
    public func foregroundStyle<S: ShapeStyle>(_ s: S) -> AxisValueLabel { var c = self; c.spec.style = AnyShapeStyle(s); return c }
}

/// How a label that would overlap its neighbours is resolved (Apple: greedy
/// "Display a label if it's not overlapping with other labels"; truncate
/// "Truncate a label to the space available to it"; disabled "The label will
/// always be displayed"). `LabelCollisions` applies them.
public struct AxisValueLabelCollisionResolution: Sendable {
    enum Kind: Sendable, Equatable { case automatic, disabled, greedy, truncate }
    let kind: Kind
    /// Higher priorities are placed first by the greedy pass.
    let priority: Double
    let minimumSpacing: CGFloat?

    /// Apple: "Automatically determine the prevention method based on axis type and data";
    /// here the greedy pass for every axis (our choice: Apple names no rule).
    public static let automatic = AxisValueLabelCollisionResolution(kind: .automatic, priority: 0, minimumSpacing: nil)
    public static let disabled = AxisValueLabelCollisionResolution(kind: .disabled, priority: 0, minimumSpacing: nil)
    public static let greedy = AxisValueLabelCollisionResolution(kind: .greedy, priority: 0, minimumSpacing: nil)
    public static let truncate = AxisValueLabelCollisionResolution(kind: .truncate, priority: 0, minimumSpacing: nil)
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> AxisValueLabelCollisionResolution {
        AxisValueLabelCollisionResolution(kind: .greedy, priority: priority, minimumSpacing: minimumSpacing)
    }
    public static func truncate(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> AxisValueLabelCollisionResolution {
        AxisValueLabelCollisionResolution(kind: .truncate, priority: priority, minimumSpacing: minimumSpacing)
    }
}

public struct AxisValueLabelOrientation: Sendable {
    public static let automatic = AxisValueLabelOrientation()
    public static let horizontal = AxisValueLabelOrientation()
    public static let vertical = AxisValueLabelOrientation()
    public static let verticalReversed = AxisValueLabelOrientation()
}
