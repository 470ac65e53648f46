import Foundation
import Testing
@testable import EaselCairo
import EaselCore
import Easel

/// Shadows are blurred once per distinct (alpha, box, deviation, tint) and
/// reused: a repeat draws exactly the pixels of the first, and the cache keeps
/// to its budget. Each test casts its shadows in a tint of its own, since tests
/// run concurrently and share the process-wide cache.
@Suite struct ShadowCacheTests {
    /// The tint the display list carries for the view's shadow.
    func shadowColor(_ list: DisplayList) -> RGBA? {
        func find(_ items: [DisplayItem]) -> RGBA? {
            for item in items {
                if case let .effect(e, inner) = item {
                    if case let .shadow(s, _) = e { return s.color }
                    if let c = find(inner) { return c }
                }
            }
            return nil
        }
        return find(list.items)
    }

    func knobs(_ count: Int, tint: Color, step: CGFloat) -> some View {
        VStack(spacing: step) {
            ForEach(0..<count, id: \.self) { _ in
                Circle().fill(Color.white).shadow(color: tint, radius: 4, y: 3).frame(width: 27, height: 27)
            }
        }
        .padding(20)
        .background(Color(white: 0.9))
    }

    @Test func twentyEqualKnobsAreBlurredOnceAndDrawTheSamePixelsAgain() throws {
        let r = ImageRenderer(content: knobs(20, tint: Color(red: 0.11, green: 0.22, blue: 0.33, opacity: 0.4), step: 8))
        r.scale = 2
        let list = r.displayList()
        let color = try #require(shadowColor(list))
        let first = try CairoRasterizer.rasterize(list)
        // Every knob sits on whole pixels, so all twenty cast the same alpha.
        #expect(ShadowCache.shared.count(tintedWith: color) == 1)
        let second = try CairoRasterizer.rasterize(list)
        #expect(first.pixels == second.pixels)
        #expect(ShadowCache.shared.count(tintedWith: color) == 1)
        // The shadow is really there: grey background darkened under the first knob (y offset 3 pt).
        let x = 20 * 2 + 27, y = (20 + 27 + 2) * 2
        let i = (y * first.width + x) * 4
        #expect(first.pixels[i + 3] == 255 && first.pixels[i] < 225)
    }

    @Test func twoKnobSizesCastTwoShadows() throws {
        let tint = Color(red: 0.44, green: 0.22, blue: 0.11, opacity: 0.4)
        let r = ImageRenderer(content: VStack(spacing: 10) {
            ForEach(0..<10, id: \.self) { i in
                Circle().fill(Color.white).shadow(color: tint, radius: 4, y: 3).frame(width: i % 2 == 0 ? 27 : 31, height: 27)
            }
        }.padding(20))
        r.scale = 2
        let list = r.displayList()
        let color = try #require(shadowColor(list))
        _ = try CairoRasterizer.rasterize(list)
        #expect(ShadowCache.shared.count(tintedWith: color) == 2)
    }

    @Test func theCacheKeepsItsBudgetAndDropsTheOldestFirst() {
        let cache = ShadowCache(budget: 8 * 5 * 100)
        func key(_ v: UInt8) -> ShadowCache.Key {
            ShadowCache.Key(alpha: [UInt8](repeating: v, count: 100), width: 10, height: 10, sigma: 2, color: .black)
        }
        for v in 0..<8 { cache.store([UInt32](repeating: UInt32(v), count: 100), for: key(UInt8(v))) }
        #expect(cache.count == 8 && cache.heldBytes == 4000)
        cache.store([UInt32](repeating: 9, count: 100), for: key(9))
        #expect(cache.count == 8 && cache.heldBytes == 4000)
        #expect(cache.pixels(for: key(0)) == nil)
        #expect(cache.pixels(for: key(1)) == [UInt32](repeating: 1, count: 100))
        #expect(cache.pixels(for: key(9)) == [UInt32](repeating: 9, count: 100))
        // Same alpha, other deviation or tint: another shadow.
        #expect(cache.pixels(for: ShadowCache.Key(alpha: key(1).alpha, width: 10, height: 10, sigma: 3, color: .black)) == nil)
        #expect(cache.pixels(for: ShadowCache.Key(alpha: key(1).alpha, width: 10, height: 10, sigma: 2, color: .white)) == nil)
        // A shadow bigger than an eighth of the budget is drawn but not kept.
        let big = ShadowCache.Key(alpha: [UInt8](repeating: 1, count: 200), width: 20, height: 10, sigma: 2, color: .black)
        cache.store([UInt32](repeating: 1, count: 200), for: big)
        #expect(cache.pixels(for: big) == nil)
    }
}

/// The blur's running sums, swept row by row and looked up in a table, give the
/// same bytes as the box means written out plainly: each output is
/// (sum of the 2r+1 neighbours inside the buffer + w/2) / w, rows first, then columns.
@Suite struct GaussianBlurTests {
    func reference(_ input: [UInt8], width: Int, height: Int, stride: Int, channels: Int, sigma: Double) -> [UInt8] {
        var v = input
        for size in GaussianBlur.boxes(sigma: sigma) {
            let r = (size - 1) / 2
            guard r > 0 else { continue }
            let w = 2 * r + 1
            var h = v
            for y in 0..<height { for x in 0..<width { for c in 0..<channels {
                var s = 0
                for k in max(0, x - r)...min(width - 1, x + r) { s += Int(v[y * stride + k * channels + c]) }
                h[y * stride + x * channels + c] = UInt8((s + w / 2) / w)
            } } }
            var out = h
            for y in 0..<height { for x in 0..<width { for c in 0..<channels {
                var s = 0
                for k in max(0, y - r)...min(height - 1, y + r) { s += Int(h[k * stride + x * channels + c]) }
                out[y * stride + x * channels + c] = UInt8((s + w / 2) / w)
            } } }
            v = out
        }
        return v
    }

    @Test(arguments: [(1, 37, 23, 2.0), (4, 19, 31, 3.5), (1, 9, 3, 6.0), (4, 5, 40, 1.2), (1, 64, 64, 8.0)])
    func matchesThePlainBoxMeans(_ channels: Int, _ width: Int, _ height: Int, _ sigma: Double) {
        let stride = width * channels + 3      // padded rows, as cairo may pad them
        var seed: UInt32 = 12345
        var data = (0..<(stride * height)).map { _ -> UInt8 in
            seed = seed &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: seed >> 16)
        }
        let expected = reference(data, width: width, height: height, stride: stride, channels: channels, sigma: sigma)
        data.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: width, height: height, stride: stride, channels: channels, sigma: sigma)
        }
        #expect(data == expected)
    }
}
