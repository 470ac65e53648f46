import Foundation
import EaselCore

/// A bounded map from requests to finished layouts. When full, the oldest
/// entry goes (first in, first out: cheap, and text in a render repeats within
/// a pass, not across thousands of passes).
final class TextLayoutCache: @unchecked Sendable {
    let capacity: Int
    private let lock = NSLock()
    private var entries: [TextRequest: TextLayout] = [:]
    private var order: [TextRequest] = []
    private var head = 0
    private var generation = 0

    init(capacity: Int) { self.capacity = max(1, capacity) }

    var count: Int { lock.lock(); defer { lock.unlock() }; return entries.count }

    func value(for request: TextRequest, generation g: Int) -> TextLayout? {
        lock.lock(); defer { lock.unlock() }
        if g != generation { removeAllLocked(); generation = g }
        return entries[request]
    }

    /// Stores `layout` unless another task got there first; returns the stored one,
    /// so every caller sees the same object for the same request.
    func insert(_ layout: TextLayout, for request: TextRequest, generation g: Int) -> TextLayout {
        lock.lock(); defer { lock.unlock() }
        if g != generation { removeAllLocked(); generation = g }
        if let existing = entries[request] { return existing }
        if order.count < capacity {
            order.append(request)
        } else {
            entries.removeValue(forKey: order[head])
            order[head] = request
            head = (head + 1) % capacity
        }
        entries[request] = layout
        return layout
    }

    func removeAll() { lock.lock(); defer { lock.unlock() }; removeAllLocked() }

    private func removeAllLocked() { entries.removeAll(); order.removeAll(); head = 0 }
}
