import Foundation

/// One stretch of an angular gradient: the colour runs linearly from
/// `startColor` at `startAngle` to `endColor` at `endAngle` (radians, y-down,
/// so growing angles turn clockwise on screen).
public struct AngularSegment: Hashable, Sendable {
    public var startAngle: Double, endAngle: Double
    public var startColor: RGBA, endColor: RGBA
}

extension Paint {
    /// SwiftUI's angular gradient as segments covering exactly one turn from
    /// `startAngle`. A sweep over a full turn draws only its last turn; a shorter
    /// sweep leaves a gap painted with the last colour for its first half and
    /// the first colour for its second half, as SwiftUI documents. Backends
    /// share this so PNG, PDF and SVG agree.
    public static func angularSegments(stops: [GradientStop], startAngle: Angle, endAngle: Angle) -> [AngularSegment] {
        guard let first = stops.first, let last = stops.last else { return [] }
        let turn = 2 * Double.pi
        var start = startAngle.radians, sweep = endAngle.radians - start
        if sweep > turn { start = endAngle.radians - turn; sweep = turn }
        sweep = max(0, sweep)
        var segs: [AngularSegment] = []
        func add(_ a0: Double, _ a1: Double, _ c0: RGBA, _ c1: RGBA) {
            if a1 > a0 { segs.append(AngularSegment(startAngle: a0, endAngle: a1, startColor: c0, endColor: c1)) }
        }
        if sweep > 0 {
            add(start, start + first.location * sweep, first.color, first.color)
            for (a, b) in zip(stops, stops.dropFirst()) {
                add(start + a.location * sweep, start + b.location * sweep, a.color, b.color)
            }
            add(start + last.location * sweep, start + sweep, last.color, last.color)
        }
        let gap = turn - sweep
        if gap > 0 {
            add(start + sweep, start + sweep + gap / 2, last.color, last.color)
            add(start + sweep + gap / 2, start + turn, first.color, first.color)
        }
        return segs
    }
}

extension GradientStop {
    /// The colour at `t` along sorted stops, interpolated in straight RGBA:
    /// the colour a backend should show there (used by samplers and tests).
    public static func color(at t: Double, in stops: [GradientStop]) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t >= a.location && t <= b.location {
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return RGBA(red: a.color.red + (b.color.red - a.color.red) * f,
                        green: a.color.green + (b.color.green - a.color.green) * f,
                        blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                        alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return last.color
    }
}
