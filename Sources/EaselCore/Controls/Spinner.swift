import Foundation

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Progress of unknown amount: iOS's activity indicator, at rest.
    public init() { fraction = nil; label = nil; isSpinner = true }
}
extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// The activity indicator with its title below, in secondary grey.
    public init(_ titleKey: LocalizedStringKey) { fraction = nil; label = Text(titleKey); isSpinner = true }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { fraction = nil; label = Text(title); isSpinner = true }
}

/// UIActivityIndicatorView's medium style at rest: eight rounded spokes in
/// system grey, fading round the circle from the one at twelve o'clock
/// (spoke length and width not published; by eye from iOS 17).
struct ActivitySpinner: View {
    var body: some View {
        let size = IOSControls.spinnerSize, n = IOSControls.spinnerSpokes
        ZStack {
            ForEach(0..<n, id: \.self) { i in
                Capsule()
                    .fill(Color.gray.opacity(1 - Double(i) * 0.7 / Double(n)))
                    .frame(width: size * 0.12, height: size * 0.28)
                    .offset(y: -size * 0.32)
                    .rotationEffect(.degrees(-Double(i) * 360 / Double(n)))
            }
        }
        .frame(width: size, height: size)
    }
}

/// ProgressView's spinner with an optional title under it, as iOS lays it out.
struct SpinnerWithLabel<L: View>: View {
    let label: L?
    var body: some View {
        if let label {
            VStack(spacing: 8) { ActivitySpinner(); label.foregroundStyle(.secondary) }
        } else {
            ActivitySpinner()
        }
    }
}

/// `progressViewStyle`: on iOS the circular style is the activity indicator
/// whatever the value (iOS draws no determinate ring); linear is the bar.
public protocol ProgressViewStyle {}
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {}; public init(tint: Color) {} }
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {}; public init(tint: Color) {} }
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }

struct ProgressViewCircularKey: EnvironmentKey { static let defaultValue: Bool? = nil }
extension EnvironmentValues {
    /// nil: each ProgressView picks (a value draws a bar, none the spinner).
    var progressViewIsCircular: Bool? {
        get { self[ProgressViewCircularKey.self] } set { self[ProgressViewCircularKey.self] = newValue }
    }
}
extension View {
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewIsCircular, style is CircularProgressViewStyle ? true : style is LinearProgressViewStyle ? false : nil)
    }
}
