import Foundation
import Testing
@testable import EaselScene
import EaselCore

@Suite struct SVGPathDataTests {
    typealias E = Path.Element
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
    func parse(_ d: String) throws -> [E] { try SVGPathData.parse(d).elements }

    func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }
    func points(_ e: E) -> [CGPoint] {
        switch e {
        case .move(let a), .line(let a): return [a]
        case let .quadCurve(a, c): return [a, c]
        case let .curve(a, c1, c2): return [a, c1, c2]
        case .closeSubpath: return []
        }
    }
    func kind(_ e: E) -> Int {
        switch e {
        case .move: 0
        case .line: 1
        case .quadCurve: 2
        case .curve: 3
        case .closeSubpath: 4
        }
    }
    /// Same kinds of element, points equal within `tolerance`.
    func near(_ a: [E], _ b: [E], _ tolerance: CGFloat = 1e-9) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in
            let px = points(x), py = points(y)
            return kind(x) == kind(y) && zip(px, py).allSatisfy { near($0, $1, tolerance) }
        }
    }
    func end(_ e: E?) -> CGPoint? { e.flatMap { points($0).first } }
    func fails(_ d: String, _ message: String, at offset: Int, maxCommands: Int = 100_000) {
        #expect(throws: SVGPathData.Failure(message: message, offset: offset)) {
            try SVGPathData.parse(d, maxCommands: maxCommands)
        }
    }

    @Test func emptyAndBlankDataGiveAnEmptyPath() throws {
        #expect(try SVGPathData.parse("").isEmpty)
        #expect(try SVGPathData.parse(" \n\t\r\n ").isEmpty)
    }

    @Test func relativeCommandsMatchTheirAbsoluteForms() throws {
        let relative = try parse("M10 10 l 20 0 v 20 h -20 z")
        let absolute = try parse("M10 10 L 30 10 V 30 H 10 Z")
        #expect(relative == absolute)
        #expect(relative == [.move(to: p(10, 10)), .line(to: p(30, 10)), .line(to: p(30, 30)), .line(to: p(10, 30)), .closeSubpath])
        var forEachSeen: [E] = []
        try SVGPathData.parse("M10 10 l 20 0 v 20 h -20 z").forEach { forEachSeen.append($0) }
        #expect(forEachSeen == absolute)
        #expect(try parse("m1 2 c1 1 2 2 3 3 q1 0 2 2 a5 5 0 0 1 4 0")
                == parse("M1 2 C2 3 3 4 4 5 Q5 5 6 7 A5 5 0 0 1 10 7"))
    }

    @Test func horizontalAndVerticalLinesKeepTheOtherCoordinate() throws {
        #expect(try parse("M10 10 H 30 V 40 h -5 v -5") ==
                [.move(to: p(10, 10)), .line(to: p(30, 10)), .line(to: p(30, 40)), .line(to: p(25, 40)), .line(to: p(25, 35))])
    }

    @Test func numbersMayRunTogether() throws {
        #expect(try parse("M10-5.5.5-.5L1e1,2E-1+3 .4e+1") ==
                [.move(to: p(10, -5.5)), .line(to: p(0.5, -0.5)), .line(to: p(10, 0.2)), .line(to: p(3, 4))])
        #expect(try parse("M5.,1.") == [.move(to: p(5, 1))])
        #expect(try parse("M0,0\nL\t1 , 2") == [.move(to: p(0, 0)), .line(to: p(1, 2))])
    }

    @Test func extraPairsAfterMoveToAreLineTos() throws {
        #expect(try parse("M1 2 3 4 5 6") == [.move(to: p(1, 2)), .line(to: p(3, 4)), .line(to: p(5, 6))])
        // A leading relative moveto starts from the origin; its extra pairs are relative linetos.
        #expect(try parse("m10 10 20 0 0 5") == [.move(to: p(10, 10)), .line(to: p(30, 10)), .line(to: p(30, 15))])
        #expect(try parse("M0 0 L1 1 2 2") == [.move(to: p(0, 0)), .line(to: p(1, 1)), .line(to: p(2, 2))])
    }

    @Test func smoothCubicReflectsOnlyAfterACubic() throws {
        #expect(try parse("M0 0 C 10 0 20 10 30 10 S 50 20 60 20 s 10 0 20 5") == [
            .move(to: p(0, 0)),
            .curve(to: p(30, 10), control1: p(10, 0), control2: p(20, 10)),
            .curve(to: p(60, 20), control1: p(40, 10), control2: p(50, 20)),
            .curve(to: p(80, 25), control1: p(70, 20), control2: p(70, 20)),
        ])
        // After a line, or a quadratic, the first control point is the current point.
        #expect(try parse("M0 0 L10 0 S 20 10 30 10") ==
                [.move(to: p(0, 0)), .line(to: p(10, 0)), .curve(to: p(30, 10), control1: p(10, 0), control2: p(20, 10))])
        #expect(try parse("M0 0 Q5 5 10 0 S 20 10 30 10").last ==
                .curve(to: p(30, 10), control1: p(10, 0), control2: p(20, 10)))
    }

    @Test func smoothQuadraticReflectsOnlyAfterAQuadratic() throws {
        #expect(try parse("M0 0 Q 10 10 20 0 T 40 0 t 20 0") == [
            .move(to: p(0, 0)),
            .quadCurve(to: p(20, 0), control: p(10, 10)),
            .quadCurve(to: p(40, 0), control: p(30, -10)),
            .quadCurve(to: p(60, 0), control: p(50, 10)),
        ])
        #expect(try parse("M0 0 L10 5 T 20 0").last == .quadCurve(to: p(20, 0), control: p(10, 5)))
        #expect(try parse("M0 0 C1 1 2 2 3 3 T 20 0").last == .quadCurve(to: p(20, 0), control: p(3, 3)))
    }

    @Test func closePathReturnsToTheSubpathStart() throws {
        #expect(try parse("M10 10 L 20 10 L 20 20 Z l 5 5").last == .line(to: p(15, 15)))
        #expect(try parse("M10 10 L20 10 z m 5 5 l 1 0") ==
                [.move(to: p(10, 10)), .line(to: p(20, 10)), .closeSubpath, .move(to: p(15, 15)), .line(to: p(16, 15))])
        #expect(try parse("M0 0 L5 0 M10 10 L 20 10 Z h 3").last == .line(to: p(13, 10)))
    }

    @Test func halfCircleArcSweepsThroughNegativeY() throws {
        // Centre (10, 0); sweep-flag 1 is the positive-angle direction, clockwise with y down,
        // so leaving (0, 0) it goes up through (10, -10).
        let path = try SVGPathData.parse("M0 0 A 10 10 0 0 1 20 0")
        let els = path.elements
        #expect(els.count == 3)
        #expect(end(els.last) == p(20, 0))
        #expect(try #require(end(els[1])).isNear(p(10, -10)))
        let box = path.boundingRect
        #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 20) < 1e-9 && abs(box.minY + 10) < 1e-3 && abs(box.maxY) < 1e-9)
        // Sweep-flag 0 takes the other half.
        #expect(try #require(end(parse("M0 0 A 10 10 0 0 0 20 0")[1])).isNear(p(10, 10)))
    }

    @Test func arcFlagsNeedNoSeparators() throws {
        #expect(try parse("M0 0a10 10 0 0120 0") == parse("M0 0 A 10 10 0 0 1 20 0"))
        #expect(try parse("M0 0a1 1 0 00 1 1") == parse("M0 0 a1 1 0 0 0 1 1"))
    }

    @Test func largeArcFlagPicksTheLongWayRound() throws {
        // Radius 10 between points 10√2 apart: the small arc is 90°, the large one 270°.
        let small = try parse("M0 0 A 10 10 0 0 1 10 10"), large = try parse("M0 0 A 10 10 0 1 1 10 10")
        #expect(small.count == 2 && large.count == 4)
        #expect(end(small.last) == p(10, 10) && end(large.last) == p(10, 10))
        // Both sweep clockwise: the small arc about (0, 10), the large one about (10, 0)
        // through its top and right-hand points.
        #expect(try #require(end(large[1])).isNear(p(10, -10)) && #require(end(large[2])).isNear(p(20, 0)))
        #expect(try #require(end(small.last)).isNear(p(10, 10)))
        if case let .curve(_, c1, c2) = small[1] {
            // The 90° arc leaves (0, 0) heading right and arrives at (10, 10) heading down.
            #expect(abs(c1.y) < 1e-9 && c1.x > 5 && c1.x < 6 && abs(c2.x - 10) < 1e-9 && c2.y > 4 && c2.y < 5)
        } else { Issue.record("expected a curve") }
    }

    @Test func rotatedEllipticalArcs() throws {
        // Rotating a 20×10 ellipse by 90° gives the upright 10×20 one.
        #expect(near(try parse("M0 0 A 20 10 90 0 1 0 40"), try parse("M0 0 A 10 20 0 0 1 0 40"), 1e-9))
        let upright = try parse("M0 0 A 10 20 0 0 1 0 40")
        #expect(end(upright.last) == p(0, 40))
        #expect(try #require(end(upright[1])).isNear(p(10, 20)))

        // At 45° the ellipse's own x-axis runs along the diagonal; the chord is its major axis.
        let r2 = 2.0.squareRoot(), s = 40 / r2
        let tilted = try parse("M0 0 A 20 10 45 0 1 \(s) \(s)")
        #expect(end(tilted.first) == p(0, 0))
        #expect(end(tilted.last) == p(s, s))
        let h = 10 / r2
        #expect(try #require(end(tilted[1])).isNear(p(s / 2 + h, s / 2 - h)))
        // Every piece's endpoints stay on the rotated ellipse centred on the chord's midpoint.
        for e in tilted.dropFirst() {
            let q = end(e)!, dx = q.x - s / 2, dy = q.y - s / 2
            let u = (dx + dy) / r2, v = (dy - dx) / r2
            #expect(abs(u * u / 400 + v * v / 100 - 1) < 1e-9)
        }
    }

    @Test func tooSmallRadiiAreScaledUp() throws {
        #expect(near(try parse("M0 0 A 1 1 0 0 1 20 0"), try parse("M0 0 A 10 10 0 0 1 20 0"), 1e-9))
        // 2:1 radii grow by 5 to 10×5, so the top of the arc is at y = −5.
        let els = try parse("M0 0 A 2 1 0 1 1 20 0")
        #expect(end(els.last) == p(20, 0))
        #expect(try #require(end(els[1])).isNear(p(10, -5)))
    }

    @Test func degenerateArcs() throws {
        #expect(try parse("M1 2 A 0 5 0 0 1 7 8") == [.move(to: p(1, 2)), .line(to: p(7, 8))])
        #expect(try parse("M1 2 A 5 0 0 0 1 7 8") == [.move(to: p(1, 2)), .line(to: p(7, 8))])
        #expect(try parse("M1 2 A 5 5 0 0 1 1 2") == [.move(to: p(1, 2))])
        // Negative radii count as their absolute values.
        #expect(try parse("M0 0 A -10 -10 0 0 1 20 0") == parse("M0 0 A 10 10 0 0 1 20 0"))
    }

    @Test func errorsNameTheProblemAndItsOffset() {
        fails("L 10 10", "path must start with 'M' or 'm'", at: 0)
        fails("  l1 1", "path must start with 'M' or 'm'", at: 2)
        fails("10 10", "path must start with 'M' or 'm'", at: 0)
        fails("M 10 10 X 5", "unknown command 'X'", at: 8)
        fails("M 10", "expected a number after 'M'", at: 4)
        fails("M0 0 L 5 ,", "expected a number after 'L'", at: 10)
        fails("M0 0 L 1 -", "expected a number after 'L'", at: 9)
        fails("M0 0 L1 2,L3 4", "expected a number after 'L'", at: 10)
        fails("M0 0 L,1 2", "expected a number after 'L'", at: 6)
        fails("M0 0 L1,,2", "expected a number after 'L'", at: 8)
        fails("M0 0 C1 2 3 4 5", "expected a number after 'C'", at: 15)
        fails("M 1e999 0", "number out of range", at: 2)
        fails("M0 0 A 5 5 0 2 1 10 10", "expected a flag (0 or 1) after 'A'", at: 13)
        fails("M0 0 Z 1 1", "expected a command, found '1'", at: 7)
        fails("M0 0 é", "expected a command, found 'é'", at: 5)
        // Offsets count Characters, and "\r\n" is one.
        fails("M0 0\r\nX", "unknown command 'X'", at: 5)
        fails("M0 0 L1 1 2 2 3 3", "more than 3 commands", at: 14, maxCommands: 3)
        #expect(throws: Never.self) { try SVGPathData.parse("M0 0 L1 1 2 2", maxCommands: 3) }
    }
}

private extension CGPoint {
    func isNear(_ o: CGPoint, _ tolerance: CGFloat = 1e-3) -> Bool { abs(x - o.x) <= tolerance && abs(y - o.y) <= tolerance }
}

