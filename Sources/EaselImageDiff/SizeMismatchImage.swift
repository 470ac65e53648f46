import EaselCore

/// The diff image for two images of different sizes, where a pixel-by-pixel overlay
/// has nothing to align: expected | actual | overlap diff, left to right, each panel
/// padded to the larger width and height so the size change itself is visible.
public enum SizeMismatchImage {
    /// Grey between panels, so padding and content of neighbours do not run together.
    static let gap = 8

    public static func sideBySide(expected: RasterImage, actual: RasterImage,
                                  options: ImageDiffOptions = .default) -> RasterImage {
        let w = max(expected.width, actual.width), h = max(expected.height, actual.height)
        let width = 3 * w + 2 * gap
        var out = [UInt8](repeating: 0, count: width * h * 4)
        let limit = options.maxDeltaE ?? YIQ.limit(forThreshold: options.threshold)
        out.withUnsafeMutableBufferPointer { o in
            let base = o.baseAddress!
            expected.pixels.withUnsafeBufferPointer { eb in
                actual.pixels.withUnsafeBufferPointer { ab in
                    for y in 0..<h {
                        for x in 0..<width {
                            let p = base + (y * width + x) * 4
                            let panel = x / (w + gap), px = x % (w + gap)
                            guard px < w else { ImageComparator.paint(p, 128, 128, 128); continue }
                            let inE = px < expected.width && y < expected.height
                            let inA = px < actual.width && y < actual.height
                            let e = eb.baseAddress.map { $0 + (y * expected.width + px) * 4 }
                            let a = ab.baseAddress.map { $0 + (y * actual.width + px) * 4 }
                            switch panel {
                            case 0: inE ? copy(p, e!) : padding(p, px, y)
                            case 1: inA ? copy(p, a!) : padding(p, px, y)
                            default:
                                if inE && inA {
                                    let d = options.maxDeltaE != nil ? LabDeltaE.delta(e!, a!) : YIQ.delta(e!, a!)
                                    if d > limit { ImageComparator.paint(p, 255, 0, 0) } else { ImageComparator.paintFaded(p, from: e!) }
                                } else if inE || inA {
                                    // Present in only one image: the area the size change added or removed.
                                    ImageComparator.paint(p, 255, 0, 255)
                                } else {
                                    padding(p, px, y)
                                }
                            }
                        }
                    }
                }
            }
        }
        return RasterImage(width: width, height: h, pixels: out)
    }

    @inline(__always)
    private static func copy(_ p: UnsafeMutablePointer<UInt8>, _ s: UnsafePointer<UInt8>) {
        p[0] = s[0]; p[1] = s[1]; p[2] = s[2]; p[3] = s[3]
    }

    /// A checkerboard of 8-pixel squares: "no image here", unlike any flat fill a view could draw.
    @inline(__always)
    private static func padding(_ p: UnsafeMutablePointer<UInt8>, _ x: Int, _ y: Int) {
        let v: UInt8 = ((x / 8) + (y / 8)) % 2 == 0 ? 204 : 236
        ImageComparator.paint(p, v, v, v)
    }
}
