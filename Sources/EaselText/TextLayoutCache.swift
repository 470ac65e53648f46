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
    /// Keyed by the request's hash, the request kept beside its layout to
    /// confirm a hit. The first-in-first-out order then holds plain integers:
    /// keeping a second copy of every request there cost a retain on insert and
    /// a release on eviction, each on memory long out of the processor's caches.
    private struct Entry { let request: TextRequest; let layout: TextLayout }
    private var entries: [Int: Entry] = [:]
    private var order: [Int] = []
    private var head = 0
    private var generation = 0

    init(capacity: Int) { self.capacity = max(1, capacity) }

    var count: Int { lock.lock(); defer { lock.unlock() }; return entries.count }

    func value(for key: Key, generation g: Int) -> TextLayout? {
        lock.lock(); defer { lock.unlock() }
        if g != generation { removeAllLocked(); generation = g }
        guard let entry = entries[key.hash], entry.request == key.request else { return nil }
        return entry.layout
    }

    /// Stores `layout` unless another task got there first; returns the stored one,
    /// so every caller sees the same object for the same request.
    func insert(_ layout: TextLayout, for key: Key, generation g: Int) -> TextLayout {
        lock.lock(); defer { lock.unlock() }
        if g != generation { removeAllLocked(); generation = g }
        if let existing = entries[key.hash] {
            if existing.request == key.request { return existing.layout }
            // Two requests with one hash (rare): the newer takes the place, which keeps its turn in the order.
            entries[key.hash] = Entry(request: key.request, layout: layout)
            return layout
        }
        if order.count < capacity {
            order.append(key.hash)
        } else {
            entries.removeValue(forKey: order[head])
            order[head] = key.hash
            head = (head + 1) % capacity
        }
        entries[key.hash] = Entry(request: key.request, layout: layout)
        return layout
    }

    func removeAll() { lock.lock(); defer { lock.unlock() }; removeAllLocked() }

    private func removeAllLocked() { entries.removeAll(); order.removeAll(); head = 0 }
}
