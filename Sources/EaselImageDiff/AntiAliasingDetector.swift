/// Decides whether a differing pixel is only anti-aliasing, after Vyšniauskas
/// (2009), "Anti-aliased pixel and intensity slope detector", as pixelmatch does.
///
/// An edge pixel drawn with partial coverage sits between a darker and a brighter
/// neighbour, and at least one of those neighbours lies in a flat area (it has
/// several identical neighbours itself) in both images: the shape is where it was,
/// only its edge was sampled differently.
struct AntiAliasingDetector {
    let width: Int, height: Int

    /// Whether pixel (x, y) of `image` looks anti-aliased, `other` being the image it
    /// is compared with.
    func isAntiAliased(_ image: UnsafePointer<UInt8>, _ x: Int, _ y: Int, other: UnsafePointer<UInt8>) -> Bool {
        let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)
        // A pixel on the image border has fewer neighbours; count the missing side as
        // one equal neighbour so border pixels are not too readily called edges.
        var equal = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        let centre = YIQ.brightness(image + offset(x, y))
        var darkest = 0.0, brightest = 0.0
        var darkestAt = (0, 0), brightestAt = (0, 0)
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                let d = YIQ.brightness(image + offset(nx, ny)) - centre
                if d == 0 {
                    equal += 1
                    // Several equal neighbours: a flat area or a line, not an edge.
                    if equal > 2 { return false }
                } else if d < darkest {
                    darkest = d; darkestAt = (nx, ny)
                } else if d > brightest {
                    brightest = d; brightestAt = (nx, ny)
                }
            }
        }
        // An intensity slope needs something darker and something brighter around it.
        guard darkest < 0, brightest > 0 else { return false }
        return (hasManySiblings(image, darkestAt) && hasManySiblings(other, darkestAt))
            || (hasManySiblings(image, brightestAt) && hasManySiblings(other, brightestAt))
    }

    /// Whether at least three neighbours of `p` have exactly its RGBA value.
    func hasManySiblings(_ image: UnsafePointer<UInt8>, _ p: (Int, Int)) -> Bool {
        let (x, y) = p
        let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)
        var same = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        let centre = pixel(image, x, y)
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                if pixel(image, nx, ny) == centre {
                    same += 1
                    if same > 2 { return true }
                }
            }
        }
        return false
    }

    @inline(__always) func offset(_ x: Int, _ y: Int) -> Int { (y * width + x) * 4 }

    @inline(__always) func pixel(_ image: UnsafePointer<UInt8>, _ x: Int, _ y: Int) -> UInt32 {
        UnsafeRawPointer(image + offset(x, y)).loadUnaligned(as: UInt32.self)
    }
}
