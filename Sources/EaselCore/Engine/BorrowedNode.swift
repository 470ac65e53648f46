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

    /// Reads one word of each node in `range` before any is asked anything.
    ///
    /// A tree of 100k views is about 100 MB, far more than the caches hold,
    /// so the first read of each node in a pass waits for memory. Asked one
    /// by one, children wait in turn, since each question walks a subtree;
    /// independent reads in a loop overlap those waits. The words are handed
    /// to a function the optimiser cannot look into, so the reads are kept.
    @inline(__always)
    func readAhead(_ range: Range<Int>, _ word: (ViewNode) -> UInt64) {
        var x: UInt64 = 0
        for i in range { x ^= borrowing(i, word) }
        keepRead(x)
    }
}

extension ArraySlice where Element == ViewNode {
    /// `Array.readAhead` over the whole slice.
    @inline(__always)
    func readAhead(_ word: (ViewNode) -> UInt64) {
        var x: UInt64 = 0
        for i in indices { x ^= borrowing(i, word) }
        keepRead(x)
    }
}

@inline(never) @_optimize(none)
func keepRead(_ x: UInt64) {}

extension ArraySlice where Element == ViewNode {
    @inline(__always)
    func borrowing<R>(_ i: Int, _ body: (ViewNode) -> R) -> R {
        Unmanaged.passUnretained(self[i])._withUnsafeGuaranteedRef(body)
    }
}
