import Foundation

/// SwiftUI's `DatePicker` in iOS's compact style: the label leading, then the
/// date and the time, each in a grey rounded field. Dates are written in US
/// English ("Nov 23, 2026", "9:41 AM") in the environment's time zone (UTC unless set).
public struct DatePicker<Label: View>: View {
    public typealias Components = DatePickerComponents
    let label: Label
    let date: Date
    let components: Components
    @Environment(\.datePickerTimeZone) var timeZone

    public init(selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute], @ViewBuilder label: () -> Label) {
        date = selection.wrappedValue; components = displayedComponents; self.label = label()
    }
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    func format(_ pattern: String) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = timeZone
        f.dateFormat = pattern
        return f.string(from: date)
    }

    public var body: some View {
        ControlRow(label: label, control: HStack(spacing: 6) {
            if components.contains(.date) { field(format("MMM d, yyyy")) }
            if components.contains(.hourAndMinute) { field(format("h:mm a")) }
        })
    }

    func field(_ s: String) -> some View {
        Text(verbatim: s)
            .padding(.horizontal, 11).padding(.vertical, 6)
            .background(IOSControls.tertiaryFill, in: RoundedRectangle(cornerRadius: IOSControls.dateFieldCorner))
            // The compact style's date and time are each a button that opens its
            // picker, read by what it shows (Easel's choice: Apple documents no labels).
            .accessibilityDefaults(ControlAccessibility.button)
    }
}

extension DatePicker where Label == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

struct DatePickerTimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC")! }
extension EnvironmentValues {
    /// The time zone dates are shown in: UTC by default, so images do not depend on the machine.
    public var datePickerTimeZone: TimeZone {
        get { self[DatePickerTimeZoneKey.self] } set { self[DatePickerTimeZoneKey.self] = newValue }
    }
}

public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}
