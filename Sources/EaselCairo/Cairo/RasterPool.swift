import Foundation

/// Pixel buffers kept between renders. A fresh image surface is zero-filled
/// memory the kernel maps page by page on first touch, which cost a fifth of a
/// warm render; a buffer taken from here is already mapped. Each render takes a
/// buffer for itself and gives it back when done, so concurrent renders never
/// share one. The pool keeps the most recently returned buffers up to a byte
/// budget and frees the oldest beyond it.
final class RasterPool: @unchecked Sendable {
    static let shared = RasterPool(budget: 64 << 20)

    struct Buffer {
        let pointer: UnsafeMutableRawPointer
        let byteCount: Int
    }

    private let lock = NSLock()
    private var idle: [Buffer] = []
    private var idleBytes = 0
    let budget: Int

    init(budget: Int) { self.budget = budget }

    /// A buffer of exactly `byteCount` bytes; its contents are whatever the last user left.
    func take(byteCount: Int) -> Buffer {
        lock.lock()
        if let i = idle.lastIndex(where: { $0.byteCount == byteCount }) {
            let buffer = idle.remove(at: i)
            idleBytes -= buffer.byteCount
            lock.unlock()
            return buffer
        }
        lock.unlock()
        return Buffer(pointer: .allocate(byteCount: byteCount, alignment: 64), byteCount: byteCount)
    }

    func give(_ buffer: Buffer) {
        guard buffer.byteCount <= budget else { buffer.pointer.deallocate(); return }
        lock.lock()
        idle.append(buffer)
        idleBytes += buffer.byteCount
        var evicted: [Buffer] = []
        while idleBytes > budget {
            let oldest = idle.removeFirst()
            idleBytes -= oldest.byteCount
            evicted.append(oldest)
        }
        lock.unlock()
        for b in evicted { b.pointer.deallocate() }
    }

    /// Bytes held for reuse (for tests).
    var heldBytes: Int { lock.lock(); defer { lock.unlock() }; return idleBytes }
}
