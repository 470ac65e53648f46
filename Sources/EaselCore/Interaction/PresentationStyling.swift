import Foundation

// Styling of presented sheets, and events a still image never receives: all
// accepted, as the presentations themselves (`Presentation.swift`) are.

extension View {
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}
