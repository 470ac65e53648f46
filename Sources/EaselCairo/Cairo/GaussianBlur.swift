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
        let rowBytes = width * channels
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: max(width, height) * channels)
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: rowBytes)
        let widest = sizes.max()!
        // The rows a vertical pass has overwritten but still subtracts: at most r+1.
        let ring = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * ((widest - 1) / 2 + 1))
        defer { line.deallocate(); sums.deallocate(); ring.deallocate() }
        for size in sizes {
            let r = (size - 1) / 2
            guard r > 0 else { continue }
            let mean = MeanTable(width: size)
            // Horizontal pass over each row.
            for y in 0..<height {
                let row = data + y * stride
                for i in 0..<rowBytes { line[i] = Int32(row[i]) }
                boxLine(line, row, count: width, channels: channels, radius: r, mean: mean)
            }
            // Vertical pass, swept down the rows with one running sum per byte
            // column so memory is read in order: the same sums as column by column.
            sums.initialize(repeating: 0, count: rowBytes)
            for k in 0...min(r, height - 1) {
                let src = data + k * stride
                for j in 0..<rowBytes { sums[j] += Int32(src[j]) }
            }
            mean.table.withUnsafeBufferPointer { table in
                for i in 0..<height {
                    let dst = data + i * stride
                    memcpy(ring + (i % (r + 1)) * rowBytes, dst, rowBytes)
                    for j in 0..<rowBytes { dst[j] = table[Int(sums[j])] }
                    if i + r + 1 < height {
                        let src = data + (i + r + 1) * stride
                        for j in 0..<rowBytes { sums[j] += Int32(src[j]) }
                    }
                    if i >= r {
                        let src = ring + ((i - r) % (r + 1)) * rowBytes
                        for j in 0..<rowBytes { sums[j] -= Int32(src[j]) }
                    }
                }
            }
        }
    }

    /// The rounded mean `(sum + w/2) / w` of every sum a box of `w` bytes can
    /// reach, looked up instead of divided per pixel.
    struct MeanTable {
        let table: [UInt8]
        init(width w: Int) {
            let w32 = Int32(w)
            table = (0...(255 * w)).map { UInt8(truncatingIfNeeded: (Int32($0) + w32 / 2) / w32) }
        }
    }

    /// One box pass along a line of `count` pixels: the mean of 2r+1 neighbours.
    private static func boxLine(_ src: UnsafeMutablePointer<Int32>, _ dst: UnsafeMutablePointer<UInt8>, count: Int, channels: Int, radius r: Int, mean: MeanTable) {
        mean.table.withUnsafeBufferPointer { table in
            for c in 0..<channels {
                var sum: Int32 = 0
                for k in 0...min(r, count - 1) { sum += src[k * channels + c] }
                for i in 0..<count {
                    dst[i * channels + c] = table[Int(sum)]
                    let incoming = i + r + 1, outgoing = i - r
                    if incoming < count { sum += src[incoming * channels + c] }
                    if outgoing >= 0 { sum -= src[outgoing * channels + c] }
                }
            }
        }
    }
}
