import Foundation

// SwiftUI adds these two to the standard collections for `onDelete` and `onMove`
// handlers; Linux's Foundation has neither, so `import Easel` supplies them with
// SwiftUI's signatures and meaning.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions counted from the start).
    public mutating func remove(atOffsets offsets: IndexSet) {
        // From the last offset down, so earlier offsets keep their meaning.
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so that they sit, in their order, just before
    /// the element that was at `destination` (or at the end when `destination == count`).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let all = Array(self)
        let moved = source.filter { $0 < all.count }.map { all[$0] }
        var rest: [Element] = []
        rest.reserveCapacity(all.count - moved.count)
        for (offset, element) in all.enumerated() where !source.contains(offset) { rest.append(element) }
        // Elements taken from before the destination shift it left by one each.
        let insertAt = Swift.min(Swift.max(destination - source.count(in: 0..<Swift.min(destination, all.count)), 0), rest.count)
        rest.insert(contentsOf: moved, at: insertAt)
        var i = startIndex
        for element in rest { self[i] = element; formIndex(after: &i) }
    }
}
