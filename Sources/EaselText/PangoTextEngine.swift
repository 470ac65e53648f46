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
    /// Ideal layouts shaped to answer wider proposals, kept apart so the main
    /// cache holds only what was shaped for a request as asked.
    private let ideals: TextLayoutCache
    private let reusesIdealLayouts: Bool
    private let usesDirectLines: Bool
    /// Fetched on first use: creating Pango's font map starts fontconfig (a thread
    /// that loads every font's cache), which a render without text never needs.
    private var runtime: PangoRuntime { PangoRuntime.shared }

    /// `cacheCapacity`: how many laid-out paragraphs to keep.
    public convenience init(cacheCapacity: Int = 4096) {
        self.init(cacheCapacity: cacheCapacity, reusesIdealLayouts: true, usesDirectLines: true)
    }

    /// `reusesIdealLayouts`: answer a proposal at least as wide as the text's
    /// one-line ideal width with the ideal layout instead of shaping again (see
    /// `idealLayout(fitting:)`); off only for tests that check the answer is the same.
    /// `usesDirectLines`: lay plain one-line labels out without PangoLayout
    /// (`PangoDirectLine`); off only for tests that compare the two.
    init(cacheCapacity: Int, reusesIdealLayouts: Bool, usesDirectLines: Bool = true) {
        cache = TextLayoutCache(capacity: cacheCapacity)
        ideals = TextLayoutCache(capacity: cacheCapacity)
        self.reusesIdealLayouts = reusesIdealLayouts
        self.usesDirectLines = usesDirectLines
    }

    public func layout(_ request: TextRequest) -> TextLayout {
        let generation = runtime.locked { runtime.fontGeneration }
        // A proposal that its one-line ideal layout fits is answered with that
        // layout and never stored under its own request, so the ideal is looked
        // for first: a label asked for three proposals costs one hash and one
        // look-up less for each.
        if reusesIdealLayouts, let ideal = idealLayout(fitting: request, generation: generation) { return ideal }
        let key = TextLayoutCache.Key(request)
        if let hit = cache.value(for: key, generation: generation) { return hit }
        if reusesIdealLayouts, request.width == nil, request.height == nil,
           let shaped = ideals.value(for: key, generation: generation) { return shaped }
        return cache.insert(shape(request), for: key, generation: generation)
    }

    /// The layout of `request` without a width or height, when that layout is
    /// one line no wider than the proposal: Pango then lays the proposal out
    /// identically. A line that fits is never broken (the wrap width carries
    /// the letter-spacing slack, see `PangoParagraph.makeLayout`), lines sit at
    /// the paragraph's left whatever the wrap width (Easel aligns them itself),
    /// and the first line always shows whatever the height, so nothing is
    /// shrunk, tightened or truncated. SwiftUI's Text likewise keeps its ideal
    /// size under any proposal at least that wide. `IdealLayoutReuseTests`
    /// checks the equality over scripts, styles and widths.
    ///
    /// Only the ideal layout is cached, under its own request: a text is asked
    /// for its ideal size and for one or two proposals, and storing each answer
    /// again (evicting another) cost more than finding the ideal one a second time.
    private func idealLayout(fitting request: TextRequest, generation: Int) -> TextLayout? {
        guard request.width != nil || request.height != nil else { return nil }
        var idealRequest = request
        idealRequest.width = nil
        idealRequest.height = nil
        let key = TextLayoutCache.Key(idealRequest)
        let ideal = cache.value(for: key, generation: generation)
            ?? ideals.value(for: key, generation: generation)
            ?? ideals.insert(shape(idealRequest), for: key, generation: generation)
        guard ideal.lines.count == 1, (request.width ?? .infinity) >= ideal.size.width else { return nil }
        return ideal
    }

    private func shape(_ request: TextRequest) -> TextLayout {
        runtime.locked { () -> TextLayout in
            let paragraph = PangoParagraph(request)
            if usesDirectLines, let direct = PangoDirectLine.layout(paragraph) { return direct }
            let measured = paragraph.run()
            // The glyph runs hold everything drawing needs; the PangoLayout is done.
            defer { paragraph.free(measured) }
            return PangoLineExtraction(paragraph: paragraph).textLayout(from: measured)
        }
    }

    /// How many layouts the cache holds now.
    public var cachedLayoutCount: Int { cache.count }

    public func removeAllCachedLayouts() { cache.removeAll(); ideals.removeAll() }
}
