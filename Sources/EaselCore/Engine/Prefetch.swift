/// Fetching the subtrees of a long stack's children ahead of the child asked.
///
/// A tree of 100k views is about 100 MB, far more than the caches hold, so the
/// first read of each node in a pass waits for memory. `Array.readAhead` reads
/// a word of each child before the first is asked, so those misses overlap
/// one another; but a load makes the processor wait for its line, so it cannot
/// overlap a miss with the work of laying out a subtree, and in a long stack
/// most of the lines it read are evicted again before their child's turn
/// comes. A prefetch hint starts the fetch and lets the work go on.
///
/// While a long stack asks child k, it hints the subtrees of the next five
/// children, one level per step, since a level's addresses are read from the
/// level above: child k+5's node; child k+4's buffers (its array of children
/// and its latest arrangement); child k+3's children; their buffers for
/// child k+2; their children for child k+1. Each step reads only lines an
/// earlier step has fetched. One child's subtree takes about a microsecond to
/// lay out, several times the memory's latency, so each level has arrived by
/// the next step. The hints are LLVM's prefetch intrinsic, which Swift does
/// not expose: a hint never faults and changes no value, whatever the address.
@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(_ address: UnsafeRawPointer, _ isWrite: Int32, _ locality: Int32, _ isData: Int32)

/// Hints the processor to bring `bytes` from `address` into every cache level.
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
    /// How many levels of a child's subtree a long stack hints ahead: down
    /// to its grandchildren's nodes. Below that the subtree reads ahead
    /// itself, as a short stack does. The stacks tree (HStack of a ZStack and
    /// a VStack of two colours each) was faster only with all five: with
    /// three or four, the grandchildren's misses were left and the hints'
    /// cost was not repaid.
    static let prefetchStages = 5

    /// Where the node's own fields are, for hinting them.
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
    /// Whether a stack hints the children in `range` ahead: a long stack
    /// whose first child is at least two levels deep. A shorter stack reads a
    /// word of each child before asking the first, which is cheaper where the
    /// lines read stay in the caches until their turn. So does a stack of
    /// flat rows: a row reads its leaves at once, so a row costs two waits for
    /// memory, which hints did not shorten (the shapes tree, rows of ten
    /// rectangles, was 1–4 % slower with them), where a deeper child's levels
    /// are reached one after another.
    func hintsAhead(_ range: Range<Int>) -> Bool {
        guard range.count > 32 else { return false }
        return borrowing(range.lowerBound) { child in
            child.layoutChildren.first.map { !$0.layoutChildren.isEmpty } ?? false
        }
    }

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

    /// The steps before the first child, so that the first children's
    /// subtrees are hinted too (their later stages wait for the earlier ones).
    @inline(__always)
    func primePrefetch(in range: Range<Int>, order: ((Int) -> Int)? = nil) {
        for k in -ViewNode.prefetchStages..<0 { prefetchAhead(of: k, in: range, order: order) }
    }
}
