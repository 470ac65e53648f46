import Foundation
import EaselCore

/// A bounded map from requests to finished layouts. When full, the oldest
/// entry goes (first in, first out: cheap, and text in a render repeats within
/// a pass, not across thousands of passes).
final class TextLayoutCache: @unchecked Sendable {
    /// A request hashed once: a layout call looks it up in up to four places,
    /// and hashing every run's string again each time costs about as much as
    /// shaping a short label.
    struct Key: Hashable {
        let request: TextRequest
        let hash: Int
        init(_ request: TextRequest) { self.request = request; hash = request.hashValue }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
        static func == (a: Key, b: Key) -> Bool { a.hash == b.hash && a.request == b.request }
    }

    let capacity: Int
    private let lock = NSLock()
    private var entries: [Key: TextLayout] = [:]
    private var order: [Key] = []
    private var head = 0
    private var generation = 0

    init(capacity: Int) { self.capacity = max(1, capacity) }

    var count: Int { lock.lock(); defer { lock.unlock() }; return entries.count }

    func value(for key: Key, generation g: Int) -> TextLayout? {
        lock.lock(); defer { lock.unlock() }
        if g != generation { removeAllLocked(); generation = g }
        return entries[key]
    }

    /// Stores `layout` unless another task got there first; returns the stored one,
    /// so every caller sees the same object for the same request.
    func insert(_ layout: TextLayout, for key: Key, generation g: Int) -> TextLayout {
        lock.lock(); defer { lock.unlock() }
        if g != generation { removeAllLocked(); generation = g }
        if let existing = entries[key] { return existing }
        if order.count < capacity {
            order.append(key)
        } else {
            entries.removeValue(forKey: order[head])
            order[head] = key
            head = (head + 1) % capacity
        }
        entries[key] = layout
        return layout
    }

    func removeAll() { lock.lock(); defer { lock.unlock() }; removeAllLocked() }

    private func removeAllLocked() { entries.removeAll(); order.removeAll(); head = 0 }
}
