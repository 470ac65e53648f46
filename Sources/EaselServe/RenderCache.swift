#if Serve
import Foundation

/// Rendered images by request key, least recently used first out, bounded by the
/// total bytes held rather than a count: one 4k PDF weighs as much as a hundred cards.
public final class RenderCache: @unchecked Sendable {
    public struct Entry: Sendable {
        public var etag: String
        public var bytes: Data
        /// The files the render read, with what they were then, so a changed image
        /// or font makes the entry stale.
        public var files: [FileStamp]
        public init(etag: String, bytes: Data, files: [FileStamp]) { self.etag = etag; self.bytes = bytes; self.files = files }
    }

    private final class Node {
        let key: String
        var entry: Entry
        var prev: Node?, next: Node?
        init(key: String, entry: Entry) { self.key = key; self.entry = entry }
    }

    public let capacity: Int
    private let lock = NSLock()
    private var nodes: [String: Node] = [:]
    private var head: Node?, tail: Node?   // head = most recent
    public private(set) var totalBytes = 0

    public init(capacityBytes: Int) { capacity = max(0, capacityBytes) }

    public var count: Int { lock.withLock { nodes.count } }

    public func get(_ key: String) -> Entry? {
        lock.withLock {
            guard let n = nodes[key] else { return nil }
            unlink(n); pushFront(n)
            return n.entry
        }
    }

    /// Stores an entry, evicting from the old end until it fits; an entry larger than
    /// the whole cache is not stored.
    public func put(_ key: String, _ entry: Entry) {
        let size = entry.bytes.count
        guard size <= capacity else { return }
        lock.withLock {
            if let old = nodes.removeValue(forKey: key) { unlink(old); totalBytes -= old.entry.bytes.count }
            while totalBytes + size > capacity, let last = tail {
                unlink(last); nodes[last.key] = nil; totalBytes -= last.entry.bytes.count
            }
            let n = Node(key: key, entry: entry)
            nodes[key] = n; pushFront(n); totalBytes += size
        }
    }

    public func remove(_ key: String) {
        lock.withLock {
            if let n = nodes.removeValue(forKey: key) { unlink(n); totalBytes -= n.entry.bytes.count }
        }
    }

    private func unlink(_ n: Node) {
        n.prev?.next = n.next; n.next?.prev = n.prev
        if head === n { head = n.next }
        if tail === n { tail = n.prev }
        n.prev = nil; n.next = nil
    }

    private func pushFront(_ n: Node) {
        n.next = head; head?.prev = n; head = n
        if tail == nil { tail = n }
    }
}
#endif
