import Foundation

/// SwiftUI's commit-time rounding: layout stays fractional, and an absolute rect
/// is snapped by rounding its origin and its far edge separately (nearest, ties
/// up), so axis-aligned edges are crisp and neighbours that touch keep touching.
public enum PixelRounding {
    public static func round(_ v: CGFloat, pixelLength m: CGFloat) -> CGFloat {
        guard v.isFinite, m > 0 else { return v }
        return ((v + m / 2) / m).rounded(.down) * m
    }

    public static func round(_ rect: CGRect, scale: CGFloat) -> CGRect {
        let m = 1 / scale
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return r }
        let x0 = round(r.minX, pixelLength: m), y0 = round(r.minY, pixelLength: m)
        let x1 = round(r.maxX, pixelLength: m), y1 = round(r.maxY, pixelLength: m)
        let w = ((x1 - x0) / m).rounded(.toNearestOrAwayFromZero) * m
        let h = ((y1 - y0) / m).rounded(.toNearestOrAwayFromZero) * m
        return CGRect(x: x0, y: y0, width: w, height: h)
    }
}
