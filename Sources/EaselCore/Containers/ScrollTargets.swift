import Foundation

// iOS 17's scroll targeting: where a scroll view settles after a drag, and
// which child it is scrolled to. A still image shows the scroll view at its
// start, so these are accepted and change nothing drawn.

public protocol ScrollTargetBehavior {}
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public enum LimitBehavior: Hashable, Sendable { case automatic, always, never }
    public init(limitBehavior: LimitBehavior = .automatic) {}
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior { public static var paging: Self { .init() } }
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: Self { .init() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self { .init(limitBehavior: limitBehavior) }
}

extension View {
    public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> some View { self }
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }
}
