import Foundation
import EaselCore

/// Finished shadows (blurred, tinted, premultiplied pixels) by what decides
/// them: the alpha the content cast in its offscreen box, the box's size, the
/// blur's deviation in device pixels and the tint. A list of fifty switches casts
/// the same knob shadow fifty times; the blur is the whole cost of a shadow, and
/// this skips it for every repeat. A hit returns exactly the pixels the blur
/// would have made, so the output is the same with or without the cache.
/// Renders run concurrently: one lock guards the table, and entries never change.
final class ShadowCache: @unchecked Sendable {
    static let shared = ShadowCache(budget: 16 << 20)

    struct Key: Hashable {
        let alpha: [UInt8]
        let width: Int, height: Int
        let sigma: Double
        let color: RGBA

        func hash(into h: inout Hasher) {
            h.combine(width); h.combine(height); h.combine(sigma); h.combine(color)
            // One call over the bytes: hashing the array element by element costs more than the lookup saves.
            alpha.withUnsafeBytes { h.combine(bytes: $0) }
        }

        static func == (a: Key, b: Key) -> Bool {
            guard a.width == b.width, a.height == b.height, a.sigma == b.sigma, a.color == b.color,
                  a.alpha.count == b.alpha.count else { return false }
            return a.alpha.withUnsafeBytes { x in b.alpha.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
        }

        /// Bytes the entry holds: the key's alpha and the tinted words.
        var byteCount: Int { alpha.count * 5 }
    }

    private let lock = NSLock()
    private var table: [Key: [UInt32]] = [:]
    /// Insertion order, for evicting the oldest beyond the budget.
    private var order: [Key] = []
    private var bytes = 0
    let budget: Int

    init(budget: Int) { self.budget = budget }

    /// The tinted pixels (`width` words per row) of a shadow made before, if any.
    func pixels(for key: Key) -> [UInt32]? {
        lock.lock(); defer { lock.unlock() }
        return table[key]
    }

    /// Keeps `pixels` for `key`; shadows bigger than an eighth of the budget are not kept.
    func store(_ pixels: [UInt32], for key: Key) {
        let size = key.byteCount
        guard size <= budget / 8 else { return }
        lock.lock(); defer { lock.unlock() }
        guard table[key] == nil else { return }
        table[key] = pixels
        order.append(key)
        bytes += size
        var evicted = 0
        while bytes > budget, evicted < order.count {
            let old = order[evicted]
            bytes -= old.byteCount
            table[old] = nil
            evicted += 1
        }
        if evicted > 0 { order.removeFirst(evicted) }
    }

    /// Shadows held (for tests).
    var count: Int { lock.lock(); defer { lock.unlock() }; return table.count }
    /// Shadows held in one tint (for tests, which run concurrently and so each use a tint of their own).
    func count(tintedWith color: RGBA) -> Int { lock.lock(); defer { lock.unlock() }; return table.keys.filter { $0.color == color }.count }
    /// Bytes held (for tests).
    var heldBytes: Int { lock.lock(); defer { lock.unlock() }; return bytes }
}
