import Foundation
import Testing
import EaselCore

/// Samples a path's outline densely (flattening curves) for geometric checks.
func outlinePoints(_ p: Path, samplesPerCurve: Int = 64) -> [CGPoint] {
    var pts: [CGPoint] = [], cur = CGPoint.zero, start = CGPoint.zero
    for e in p.elements {
        switch e {
        case .move(let a): cur = a; start = a; pts.append(a)
        case .line(let a): cur = a; pts.append(a)
        case let .quadCurve(a, c):
            for i in 1...samplesPerCurve {
                let t = CGFloat(i) / CGFloat(samplesPerCurve), u = 1 - t
                pts.append(CGPoint(x: u * u * cur.x + 2 * u * t * c.x + t * t * a.x, y: u * u * cur.y + 2 * u * t * c.y + t * t * a.y))
            }
            cur = a
        case let .curve(a, c1, c2):
            for i in 1...samplesPerCurve {
                let t = CGFloat(i) / CGFloat(samplesPerCurve), u = 1 - t
                let x = u * u * u * cur.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * a.x
                let y = u * u * u * cur.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * a.y
                pts.append(CGPoint(x: x, y: y))
            }
            cur = a
        case .closeSubpath: cur = start
        }
    }
    return pts
}

func near(_ a: CGFloat, _ b: CGFloat, _ tol: CGFloat = 1e-6) -> Bool { abs(a - b) <= tol }

@Suite struct ArcTests {
    @Test func clockwiseFalseSweepsThroughIncreasingAnglesWhichIsDownwardOnScreen() {
        // SwiftUI, y-down: from 0° to 90° with clockwise: false passes through 45°,
        // i.e. below the centre (positive y) — on screen it turns clockwise.
        var p = Path()
        p.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        let pts = outlinePoints(p)
        #expect(near(pts.first!.x, 10) && near(pts.first!.y, 0))
        #expect(near(pts.last!.x, 0, 1e-9) && near(pts.last!.y, 10))
        #expect(pts.allSatisfy { $0.y >= -1e-9 && $0.x >= -1e-9 })
        for q in pts { #expect(abs(hypot(q.x, q.y) - 10) < 0.003) }   // cubic arc error bound
    }

    @Test func clockwiseTrueTakesTheLongWayAroundThroughNegativeY() {
        var p = Path()
        p.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        let pts = outlinePoints(p)
        // 270° of sweep through the upper half (y < 0) and the left side.
        #expect(pts.contains { $0.y < -9.9 })
        #expect(pts.contains { $0.x < -9.9 })
        #expect(near(pts.last!.x, 0, 1e-9) && near(pts.last!.y, 10))
    }

    /// Ellipses read their unit points from a table made once; every coordinate must
    /// be the bits that computing sin and cos for each ellipse gives (goldens depend on it).
    @Test func ellipseFromTheTableHasTheBitsOfComputingEachPoint() {
        let k = 4.0 / 3.0 * tan(Double.pi / 8)
        let rects = [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 231.71, y: -87.3, width: 4, height: 4),
                     CGRect(x: 1e5 / 3, y: 7.25, width: 0.3, height: 19), CGRect(x: -12.5, y: 0.1, width: 333.33, height: 2)]
        for r in rects {
            let c = CGPoint(x: r.midX, y: r.midY), rx = r.width / 2, ry = r.height / 2
            var expected: [Path.Element] = [.move(to: CGPoint(x: c.x + rx * cos(0.0), y: c.y + ry * sin(0.0)))]
            var a = 0.0
            for _ in 0..<4 {
                let b = a + Double.pi / 2
                expected.append(.curve(to: CGPoint(x: c.x + rx * cos(b), y: c.y + ry * sin(b)),
                                       control1: CGPoint(x: c.x + rx * (cos(a) - k * sin(a)), y: c.y + ry * (sin(a) + k * cos(a))),
                                       control2: CGPoint(x: c.x + rx * (cos(b) + k * sin(b)), y: c.y + ry * (sin(b) - k * cos(b)))))
                a = b
            }
            expected.append(.closeSubpath)
            #expect(Path(ellipseIn: r).elements == expected, "\(r)")
            var moved = Path()
            moved.addEllipse(in: r, transform: CGAffineTransform(translationX: 3, y: 4))
            #expect(moved == Path { $0.addEllipse(in: r) }.applying(CGAffineTransform(translationX: 3, y: 4)))
        }
    }

