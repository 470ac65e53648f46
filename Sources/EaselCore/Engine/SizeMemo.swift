import Foundation

/// One node's sizes by proposal, the busiest of its answers: a stack's child
/// is asked for its minimum, maximum and share, at sizing and again at
/// placement. A proposal is kept as the bits of its two dimensions, so a
/// look-up compares two integers per entry (an `Optional<CGFloat>` comparison
/// branched on each side) and an entry takes 32 bytes instead of 48.
///
/// Bits compare as `==` did: −0 is stored as +0, nil as a signalling-NaN
/// pattern no arithmetic produces, and a proposal holding a NaN is never
/// stored (NaN never equalled itself, so it was never answered from memory).
struct SizeMemo {
    struct Key: Equatable {
        let width: UInt64
        let height: UInt64

        private static let unspecified: UInt64 = 0x7FF4_0000_0000_0001
        fileprivate static let none = Key(width: 0x7FF4_0000_0000_0002, height: 0x7FF4_0000_0000_0002)

        private init(width: UInt64, height: UInt64) { self.width = width; self.height = height }

        /// nil when the proposal cannot be remembered (it holds a NaN).
        init?(_ p: ProposedViewSize) {
            guard let w = Key.bits(p.width), let h = Key.bits(p.height) else { return nil }
            width = w; height = h
        }

        private static func bits(_ x: CGFloat?) -> UInt64? {
            guard let x else { return unspecified }
            if x.isNaN { return nil }
            return x == 0 ? 0 : Double(x).bitPattern
        }
    }

    private struct Entry { var key: Key; var size: CGSize }
    // The first three answers inline: a stack's child is asked its minimum,
    // maximum and share (and the same three again once the stack's size is
    // known), so a node asked a few times allocates late and less. Spilling at
    // the second answer into room for seven took 256 bytes a node. Holding six
    // inline, or spilling into exactly three, used fewer bytes but made 100k-view
    // trees slower (Benchmarks/README.md, layout rounds 4 and 6), and two inline slower still.
    //
    // Keys first, answers after: a question not asked before (most of them)
    // reads 56 bytes, the three keys and the spill, which share the node's
    // first cache lines with its header. Key and answer side by side spread
    // one look-up over two or three lines, each a miss in a tree too large
    // for the caches.
    private var key0 = Key.none, key1 = Key.none, key2 = Key.none
    private var rest: [Entry] = []
    private var size0 = CGSize.zero, size1 = CGSize.zero, size2 = CGSize.zero

    func lookup(_ key: Key) -> CGSize? {
        if key0 == key { return size0 }
        if key1 == key { return size1 }
        if key2 == key { return size2 }
        for entry in rest where entry.key == key { return entry.size }
        return nil
    }

    mutating func insert(_ key: Key, _ size: CGSize) {
        if key0 == .none { key0 = key; size0 = size; return }
        if key1 == .none { key1 = key; size1 = size; return }
        if key2 == .none { key2 = key; size2 = size; return }
        // Asked four times usually means asked more: room for eight at once.
        if rest.isEmpty { rest.reserveCapacity(5) }
        rest.append(Entry(key: key, size: size))
    }
}
