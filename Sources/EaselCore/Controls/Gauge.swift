import Foundation

/// SwiftUI's `Gauge`, drawn in the style `gaugeStyle(_:)` chose (iOS 17's looks;
/// metrics in `GaugeMetrics`). Without a style it is iOS's default, the linear
/// capacity bar.
public struct Gauge<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    @Environment(\.gaugeStyleKind) private var kind

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        fraction = Slider<EmptyView, EmptyView>.fraction(value, bounds); self.label = label(); currentValueLabel = nil
    }
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Slider<EmptyView, EmptyView>.fraction(value, bounds); self.label = label(); self.currentValueLabel = currentValueLabel()
    }

    public var body: some View {
        Group { drawn }.accessibilityDefaults(ControlAccessibility.progress(.gauge, fraction: fraction))
    }

    @ViewBuilder private var drawn: some View {
        switch kind {
        case .linearCapacity:
            VStack(alignment: .leading, spacing: 4) {
                label
                ProgressBar(fraction: fraction).frame(height: 6)
                if let currentValueLabel { currentValueLabel.font(.caption).foregroundStyle(.secondary) }
            }
        case .accessoryLinearCapacity:
            VStack(alignment: .leading, spacing: 2) {
                label.font(.caption)
                GaugeLinearTrack(fraction: fraction, capacity: true)
                if let currentValueLabel { currentValueLabel.font(.caption2).foregroundStyle(.secondary) }
            }
        case .accessoryLinear:
            VStack(alignment: .leading, spacing: 2) {
                label.font(.caption)
                GaugeLinearTrack(fraction: fraction, capacity: false)
            }
        case .accessoryCircular, .accessoryCircularCapacity:
            ZStack {
                GaugeRing(fraction: fraction, capacity: kind == .accessoryCircularCapacity)
                centre.font(.system(size: GaugeMetrics.circularValueFontSize, weight: .medium)).lineLimit(1)
                    .padding(GaugeMetrics.circularLineWidth)
            }
            .frame(width: GaugeMetrics.circularDiameter, height: GaugeMetrics.circularDiameter)
        }
    }

    /// A circular gauge shows its current value in the middle, or its label when it has none.
    @ViewBuilder private var centre: some View {
        if let currentValueLabel { currentValueLabel } else { label }
    }
}

/// Apple publishes none of these; all are Easel's, measured by eye from iOS 17
/// screenshots of gauges in an app (not on the Lock Screen).
enum GaugeMetrics {
    /// accessoryCircular / accessoryCircularCapacity: the ring's outer diameter.
    static let circularDiameter: CGFloat = 58
    static let circularLineWidth: CGFloat = 6
    /// accessoryCircular leaves a gap at the bottom; the ring covers this much of the turn.
    static let circularArcSpan: Double = 0.75
    static let circularValueFontSize: CGFloat = 17
    /// The accessory bars are thinner than the default capacity bar's 4 pt.
    static let accessoryBarHeight: CGFloat = 3
    /// The value marker of accessoryLinear and accessoryCircular: a background-coloured dot with a tint rim.
    static let markerDiameter: CGFloat = 8
    static let markerRim: CGFloat = 2
}

/// The ring of the circular styles. Capacity: a closed grey track, filled clockwise
/// from 12 o'clock to the fraction. Otherwise: an open tint arc, its gap centred at
/// 6 o'clock, with a marker at the value.
struct GaugeRing: View {
    let fraction: Double
    let capacity: Bool
    var body: some View {
        let w = GaugeMetrics.circularLineWidth
        let round = StrokeStyle(lineWidth: w, lineCap: .round)
        if capacity {
            ZStack {
                GaugeArc(from: 0, to: 1, inset: w / 2).stroke(ControlMetrics.progressTrack, style: StrokeStyle(lineWidth: w))
                if fraction > 0 { GaugeArc(from: 0, to: fraction, inset: w / 2).stroke(Color.accentColor, style: round) }
            }
        } else {
            let span = GaugeMetrics.circularArcSpan, start = (1 - span) / 2 + 0.5
            ZStack {
                GaugeArc(from: start, to: start + span, inset: w / 2).stroke(Color.accentColor, style: round)
                GaugeMarker(turn: start + span * fraction, inset: w / 2)
            }
        }
    }
}

