import Foundation

/// SwiftUI's `Stepper`: the label leading, UIStepper's 94×32 minus/plus pair trailing.
public struct Stepper<Label: View>: View {
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool
    /// The bound value as VoiceOver reads it (none for the increment/decrement form).
    var value: String? = nil

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label(); canIncrement = onIncrement != nil; canDecrement = onDecrement != nil
    }
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        canDecrement = value.wrappedValue > bounds.lowerBound
        canIncrement = value.wrappedValue < bounds.upperBound
        self.value = Self.spoken(value.wrappedValue)
    }
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label(); canDecrement = true; canIncrement = true
        self.value = Self.spoken(value.wrappedValue)
    }

    /// "2" for 2 and 2.0, "2.5" for 2.5: the number without a trailing ".0".
    static func spoken<V>(_ v: V) -> String {
        let s = String(describing: v)
        return s.hasSuffix(".0") ? String(s.dropLast(2)) : s
    }

    public var body: some View {
        ControlRow(label: label, control: StepperButtons(canDecrement: canDecrement, canIncrement: canIncrement))
            .accessibilityDefaults { [label, value] ctx in
                var p = ControlAccessibility.stepper(label: ControlAccessibility.text(of: label, ctx)); p.value = value; return p
            }
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) })
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) })
    }
}

/// A button at a bound is greyed out, as UIStepper does.
struct StepperButtons: View {
    let canDecrement: Bool
    let canIncrement: Bool
    var body: some View {
        let size = IOSControls.stepperSize
        HStack(spacing: 0) {
            Image(systemName: "minus").foregroundStyle(canDecrement ? Color.primary : ControlMetrics.disabledLabel)
                .frame(width: size.width / 2, height: size.height)
            Rectangle().fill(IOSControls.separator).frame(width: 1, height: IOSControls.stepperDividerHeight)
            Image(systemName: "plus").foregroundStyle(canIncrement ? Color.primary : ControlMetrics.disabledLabel)
                .frame(width: size.width / 2 - 1, height: size.height)
        }
        .font(.system(size: 17, weight: .medium))
        .background(IOSControls.tertiaryFill, in: RoundedRectangle(cornerRadius: IOSControls.stepperCorner))
    }
}
