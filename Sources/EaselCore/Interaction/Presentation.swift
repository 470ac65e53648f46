import Foundation

// Presentations compile as in SwiftUI and are not drawn: a still image shows the
// presenting screen at rest, before any sheet, alert or popover appears.


public enum PresentationAdaptation: Sendable { case automatic, none, popover, sheet, fullScreenCover }

public struct PresentationDetent: Hashable, Sendable {
    let id: String
    public static let medium = PresentationDetent(id: "medium"), large = PresentationDetent(id: "large")
    public static func fraction(_ f: CGFloat) -> PresentationDetent { PresentationDetent(id: "fraction \(f)") }
    public static func height(_ h: CGFloat) -> PresentationDetent { PresentationDetent(id: "height \(h)") }
}

public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// SwiftUI's `Anchor`: a geometric value that a `GeometryProxy` converts into its
/// own coordinates (`proxy[anchor]`). Easel's anchors hold their value in global
/// coordinates (the canvas's), so any reader can resolve them.
public struct Anchor<Value> {
    public struct Source: Sendable {
        public static var bounds: Source { Source() }
    }
    /// The value seen from a reader whose top-leading corner is at the given global point.
    let resolve: (CGPoint) -> Value

    /// An anchor to a value given in global coordinates, moved by the reader's origin.
    package init(global value: Value, moving: @escaping (Value, CGPoint) -> Value) {
        resolve = { origin in moving(value, origin) }
    }
}

extension Anchor where Value == CGRect {
    /// An anchor to a rectangle in global coordinates.
    package init(globalRect: CGRect) {
        self.init(global: globalRect) { r, o in r.offsetBy(dx: -o.x, dy: -o.y) }
    }
}

extension Anchor where Value == CGPoint {
    /// An anchor to a point in global coordinates.
    package init(globalPoint: CGPoint) {
        self.init(global: globalPoint) { p, o in CGPoint(x: p.x - o.x, y: p.y - o.y) }
    }
}

/// The pre-iOS 15 alert value (`alert(isPresented:content:)`).
public struct Alert {
    public struct Button {
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    }
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}
}

public struct DismissAction: Sendable {
    public func callAsFunction() {}
}

extension EnvironmentValues {
    /// Dismissing does nothing in a still image.
    public var dismiss: DismissAction { DismissAction() }
}

extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { self }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View { self }
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }

    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { self }
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { self }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View { self }
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { self }
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }

    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View { self }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View { self }

    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}
