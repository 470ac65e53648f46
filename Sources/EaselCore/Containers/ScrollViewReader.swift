import Foundation

/// SwiftUI's `ScrollViewReader`: its content, given a proxy. A still image is
/// the screen before anything scrolls, so `scrollTo` (called from actions and
/// `onAppear`, which a render does not run) has nothing to move.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    public var body: some View { content(ScrollViewProxy()) }
}

public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
