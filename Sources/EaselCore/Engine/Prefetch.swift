/// Fetching the subtrees of a long stack's children ahead of the child asked.
///
/// A tree of 100k views is about 100 MB, far more than the caches hold, so the
/// first read of each node in a pass waits for memory. `Array.prefetch` reads
/// a word of each child before the first is asked, so those misses overlap
/// one another; but a load makes the processor wait for its line, so it cannot
/// overlap a miss with the work of laying out a subtree, and in a long stack
/// most of the lines it read are evicted again before their child's turn
/// comes. A prefetch hint starts the fetch and lets the work go on. While a
/// long stack asks child k, it hints the subtrees of the next few children,
/// one level per step, since a level's addresses are read from the level above:
/// child k+3's node, child k+2's buffers (its children and its latest
/// arrangement), child k+1's children, each step reading only lines
/// an earlier step has fetched. One child's subtree takes about a microsecond
/// to lay out, several times the memory's latency, so each level has arrived
/// by the next step.
@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(_ address: UnsafeRawPointer, _ isWrite: Int32, _ locality: Int32, _ isData: Int32)

/// Hints the processor to bring `bytes` from `address` into every cache level.
/// A hint never faults, whatever the address.
@inline(__always)
func prefetchMemory(_ address: UnsafeRawPointer?, bytes: Int) {
    guard let address else { return }
    var offset = 0
    while offset < bytes {
        llvmPrefetch(address + offset, 0, 3, 1)
        offset += 64
    }
    // The line holding the last byte, when `address` does not start a line.
    llvmPrefetch(address + (bytes - 1), 0, 3, 1)
}

extension Array {
    /// Where the array's storage starts: its header and count, 32 bytes
    /// before the first element on 64-bit platforms.
    ///
    /// Read from the array's own reference: reading `count` would wait for
    /// the very line being hinted. Take it in a statement of its own, before
    /// the hints: an array of a node's borrowed for the hints' duration was
    /// retained around them, and a retain writes the storage's header, so it
    /// waited for the line.
    var storageAddress: UnsafeRawPointer? { _baseAddressIfContiguous.map { UnsafeRawPointer($0) - 32 } }

    /// The bytes of the storage's header and its first `count` elements.
    static func storageBytes(_ count: Int) -> Int { 32 + count * MemoryLayout<Element>.stride }
}

extension ViewNode {
    /// How many levels of a child's subtree a long stack hints ahead: its
    /// node, its buffers (its children and its latest arrangement), its
    /// children's nodes. Below that the child reads ahead itself, as a short
    /// stack does. Five levels (down to the grandchildren's nodes) were no
    /// faster for the stacks tree and slower for rows of rectangles.
    static let prefetchStages = 5

    /// Whether a stack of `count` children hints them ahead. A shorter one
    /// reads a word of each before asking the first, which is cheaper where
    /// the lines read stay in the caches until their turn: hinting five levels
    /// per child made rows of ten rectangles about a tenth slower.
    static func hintsAhead(_ count: Int) -> Bool { count > 32 }

    var address: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) }

    /// One level of this node's subtree; `stage` 0 is the node itself. Every
    /// stage after 0 reads only what the stage before it fetched.
    final func prefetch(stage: Int) {
        switch stage {
        // The whole node: a stack's takes about 480 bytes, a shape's 352, and
        // measuring and placing read fields all through it.
        case 0: prefetchMemory(address, bytes: 512)
        case 1: prefetchBuffers()
        default: prefetchChildren(stage: stage - 2)
        }
    }
}

extension Array where Element == ViewNode {
    /// Called before asking child `k` of `range` (in that order; `order`
    /// maps a step to a child when the children are asked in another order).
    @inline(__always)
    func prefetchAhead(of k: Int, in range: Range<Int>, order: ((Int) -> Int)? = nil) {
        let stages = ViewNode.prefetchStages
        for stage in 0..<stages {
            let step = k + stages - stage
            guard step >= 0 && step < range.count else { continue }
            let i = range.lowerBound + (order?(step) ?? step)
            borrowing(i) { $0.prefetch(stage: stage) }
        }
    }

    /// The steps before the first child `start`, so that the first children's
    /// subtrees are hinted too (their later stages wait for the earlier ones).
    @inline(__always)
    func primePrefetch(in range: Range<Int>, from start: Int = 0, order: ((Int) -> Int)? = nil) {
        for k in (start - ViewNode.prefetchStages)..<start { prefetchAhead(of: k, in: range, order: order) }
    }
}
