import Foundation

/// Counts views while one tree is resolved, so a tree too large to lay out in
/// reasonable time (a ZStack of 100,000 Texts) is refused before layout starts
/// rather than after half a minute of work. Once spent, every further view
/// resolves to nothing and the renderer reports the refusal.
public final class ViewBudget: @unchecked Sendable {
    public let limit: Int
    private let lock = NSLock()
    private var spent = 0

    public init(limit: Int) { self.limit = limit }

    /// Views resolved so far (those past the limit included: each was refused).
    public var count: Int { lock.lock(); defer { lock.unlock() }; return spent }
    public var isExceeded: Bool { count > limit }

    /// Gives back `n` views counted for a tree that is being resolved again.
    func refund(_ n: Int) {
        lock.lock(); defer { lock.unlock() }
        spent = max(0, spent - n)
    }

    /// One more view; false once the limit is passed.
    func admit() -> Bool {
        lock.lock(); defer { lock.unlock() }
        spent += 1
        return spent <= limit
    }

    /// The refusal, in the words every caller shows.
    public var message: String {
        "more than \(limit) views in one render, modifiers included; the tree was not laid out (limit maxViews; raise it with ImageRenderer.limits.maxViews)"
    }
}

struct ViewBudgetKey: EnvironmentKey { static let defaultValue: ViewBudget? = nil }
