import Foundation
import EaselCore

/// Swift Charts' modifiers on chart content: each changes every record the
/// content yields, so they apply to one mark, a `ForEach` or a whole builder alike.
extension ChartContent {
    func changing(_ change: @escaping (inout MarkRecord) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, change: change)
    }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let s = AnyShapeStyle(style)
        return changing { $0.style = s }
    }
    /// Colours marks by a value through the chart's foreground style scale (and adds a legend).
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let f = value.field
        return changing { $0.styleBy = f }
    }
    /// Places marks with the same x (or y) side by side within their band: grouped bars.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let f = value.field
        return changing { $0.positionBy = f; $0.positionAxis = axis; $0.positionSpan = span }
    }
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let f = value.field
        return changing { $0.symbolBy = f }
    }
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let shape = (symbol as? BasicChartSymbolShape) ?? .circle
        return changing { $0.symbol = shape }
    }
    /// The symbol's area in square points (Swift Charts measures symbol size as an area).
    public func symbolSize(_ size: CGFloat) -> some ChartContent { changing { $0.symbolSize = size } }
    public func symbolSize(_ size: CGSize) -> some ChartContent { changing { $0.symbolSize = size.width * size.height } }
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent { changing { $0.lineStyle = style } }
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let f = value.field
        return changing { $0.lineStyleBy = f }
    }
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent { changing { $0.interpolation = method } }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        changing { $0.cornerRadius = radius; $0.cornerStyle = style }
    }
    public func opacity(_ opacity: Double) -> some ChartContent { changing { $0.opacity *= opacity } }
    public func zIndex(_ value: Double) -> some ChartContent { changing { $0.zIndex = value } }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { changing { $0.offset = CGSize(width: x, height: y) } }
    public func offset(_ size: CGSize) -> some ChartContent { changing { $0.offset = size } }

    /// Apple's four annotation overloads: with or without iOS 17's `overflowResolution`
    /// (without it the annotation is placed as it falls), content with or without the
    /// `AnnotationContext` of the marks annotated.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> some ChartContent {
        let view = AnyView(content())
        return annotated(MarkAnnotation(position: position, alignment: alignment, spacing: spacing, overflow: nil, content: { _ in view }))
    }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some ChartContent {
        annotated(MarkAnnotation(position: position, alignment: alignment, spacing: spacing, overflow: nil, content: { AnyView(content($0)) }))
    }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C) -> some ChartContent {
        let view = AnyView(content())
        return annotated(MarkAnnotation(position: position, alignment: alignment, spacing: spacing, overflow: overflowResolution,
                                        content: { _ in view }))
    }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some ChartContent {
        annotated(MarkAnnotation(position: position, alignment: alignment, spacing: spacing, overflow: overflowResolution,
                                 content: { AnyView(content($0)) }))
    }
    func annotated(_ a: MarkAnnotation) -> ModifiedChartContent<Self> { changing { $0.annotations.append(a) } }

    // Accessibility has no pixels in a still image: accepted so iOS code compiles unchanged.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self }
    public func accessibilityValue(_ value: Text) -> some ChartContent { self }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { self }
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }
}
