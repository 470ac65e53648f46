import Foundation
import EaselCore
import CPango

/// Measures and shapes text with Pango over HarfBuzz, FreeType and fontconfig,
/// the way SwiftUI's Text sizes itself. Safe to call from concurrent tasks:
/// Pango work is serialised, and finished layouts are cached per request, so
/// asking twice returns the same object without reshaping.
public final class PangoTextEngine: TextEngine, @unchecked Sendable {
    /// The engine `ImageRenderer` uses by default; one cache for the process.
    public static let shared = PangoTextEngine()

    private let cache: TextLayoutCache
    /// Fetched on first use: creating Pango's font map starts fontconfig (a thread
    /// that loads every font's cache), which a render without text never needs.
    private var runtime: PangoRuntime { PangoRuntime.shared }

    /// `cacheCapacity`: how many laid-out paragraphs to keep.
    public init(cacheCapacity: Int = 4096) { cache = TextLayoutCache(capacity: cacheCapacity) }

    public func layout(_ request: TextRequest) -> TextLayout {
        let generation = runtime.locked { runtime.fontGeneration }
        if let hit = cache.value(for: request, generation: generation) { return hit }
        let made = runtime.locked { () -> TextLayout in
            let paragraph = PangoParagraph(request)
            let measured = paragraph.run()
            // The glyph runs hold everything drawing needs; the PangoLayout is done.
            defer { paragraph.free(measured) }
            return PangoLineExtraction(paragraph: paragraph).textLayout(from: measured)
        }
        return cache.insert(made, for: request, generation: generation)
    }

    /// How many layouts the cache holds now.
    public var cachedLayoutCount: Int { cache.count }

    public func removeAllCachedLayouts() { cache.removeAll() }
}
