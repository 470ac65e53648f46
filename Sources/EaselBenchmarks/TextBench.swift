import Foundation
import EaselCore
import EaselText

/// Shaping and laying out a 2,000-word paragraph at 600 pt, cold (a fresh
/// engine, so nothing is cached) and through the cache, side by side.
func runTextBenchmarks() {
    let vocabulary = ["layout", "text", "of", "the", "quick", "brown", "fox", "jumps", "over", "lazy",
                      "dog", "Easel", "renders", "SwiftUI", "views", "with", "real", "fonts", "and", "wraps"]
    var words: [String] = []
    words.reserveCapacity(2000)
    // A fixed linear congruential sequence: the same paragraph on every run.
    var seed: UInt32 = 12345
    for _ in 0..<2000 {
        seed = seed &* 1_103_515_245 &+ 12345
        words.append(vocabulary[Int(seed >> 16) % vocabulary.count])
    }
    let paragraph = words.joined(separator: " ")
    var request = TextRequest(runs: [TextRun(string: paragraph, font: ResolvedFont(size: 17), color: .black)])
    request.width = 600

    func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    // Warm fontconfig and Pango's font caches once, so "cold" measures shaping, not font discovery.
    _ = PangoTextEngine(cacheCapacity: 1).layout(TextRequest(runs: [TextRun(string: "warm up", font: ResolvedFont(size: 17), color: .black)]))

    let coldRuns = 5
    var lines = 0
    var cold: [Double] = []
    for _ in 0..<coldRuns {
        let engine = PangoTextEngine(cacheCapacity: 4)
        cold.append(time { lines = engine.layout(request).lines.count })
    }
    let engine = PangoTextEngine(cacheCapacity: 4)
    _ = engine.layout(request)
    let hits = 1000
    let hitTotal = time { for _ in 0..<hits { _ = engine.layout(request) } }

    let coldMedian = cold.sorted()[coldRuns / 2]
    print("text: 2,000-word paragraph at 600 pt → \(lines) lines")
    print(String(format: "text:   cold shape + layout   %8.2f ms (median of %d)", coldMedian, coldRuns))
    print(String(format: "text:   cache hit             %8.4f ms (mean of %d)", hitTotal / Double(hits), hits))
}
