import Foundation

/// SwiftUI's `Slider`: as wide as offered, the tint-coloured part up to the value,
/// the white thumb on it (metrics: `IOSControls`).
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    public var body: some View {
        HStack(spacing: 8) {
            if let minimumValueLabel { minimumValueLabel.foregroundStyle(.secondary) }
            SliderTrack(fraction: fraction)
            if let maximumValueLabel { maximumValueLabel.foregroundStyle(.secondary) }
        }
        .accessibilityDefaults { [label, fraction] ctx in ControlAccessibility.slider(fraction: fraction, label: ControlAccessibility.text(of: label, ctx)) }
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0, span.isFinite else { return 0 }
        let f = Double(value - bounds.lowerBound) / span
        return f.isFinite ? min(max(f, 0), 1) : 0
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds); label = EmptyView(); minimumValueLabel = nil; maximumValueLabel = nil
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds); self.label = label(); minimumValueLabel = nil; maximumValueLabel = nil
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds); self.label = label()
        self.minimumValueLabel = minimumValueLabel(); self.maximumValueLabel = maximumValueLabel()
    }
}

/// Track and thumb. The thumb's centre travels from half a thumb in from the
/// leading edge to half a thumb in from the trailing one, as UISlider's does.
struct SliderTrack: View {
    let fraction: Double
    @Environment(\.tint) var tint

    var body: some View {
        let thumb = IOSControls.sliderThumb, track = IOSControls.sliderTrack
        GeometryReader { proxy in
            let w = max(proxy.size.width, thumb)
            let x = (w - thumb) * CGFloat(fraction)
            ZStack(alignment: .leading) {
                Capsule().fill(IOSControls.sliderTrackFill).frame(width: w, height: track)
                Capsule().fill(tint ?? .accentColor).frame(width: x + thumb / 2, height: track)
                Circle().fill(Color.white)
                    .shadow(color: Color.black.opacity(0.15), radius: 4, y: 3)
                    .overlay(Circle().stroke(Color.black.opacity(0.04), lineWidth: 0.5))
                    .frame(width: thumb, height: thumb)
                    .padding(.leading, x)
            }
            .frame(width: w, height: thumb, alignment: .leading)
        }
        .frame(height: thumb)
    }
}
