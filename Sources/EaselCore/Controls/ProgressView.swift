import Foundation

/// A linear progress bar: as wide as it is offered, a fixed 4 pt tall, the
/// tint-coloured fraction over a grey track, capsule ends; an optional label above.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    var isSpinner = false  // ProgressView(): Controls/Spinner.swift
    @Environment(\.progressViewIsCircular) private var isCircular

    public var body: some View {
        Group { drawn }.accessibilityDefaults(ControlAccessibility.progress(.progressView, fraction: fraction))
    }

    @ViewBuilder private var drawn: some View {
        if isCircular ?? isSpinner {
            SpinnerWithLabel(label: label)
        } else if let label {
            VStack(alignment: .leading) {
                label
                ProgressBar(fraction: fraction)
            }
        } else {
            ProgressBar(fraction: fraction)
        }
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        let v = Double(value), t = Double(total)
        guard t > 0, v.isFinite, t.isFinite else { return 0 }
        return min(max(v / t, 0), 1)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total); label = nil
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, total); self.label = label()
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total); label = Text(titleKey)
    }
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total); label = Text(title)
    }
}

/// The bar itself. A nil fraction (unknown progress) draws the track only.
struct ProgressBar: View, PrimitiveView {
    let fraction: Double?
    var body: Never { primitiveBody() }
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] { [ProgressBarNode(env: ctx.env, fraction: fraction)] }
}

final class ProgressBarNode: ViewNode {
    let fraction: Double?
    init(env: EnvironmentValues, fraction: Double?) { self.fraction = fraction; super.init(env: env) }
    override var kindName: String { "ProgressView" }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        CGSize(width: p.replacingUnspecifiedDimensions().width, height: ControlMetrics.progressBarHeight)
    }

    override var drawing: NodeDrawing { .content }
    override func content(in r: CGRect, proposal: ProposedViewSize) -> [DisplayItem] {
        guard r.width > 0, r.height > 0 else { return [] }
        func capsule(_ rect: CGRect) -> Path {
            let radius = min(rect.width, rect.height) / 2
            return Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius), style: .circular)
        }
        let track = DisplayItem.shape(ShapeItem(path: capsule(r), paint: .color(ControlMetrics.progressTrack.resolve(in: env))))
        guard let fraction, fraction > 0 else { return [track] }
        // The fill grows from the leading edge, which is the right one in right-to-left layouts.
        let w = r.width * CGFloat(fraction)
        let x = env.layoutDirection == .rightToLeft ? r.maxX - w : r.minX
        let fill = CGRect(x: x, y: r.minY, width: w, height: r.height)
        return [track, .shape(ShapeItem(path: capsule(fill), paint: .color(Color.accentColor.resolve(in: env))))]
    }
}