/// An arc of the circle inscribed in the rect, less `inset`, from `from` to `to`
/// in turns clockwise from 12 o'clock.
struct GaugeArc: Shape {
    let from: Double, to: Double, inset: CGFloat
    func path(in rect: CGRect) -> Path {
        var p = Path()
        let radius = min(rect.width, rect.height) / 2 - inset
        guard radius > 0 else { return p }
        p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius,
                 startAngle: .degrees(from * 360 - 90), endAngle: .degrees(to * 360 - 90), clockwise: false)
        return p
    }
}

/// The value marker, placed on the ring at `turn` (clockwise from 12 o'clock).
struct GaugeMarker: View {
    let turn: Double, inset: CGFloat
    var body: some View {
        GeometryReader { g in
            let radius = min(g.size.width, g.size.height) / 2 - inset
            let a = (turn * 360 - 90) * .pi / 180
            GaugeDot()
                .position(x: g.size.width / 2 + radius * CGFloat(cos(a)), y: g.size.height / 2 + radius * CGFloat(sin(a)))
        }
    }
}

struct GaugeDot: View {
    var body: some View {
        ZStack {
            Circle().fill(SystemPalette.background)
            Circle().strokeBorder(Color.accentColor, lineWidth: GaugeMetrics.markerRim)
        }
        .frame(width: GaugeMetrics.markerDiameter, height: GaugeMetrics.markerDiameter)
    }
}

/// The thin bar of the accessory linear styles: capacity fills a grey track to the
/// fraction; otherwise the bar is all tint with a marker at the value.
struct GaugeLinearTrack: View {
    let fraction: Double
    let capacity: Bool
    var body: some View {
        let h = GaugeMetrics.accessoryBarHeight
        GeometryReader { g in
            let w = g.size.width
            if capacity {
                ZStack(alignment: .leading) {
                    Capsule().fill(ControlMetrics.progressTrack)
                    Capsule().fill(Color.accentColor).frame(width: w * CGFloat(fraction))
                }
                .frame(height: h).frame(maxHeight: .infinity)
            } else {
                let d = GaugeMetrics.markerDiameter
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.accentColor).frame(height: h)
                    GaugeDot().padding(.leading, max(0, (w - d) * CGFloat(fraction)))
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            }
        }
        .frame(height: GaugeMetrics.markerDiameter)
    }
}

enum GaugeStyleKind: Hashable, Sendable {
    case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
}

/// SwiftUI's gauge styles. Easel draws the built-in ones only; `automatic` is
/// iOS's default, the linear capacity bar.
public protocol GaugeStyle { var _kind: GaugeStyleKindToken { get } }
/// Opaque to users; names which built-in look a style is.
public struct GaugeStyleKindToken: Sendable { let kind: GaugeStyleKind }

public struct DefaultGaugeStyle: GaugeStyle { public init() {}; public var _kind: GaugeStyleKindToken { .init(kind: .linearCapacity) } }
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {}; public var _kind: GaugeStyleKindToken { .init(kind: .linearCapacity) } }
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {}; public var _kind: GaugeStyleKindToken { .init(kind: .accessoryLinear) } }
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {}; public var _kind: GaugeStyleKindToken { .init(kind: .accessoryLinearCapacity) } }
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {}; public var _kind: GaugeStyleKindToken { .init(kind: .accessoryCircular) } }
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {}; public var _kind: GaugeStyleKindToken { .init(kind: .accessoryCircularCapacity) } }

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}

struct GaugeStyleKey: EnvironmentKey { static let defaultValue = GaugeStyleKind.linearCapacity }
extension EnvironmentValues {
    var gaugeStyleKind: GaugeStyleKind { get { self[GaugeStyleKey.self] } set { self[GaugeStyleKey.self] = newValue } }
}
extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { environment(\.gaugeStyleKind, style._kind.kind) }
}
