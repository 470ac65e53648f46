/// A child lent to one question without a retain and a release.
///
/// Asking `nodes[i]` anything through an opaque call made the compiler retain
/// the node around the call (it cannot see that the call leaves the array
/// alone), and those pairs were a third of a stacks tree's layout time. The
/// container holds its children in a `let` array for the node's whole life,
/// and layout never replaces them, so the array keeps each child alive.
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
