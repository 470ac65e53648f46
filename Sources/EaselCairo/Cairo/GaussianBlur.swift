import Foundation

/// A Gaussian blur approximated by three successive box blurs per axis, whose
/// widths are chosen so the combined variance equals σ². Integer running sums
/// make it linear in the pixel count whatever the radius, and deterministic.
/// Pixels outside the buffer count as transparent, as a shadow needs.
enum GaussianBlur {
    /// Box widths (odd) for `n` passes approximating a Gaussian of deviation `sigma`.
    static func boxes(sigma: Double, n: Int = 3) -> [Int] {
        guard sigma > 0 else { return [] }
        let ideal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(wl, 1)
        let wu = wl + 2
        let mIdeal = (12 * sigma * sigma - Double(n * wl * wl) - Double(4 * n * wl) - Double(3 * n)) / Double(-4 * wl - 4)
        let m = Int(mIdeal.rounded())
        return (0..<n).map { $0 < m ? wl : wu }
    }

    /// Blurs `channels` interleaved 8-bit channels in place (`stride` bytes per row).
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: Double) {
        let sizes = boxes(sigma: sigma)
        guard !sizes.isEmpty, width > 0, height > 0 else { return }
        // Raw buffers: these loops run for every pixel of every shadow and blur.
        let capacity = max(width, height) * channels
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        let out = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        defer { line.deallocate(); out.deallocate() }
        for size in sizes {
            let r = (size - 1) / 2
            guard r > 0 else { continue }
            // Horizontal pass over each row, then vertical over each column.
            for y in 0..<height {
                let row = data + y * stride
                for i in 0..<(width * channels) { line[i] = Int32(row[i]) }
                boxLine(line, out, count: width, channels: channels, radius: r)
                for i in 0..<(width * channels) { row[i] = UInt8(truncatingIfNeeded: out[i]) }
            }
            for x in 0..<width {
                let column = data + x * channels
                for y in 0..<height { for c in 0..<channels { line[y * channels + c] = Int32(column[y * stride + c]) } }
                boxLine(line, out, count: height, channels: channels, radius: r)
                for y in 0..<height { for c in 0..<channels { column[y * stride + c] = UInt8(truncatingIfNeeded: out[y * channels + c]) } }
            }
        }
    }

    /// One box pass along a line of `count` pixels: the mean of 2r+1 neighbours.
    private static func boxLine(_ src: UnsafeMutablePointer<Int32>, _ dst: UnsafeMutablePointer<Int32>, count: Int, channels: Int, radius r: Int) {
        let width = Int32(2 * r + 1)
        for c in 0..<channels {
            var sum: Int32 = 0
            for k in 0...min(r, count - 1) { sum += src[k * channels + c] }
            for i in 0..<count {
                dst[i * channels + c] = (sum + width / 2) / width
                let incoming = i + r + 1, outgoing = i - r
                if incoming < count { sum += src[incoming * channels + c] }
                if outgoing >= 0 { sum -= src[outgoing * channels + c] }
            }
        }
    }
}
