import Testing
import Foundation
@testable import Easel
import EaselText

/// Renders on different threads shape with different Pango runtimes; their
/// files must be byte for byte those of the same renders one after another.
@Suite struct ConcurrentRenderTests {
    /// Scenes that differ in text, script, style and size, so each shapes its own runs.
    static func scene(_ i: Int) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Card \(i): the quick brown fox").font(.headline)
            Text("שלום \(i) · مرحبا · 漢字 😀").font(.system(size: CGFloat(13 + i % 5)))
            Text("Underlined \(i * 37)").underline().italic()
            Text("A longer line that wraps inside the card's width, number \(i)").font(.caption)
                .frame(width: 140, alignment: .leading)
            HStack { Text("\(i)").monospacedDigit().bold(); Spacer(); Text("tracked").tracking(2) }
        }
        .padding(8)
        .frame(width: 180)
    }

    static func files(_ i: Int) throws -> [Data] {
        let r = ImageRenderer(content: scene(i))
        r.scale = 2
        // A fresh engine: the shaping itself runs concurrently, not a shared cache.
        r.environment.textEngine = PangoTextEngine(cacheCapacity: 64)
        return [try r.pngData(), try r.svgData(), try r.pdfData()]
    }

    @Test func concurrentRendersMatchSerialBytes() throws {
        let n = 12
        let serial = try (0..<n).map(Self.files)
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var files: [Int: [Data]] = [:]
            var errors: [String] = []
        }
        let results = Results()
        // Twice over, in both orders, so each scene lands on different threads and runtimes.
        DispatchQueue.concurrentPerform(iterations: 2 * n) { k in
            let i = k < n ? k : 2 * n - 1 - k
            do {
                let f = try Self.files(i)
                results.lock.lock()
                if let earlier = results.files[i], earlier != f { results.errors.append("scene \(i) differs between threads") }
                results.files[i] = f
                results.lock.unlock()
            } catch {
                results.lock.lock(); results.errors.append("\(error)"); results.lock.unlock()
            }
        }
        #expect(results.errors.isEmpty, "\(results.errors)")
        for i in 0..<n {
            let f = try #require(results.files[i])
            #expect(f[0] == serial[i][0], "PNG of scene \(i)")
            #expect(f[1] == serial[i][1], "SVG of scene \(i)")
            #expect(f[2] == serial[i][2], "PDF of scene \(i)")
        }
    }
}
