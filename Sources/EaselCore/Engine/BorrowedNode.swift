/// A child lent to one question without a retain and a release, a fast path
/// (Benchmarks/README.md, "Why the layout engine has fast paths"). Sound because
/// a container holds its children in a `let` array for its whole life and layout
/// never replaces them, so the array keeps each child alive.
extension Array where Element == ViewNode {
    @inline(__always)
    func borrowing<R>(_ i: Int, _ body: (ViewNode) -> R) -> R {
        Unmanaged.passUnretained(self[i])._withUnsafeGuaranteedRef(body)
    }
}

extension ArraySlice where Element == ViewNode {
    @inline(__always)
    func borrowing<R>(_ i: Int, _ body: (ViewNode) -> R) -> R {
        Unmanaged.passUnretained(self[i])._withUnsafeGuaranteedRef(body)
    }
}
