import EaselCore
#if canImport(Combine) && canImport(Darwin)
import Combine
#else
import OpenCombine
#endif

extension View {
    /// Compiles as in SwiftUI. A still image subscribes to nothing: the view is
    /// drawn with the state it has before any value arrives.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never { self }
}
