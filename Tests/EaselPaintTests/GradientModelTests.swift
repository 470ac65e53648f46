import Foundation
import Testing
import EaselCore

@Suite struct GradientModelTests {
    let bounds = CGRect(x: 10, y: 20, width: 200, height: 100)

    @Test func colorsSpreadEvenly() {
        let g = Gradient(colors: [.red, .green, .blue])
        #expect(g.stops.map(\.location) == [0, 0.5, 1])
    }

    @Test func linearGradientMapsUnitPointsIntoTheBounds() {
        let p = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)._paint(in: EnvironmentValues(), bounds: bounds)
        guard case let .linearGradient(stops, a, b) = p else { Issue.record("not linear"); return }
        #expect(a == CGPoint(x: 10, y: 70) && b == CGPoint(x: 210, y: 70))
        #expect(stops.map(\.color) == [.black, .white])
    }

    @Test func ellipticalGradientRadiiFollowTheBoundsAspect() {
        let p = EllipticalGradient(colors: [.black, .white])._paint(in: EnvironmentValues(), bounds: bounds)
        guard case let .ellipticalGradient(_, c, rx, ry, f0, f1) = p else { Issue.record("not elliptical"); return }
        #expect(c == CGPoint(x: 110, y: 70))
        // endRadiusFraction 0.5 reaches the edges: 100 horizontally, 50 vertically.
        #expect(rx * f1 == 100 && ry * f1 == 50 && f0 == 0)
    }

    @Test func stopsAreSortedAndClamped() {
        let g = LinearGradient(stops: [.init(color: .white, location: 1.5), .init(color: .black, location: -1)], startPoint: .top, endPoint: .bottom)
        guard case let .linearGradient(s, _, _) = g._paint(in: EnvironmentValues(), bounds: bounds) else { Issue.record("not linear"); return }
        #expect(s.map(\.location) == [0, 1])
        #expect(s.map(\.color) == [RGBA.black, RGBA.white])
    }

    @Test func styleOpacityScalesEveryStop() {
        let p = LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom).opacity(0.5)._paint(in: EnvironmentValues(), bounds: bounds)
        guard case let .linearGradient(stops, _, _) = p else { Issue.record("not linear"); return }
        #expect(stops.map(\.color.alpha) == [0.5, 0.5])
    }

    @Test func colorGradientRunsTopToBottomFromALighterTint() {
        let p = Color.blue.gradient._paint(in: EnvironmentValues(), bounds: bounds)
        guard case let .linearGradient(stops, a, b) = p else { Issue.record("not linear"); return }
        #expect(a == CGPoint(x: 110, y: 20) && b == CGPoint(x: 110, y: 120))
        let blue = Color.blue.resolve(in: EnvironmentValues())
        #expect(stops.last?.color == blue)
        #expect(stops[0].color.red > blue.red && stops[0].color.green > blue.green)
    }

    @Test func hierarchicalStylesResolveAgainstTheForeground() {
        var env = EnvironmentValues()
        #expect(HierarchicalShapeStyle.secondary._paint(in: env, bounds: bounds) == .color(Color.secondary.resolve(in: env)))
        env.colorScheme = .dark
        #expect(HierarchicalShapeStyle.primary._paint(in: env, bounds: bounds) == .color(.white))
    }

    @Test func angularSegmentsCoverOneTurnAndFillTheGapByHalves() {
        let stops = [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)]
        let segs = Paint.angularSegments(stops: stops, startAngle: .degrees(0), endAngle: .degrees(180))
        let total = segs.reduce(0) { $0 + $1.endAngle - $1.startAngle }
        #expect(abs(total - 2 * .pi) < 1e-12)
        // 180…270° keeps the last colour, 270…360° the first (SwiftUI's documented gap rule).
        #expect(segs.contains { abs($0.startAngle - .pi) < 1e-12 && abs($0.endAngle - 1.5 * .pi) < 1e-12 && $0.startColor == .white && $0.endColor == .white })
        #expect(segs.contains { abs($0.startAngle - 1.5 * .pi) < 1e-12 && abs($0.endAngle - 2 * .pi) < 1e-12 && $0.startColor == .black })
    }

    @Test func angularSweepOverOneTurnDrawsOnlyTheLastTurn() {
        let stops = [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)]
        let segs = Paint.angularSegments(stops: stops, startAngle: .degrees(0), endAngle: .degrees(720))
        let ramp = segs.first { $0.startColor != $0.endColor }!
        #expect(abs(ramp.startAngle - 2 * .pi) < 1e-12 && abs(ramp.endAngle - 4 * .pi) < 1e-12)
    }
}