    @Test func arcFromCurrentPointConnectsWithALine() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(180), endAngle: .degrees(360), clockwise: false)
        guard case .line(let to) = p.elements[1] else { Issue.record("expected a line to the arc start"); return }
        #expect(near(to.x, 40) && near(to.y, 50))
    }
}

@Suite struct TrimTests {
    let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))   // perimeter 400

    @Test func fullTrimIsTheSamePath() { #expect(square.trimmedPath(from: 0, to: 1) == square) }

    @Test func emptyWhenFromIsNotBeforeTo() {
        #expect(square.trimmedPath(from: 0.6, to: 0.6).isEmpty)
        #expect(square.trimmedPath(from: 0.8, to: 0.2).isEmpty)
    }

    @Test func quarterOfASquareIsItsTopEdge() {
        let t = square.trimmedPath(from: 0, to: 0.25)
        let pts = outlinePoints(t)
        #expect(near(pts.first!.x, 0) && near(pts.first!.y, 0))
        #expect(abs(pts.last!.x - 100) < 1e-6 && abs(pts.last!.y) < 1e-6)
        #expect(abs(t.length - 100) < 1e-6)
    }

    @Test func middleStretchCrossesACorner() {
        // 150…250 of 400: from the middle of the right edge to the middle of the bottom edge.
        let t = square.trimmedPath(from: 0.375, to: 0.625)
        let pts = outlinePoints(t)
        #expect(abs(pts.first!.x - 100) < 1e-6 && abs(pts.first!.y - 50) < 1e-6)
        #expect(abs(pts.last!.x - 50) < 1e-6 && abs(pts.last!.y - 100) < 1e-6)
        #expect(abs(t.length - 100) < 1e-6)
    }

    @Test func halfACircleHasHalfTheCircumference() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let half = circle.trimmedPath(from: 0, to: 0.5)
        // Within 0.1 %: the cubic arcs themselves bulge 0.027 % past the circle.
        #expect(abs(circle.length - .pi * 100) < 0.314)
        #expect(abs(half.length - .pi * 50) < 0.157)
        // The circle starts at 0° (rightmost point) and runs through the bottom.
        let pts = outlinePoints(half)
        #expect(abs(pts.last!.x - 0) < 0.05 && abs(pts.last!.y - 50) < 0.05)
        #expect(pts.allSatisfy { $0.y >= 50 - 1e-6 })
    }

    @Test func trimmedShapeUsesItsFramePath() {
        let s = Circle().trim(from: 0, to: 0.25)
        let p = s.path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(abs(p.length - .pi * 40 / 4) < 0.05)
    }
}

@Suite struct ShapeTransformTests {
    let frame = CGRect(x: 0, y: 0, width: 100, height: 50)

    @Test func rotationTurnsAroundTheFrameCentre() {
        let p = Rectangle().rotation(.degrees(90)).path(in: frame)
        let b = p.boundingRect
        // A 100×50 rect turned 90° about (50, 25) spans x 25…75 and y −25…75.
        #expect(abs(b.minX - 25) < 1e-9 && abs(b.maxX - 75) < 1e-9)
        #expect(abs(b.minY + 25) < 1e-9 && abs(b.maxY - 75) < 1e-9)
    }

    @Test func offsetMovesThePath() {
        let b = Rectangle().offset(x: 5, y: -3).path(in: frame).boundingRect
        #expect(b == CGRect(x: 5, y: -3, width: 100, height: 50))
    }

    @Test func scaleAboutTopLeadingKeepsTheOrigin() {
        let b = Rectangle().scale(0.5, anchor: .topLeading).path(in: frame).boundingRect
        #expect(b == CGRect(x: 0, y: 0, width: 50, height: 25))
        let c = Rectangle().scale(x: 2, y: 1).path(in: frame).boundingRect
        #expect(c == CGRect(x: -50, y: 0, width: 200, height: 50))
    }
}

