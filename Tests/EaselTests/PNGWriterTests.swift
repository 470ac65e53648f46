import Foundation
import Testing
@testable import EaselCairo
import Easel
import CEaselBenchPNG

/// Easel's PNG writer (rows in C, deflate by igzip or libdeflate): standard chunks that
/// libpng reads back to the same pixels, RGB for opaque images, equal bytes for
/// equal pixels, and the pooled raster buffers never leaking one render into the next.
@Suite struct PNGWriterTests {
    /// Byte 25 of a PNG is IHDR's colour type: 2 = RGB, 6 = RGBA.
    func colorType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }

    func chunkTypes(_ png: Data) -> [String] {
        var types: [String] = [], i = 8
        let bytes = [UInt8](png)
        while i + 8 <= bytes.count {
            let len = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            types.append(String(decoding: bytes[i + 4..<i + 8], as: UTF8.self))
            i += 12 + len
        }
        return types
    }

    /// A 7×5 image: opaque colours, a translucent column and a fully transparent corner.
    func sample(opaque: Bool) -> RasterImage {
        var px: [UInt8] = []
        for y in 0..<5 { for x in 0..<7 {
            let a: UInt8 = opaque ? 255 : x == 6 ? 0 : x == 5 ? 77 : 255
            px += a == 0 ? [0, 0, 0, 0] : [UInt8(x * 36), UInt8(y * 60), UInt8((x + y) * 20), a]
        } }
        return RasterImage(width: 7, height: 5, pixels: px)
    }

    @Test func opaqueImagesAreRGBAndDecodeToTheSamePixels() throws {
        for compression in PNGCompression.allCases {
            let png = try PNGCodec.encode(sample(opaque: true), compression: compression)
            #expect(colorType(png) == 2)
            #expect(chunkTypes(png) == ["IHDR", "IDAT", "IEND"])
            #expect(try PNGCodec.decode(png).pixels == sample(opaque: true).pixels)
        }
    }

    @Test func translucentImagesKeepTheirAlpha() throws {
        for compression in PNGCompression.allCases {
            let png = try PNGCodec.encode(sample(opaque: false), compression: compression)
            #expect(colorType(png) == 6)
            #expect(try PNGCodec.decode(png).pixels == sample(opaque: false).pixels)
        }
    }

    @Test func equalPixelsGiveEqualBytesAndSmallIsNoLarger() throws {
        let r = ImageRenderer(content: Text("Weekly report").font(.title).padding().background(Color.orange.opacity(0.4)))
        r.scale = 2
        let image = try r.rasterImage()
        let fast = try PNGCodec.encode(image, compression: .fast), small = try PNGCodec.encode(image, compression: .small)
        #expect(try PNGCodec.encode(image, compression: .fast) == fast)
        #expect(try PNGCodec.decode(fast).pixels == image.pixels)
        #expect(try PNGCodec.decode(small).pixels == image.pixels)
        #expect(small.count <= fast.count)
        // Smaller than zlib level 1, Easel's encoder before libdeflate (now the benchmarks' baseline).
        var zlib: UnsafeMutablePointer<UInt8>?
        var zlibCount = 0
        var err = [CChar](repeating: 0, count: 256)
        let rc = image.pixels.withUnsafeBufferPointer { px in
            easel_bench_png_encode(px.baseAddress, Int32(image.width), Int32(image.height), 1, 0, &zlib, &zlibCount, &err, err.count)
        }
        defer { free(zlib) }
        #expect(rc == 0 && fast.count < zlibCount)
    }

    /// igzip's stateless call leaves match-finder state in the reused per-thread buffer;
    /// an image's bytes must not depend on what the thread compressed before it.
    @Test func bytesDoNotDependOnThePreviousImage() throws {
        let a = ImageRenderer(content: Text("Weekly report").font(.title).padding().background(Color.orange.opacity(0.4)))
        let b = ImageRenderer(content: VStack { ForEach(0..<12) { Text("Row \($0) of the other image") } }.padding())
        a.scale = 2; b.scale = 2
        let imageA = try a.rasterImage(), imageB = try b.rasterImage()
        for compression in PNGCompression.allCases {
            let first = try PNGCodec.encode(imageA, compression: compression)
            _ = try PNGCodec.encode(imageB, compression: compression)
            #expect(try PNGCodec.encode(imageA, compression: compression) == first, "\(compression)")
        }
    }

    /// `.fast` (ISA-L's igzip) and `.small` (libdeflate) deflate the same rows:
    /// both decode to exactly the rendered pixels, opaque or not, and `.small` is smaller.
    @Test func bothCompressionsDecodeToTheRenderedPixels() throws {
        let view = VStack(spacing: 8) {
            Text("Leaderboard").font(.headline)
            HStack { Text("Goldfish"); Capsule().fill(Color.blue).frame(width: 60, height: 4); Text("9") }
            RoundedRectangle(cornerRadius: 6)
                .fill(LinearGradient(colors: [.blue, .orange], startPoint: .leading, endPoint: .trailing))
                .frame(height: 20)
        }.padding(16).frame(width: 240)
        for opaque in [true, false] {
            let r = ImageRenderer(content: view)
            r.scale = 2
            r.isOpaque = opaque
            let expected = try r.rasterImage()
            var sizes: [PNGCompression: Int] = [:]
            for compression in PNGCompression.allCases {
                let png = try r.pngData(compression: compression)
                #expect(colorType(png) == (opaque ? 2 : 6))
                #expect(try PNGCodec.decode(png).pixels == expected.pixels)
                #expect(try r.pngData(compression: compression) == png)
                sizes[compression] = png.count
            }
            #expect(sizes[.small]! < sizes[.fast]!)
        }
    }

    /// Rows are converted four pixels at a time with a tail loop: every width up to
    /// two steps past the vector loop's end must come out whole, with the opaque
    /// test seeing the last pixel (a translucent one there makes the image RGBA).
    @Test func everyRowWidthConvertsWhole() throws {
        for width in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 37] {
            let stripes = LinearGradient(colors: [.red, .green, .blue], startPoint: .leading, endPoint: .trailing)
            let opaque = ImageRenderer(content: Rectangle().fill(stripes).frame(width: CGFloat(width), height: 3))
            opaque.isOpaque = true
            let png = try opaque.pngData()
            #expect(colorType(png) == 2)
            #expect(try PNGCodec.decode(png).pixels == (try opaque.rasterImage()).pixels)
            let lastTranslucent = ImageRenderer(content: HStack(spacing: 0) {
                Rectangle().fill(stripes).frame(width: CGFloat(width), height: 3)
                Color.black.opacity(0.5).frame(width: 1, height: 3)
            })
            let translucent = try lastTranslucent.pngData(compression: .fast)
            #expect(colorType(translucent) == 6)
            #expect(try PNGCodec.decode(translucent).pixels == (try lastTranslucent.rasterImage()).pixels)
        }
    }

    /// Noise does not deflate: the writer's output bound (stored blocks) must hold it.
    @Test func incompressiblePixelsStillRoundTrip() throws {
        var seed: UInt32 = 1
        func next() -> UInt8 { seed = seed &* 1_103_515_245 &+ 12_345; return UInt8(seed >> 24) }
        for opaque in [true, false] {
            let (w, h) = (300, 200)
            var px: [UInt8] = []
            px.reserveCapacity(w * h * 4)
            for _ in 0..<(w * h) { px += [next(), next(), next(), opaque ? 255 : next()] }
            let image = RasterImage(width: w, height: h, pixels: px)
            for compression in PNGCompression.allCases {
                let png = try PNGCodec.encode(image, compression: compression)
                #expect(png.count > w * h * (opaque ? 3 : 4))
                #expect(try PNGCodec.decode(png).pixels == image.pixels)
            }
        }
    }

    @Test func pngDataEncodesTheRasterPixels() throws {
        // pngData goes from Cairo's premultiplied pixels straight to PNG; it must
        // unpremultiply exactly as rasterImage does.
        let view = ZStack {
            Circle().fill(Color.blue.opacity(0.35)).frame(width: 30, height: 30)
            Text("Ag").font(.body).foregroundStyle(Color.red.opacity(0.8))
        }.frame(width: 40, height: 32)
        let r = ImageRenderer(content: view)
        r.scale = 3
        let png = try r.pngData()
        #expect(colorType(png) == 6)
        #expect(try PNGCodec.decode(png).pixels == (try r.rasterImage()).pixels)
        // Half-covered red: 50 % alpha, colour back to full red.
        let half = ImageRenderer(content: Color(red: 1, green: 0, blue: 0).opacity(0.5).frame(width: 2, height: 2))
        #expect(Array((try half.rasterImage()).pixels.prefix(4)) == [255, 0, 0, 128])
        r.isOpaque = true
        #expect(colorType(try r.pngData()) == 2)
    }

    @Test func aPooledBufferStartsClearForATransparentRender() throws {
        // Same pixel size: the second render reuses the first one's buffer.
        let opaque = ImageRenderer(content: Color.green.frame(width: 50, height: 20))
        let clear = ImageRenderer(content: Color.clear.frame(width: 50, height: 20))
        _ = try opaque.pngData()
        let img = try PNGCodec.decode(try clear.pngData())
        #expect(img.pixels.allSatisfy { $0 == 0 })
        #expect(try clear.rasterImage().pixels.allSatisfy { $0 == 0 })
    }

    @Test func thePoolKeepsItsBudget() {
        let pool = RasterPool(budget: 1000)
        let a = pool.take(byteCount: 600), b = pool.take(byteCount: 600)
        pool.give(a); pool.give(b)
        #expect(pool.heldBytes == 600)
        let c = pool.take(byteCount: 600)
        #expect(c.pointer == b.pointer)
        #expect(pool.heldBytes == 0)
        pool.give(c)
        pool.give(pool.take(byteCount: 5000))
        #expect(pool.heldBytes == 600)
    }
}

@Suite struct ImagePremultiplyTests {
    @Test func translucentImagePixelsComeBackThroughCairoWithItsRounding() throws {
        // Premultiplied as (c·a + 127) / 255 on the way in, unpremultiplied as
        // (c·255 + a/2) / a on the way out: 200 at alpha 128 → 100 → 199.
        let image = RasterImage(width: 2, height: 1, pixels: [200, 100, 50, 128, 10, 20, 30, 255])
        let r = ImageRenderer(content: Image(raster: image))
        let out = try r.rasterImage()
        #expect(out.width == 2 && out.height == 1)
        #expect(out.pixels == [199, 100, 50, 128, 10, 20, 30, 255])
    }
}
