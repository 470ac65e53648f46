import Foundation

/// Decoded image pixels one render may spend, across all its images
/// (`RenderLimits.maxTotalImagePixels`). Each file counts once per render,
/// however many views show it and however often the tree is resolved; the
/// count is asked before decoding, from the file's header, so a render over
/// the budget decodes nothing more.
public final class ImagePixelBudget: @unchecked Sendable {
    public let limit: Int
    private let lock = NSLock()
    private var counted: [URL: Int] = [:]
    private var spent = 0
    private var refusal: String?

    public init(limit: Int) { self.limit = limit }

    /// Pixels admitted so far.
    public var count: Int { lock.lock(); defer { lock.unlock() }; return spent }
    /// The first refusal's message (it names the file), or nil.
    public var exceeded: String? { lock.lock(); defer { lock.unlock() }; return refusal }

    /// Counts `pixels` for `url`, or throws when they would take the render past the limit.
    public func admit(_ pixels: Int, for url: URL) throws {
        lock.lock(); defer { lock.unlock() }
        if counted[url] != nil { return }
        let total = spent.addingReportingOverflow(max(0, pixels))
        guard !total.overflow, total.partialValue <= limit else {
            let reason = "decoding its \(pixels) pixels would bring this render to "
                + "\(total.overflow ? Int.max : total.partialValue) image pixels; the limit is \(limit) (RenderLimits.maxTotalImagePixels)"
            // The view reports "image <path>: <reason>" as its diagnostic; the refusal says the same.
            if refusal == nil { refusal = "image \(url.path): \(reason)" }
            throw ImagePixelBudgetExceeded(message: reason)
        }
        counted[url] = pixels
        spent = total.partialValue
    }
}

public struct ImagePixelBudgetExceeded: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

struct ImagePixelBudgetKey: EnvironmentKey { static let defaultValue: ImagePixelBudget? = nil }

extension EnvironmentValues {
    /// Set by a renderer for one render; nil means no budget.
    public var imagePixelBudget: ImagePixelBudget? {
        get { self[ImagePixelBudgetKey.self] } set { self[ImagePixelBudgetKey.self] = newValue }
    }
}