@Suite struct RoundedCornerTests {
    @Test func continuousCornerRunsFurtherAlongTheEdgeThanACircularOne() {
        let r = CGRect(x: 0, y: 0, width: 200, height: 200)
        let cont = outlinePoints(RoundedRectangle(cornerRadius: 20, style: .continuous).path(in: r))
        let circ = outlinePoints(RoundedRectangle(cornerRadius: 20, style: .circular).path(in: r))
        // Where the outline leaves the top edge: 1.528·r from the corner vs r.
        func leaveX(_ pts: [CGPoint]) -> CGFloat { pts.filter { $0.x > 100 && $0.y > 1e-12 && $0.y < 1 }.map(\.x).min() ?? 0 }
        #expect(leaveX(cont) < 200 - 20 * 1.5)
        #expect(leaveX(circ) > 200 - 20 - 1)
        // Both stay inside the rectangle and touch all four edges.
        for pts in [cont, circ] {
            #expect(pts.allSatisfy { r.insetBy(dx: -1e-9, dy: -1e-9).contains($0) })
            #expect(abs((pts.map(\.y).max() ?? 0) - 200) < 1e-9)
        }
    }

    @Test func continuousCornerMeetsTheDiagonalJustInsideTheCircularOne() {
        // The published fit's middle curve is symmetric; its midpoint is
        // (p0 + 3·c1 + 3·c2 + p3) / 8 of the radius from the corner on each axis,
        // a hair closer to the corner than a circle's 1 − 1/√2.
        let expected = 40 * (0.63149399 + 3 * 0.37282392 + 3 * 0.16906013 + 0.07491176) / 8
        let r = CGRect(x: 0, y: 0, width: 200, height: 200)
        let cont = outlinePoints(RoundedRectangle(cornerRadius: 40, style: .continuous).path(in: r))
        let diag = cont.filter { abs($0.x - $0.y) < 0.05 && $0.x < 50 }.map(\.x)
        #expect(!diag.isEmpty && diag.allSatisfy { abs($0 - expected) < 0.05 })
        #expect(expected < 40 * (1 - 1 / 2.0.squareRoot()))
    }

    @Test func continuousCornerBlendsTowardsCircularWhenTheSideIsShort() {
        // Height 60 with radius 25: 2·1.528·25 = 76 > 60, so the corners blend.
        let r = CGRect(x: 0, y: 0, width: 200, height: 60)
        let pts = outlinePoints(RoundedRectangle(cornerRadius: 25, style: .continuous).path(in: r))
        #expect(pts.allSatisfy { r.insetBy(dx: -1e-9, dy: -1e-9).contains($0) })
        // The left edge still has a straight stretch around mid-height.
        #expect(pts.contains { abs($0.x) < 1e-9 && abs($0.y - 30) < 5 })
        // And it is a continuous function of the radius: 29.9 and 30 (a capsule) barely differ.
        let a = RoundedRectangle(cornerRadius: 29.9, style: .continuous).path(in: r).boundingRect
        let b = RoundedRectangle(cornerRadius: 30, style: .continuous).path(in: r).boundingRect
        #expect(abs(a.width - b.width) < 0.2 && abs(a.height - b.height) < 0.2)
    }

    @Test func unevenCornersGetTheirOwnRadii() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 100)
        let s = UnevenRoundedRectangle(topLeadingRadius: 0, bottomLeadingRadius: 0, bottomTrailingRadius: 30, topTrailingRadius: 0, style: .circular)
        let pts = outlinePoints(s.path(in: r))
        #expect(pts.contains { $0 == CGPoint(x: 0, y: 0) })
        #expect(pts.contains { $0 == CGPoint(x: 100, y: 0) })
        #expect(!pts.contains { $0 == CGPoint(x: 100, y: 100) })
        // The rounded corner's diagonal point lies on the circle of radius 30 about (70, 70).
        let d = pts.filter { $0.x > 70 && $0.y > 70 }
        #expect(!d.isEmpty && d.allSatisfy { abs(hypot($0.x - 70, $0.y - 70) - 30) < 0.02 })
    }

    @Test func unevenRadiiThatOverflowASideShrinkTogether() {
        let s = UnevenRoundedRectangle(topLeadingRadius: 80, topTrailingRadius: 80, style: .circular)
        let b = s.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).boundingRect
        #expect(b.minX >= -1e-9 && b.maxX <= 100 + 1e-9 && b.minY >= -1e-9)
    }
}
