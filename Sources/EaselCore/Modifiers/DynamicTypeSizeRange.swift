import Foundation

extension View {
    /// Keeps the environment's text size inside `range`, as SwiftUI does for a
    /// layout that only works at some sizes: a larger size becomes the range's
    /// largest, a smaller one its smallest.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let lowest = allowed.first, let highest = allowed.last, !range.contains(size) else { return }
            size = size < lowest ? lowest : highest
        }
    }
}
