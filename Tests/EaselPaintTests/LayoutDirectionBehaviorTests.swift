import Foundation
import Testing
import Easel

/// iOS 17's `layoutDirectionBehavior`: shapes mirror right to left unless they say `.fixed`.
@Suite struct LayoutDirectionBehaviorTests {
    /// A right triangle with its right angle at the top-leading corner: not symmetric.
    struct Wedge: Shape {
        func path(in r: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: r.minX, y: r.minY))
                p.addLine(to: CGPoint(x: r.maxX, y: r.minY))
                p.addLine(to: CGPoint(x: r.minX, y: r.maxY))
                p.closeSubpath()
            }
        }
    }
    struct FixedWedge: Shape {
        var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
        func path(in r: CGRect) -> Path { Wedge().path(in: r) }
    }

    func rtl<V: View>(_ view: V) -> some View { view.environment(\.layoutDirection, .rightToLeft) }
    let red = Color(red: 1, green: 0, blue: 0)

    @Test func customShapesMirrorRightToLeftByDefault() throws {
        // Left to right the wedge covers x + y < 40: (5, 30) is in, (35, 20) out.
        let ltr = try raster(Wedge().fill(red), width: 40, height: 40)
        #expect(ltr.px(5, 30).a == 255 && ltr.px(35, 20).a == 0)
        // Mirrored it covers y < x: the right angle is at the top-right.
        let mirrored = try raster(rtl(Wedge().fill(red)), width: 40, height: 40)
        #expect(mirrored.px(35, 20).a == 255 && mirrored.px(5, 30).a == 0)
    }

    @Test func fixedShapesDoNotMirror() throws {
        let img = try raster(rtl(FixedWedge().fill(red)), width: 40, height: 40)
        #expect(img.px(5, 30).a == 255 && img.px(35, 20).a == 0)
    }

    @Test func unevenCornersFollowLeadingAndTrailing() throws {
        // topLeadingRadius rounds the top-left corner left to right, the top-right one right to left.
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20).fill(red)
        let ltr = try raster(shape, width: 40, height: 40)
        #expect(ltr.px(0, 0).a == 0 && ltr.px(39, 0).a == 255)
        let mirrored = try raster(rtl(shape), width: 40, height: 40)
        #expect(mirrored.px(0, 0).a == 255 && mirrored.px(39, 0).a == 0)
    }

    @Test func clipShapesMirrorToo() throws {
        let img = try raster(rtl(red.clipShape(Wedge())), width: 40, height: 40)
        #expect(img.px(35, 20).a == 255 && img.px(5, 30).a == 0)
    }

    @Test func flipsForRightToLeftMirrorsAWholeView() throws {
        // A fixed wedge mirrored by the view modifier, and left alone in a left-to-right layout.
        let flipped = try raster(rtl(FixedWedge().fill(red).flipsForRightToLeftLayoutDirection(true)), width: 40, height: 40)
        #expect(flipped.px(35, 20).a == 255 && flipped.px(5, 30).a == 0)
        let ltr = try raster(FixedWedge().fill(red).layoutDirectionBehavior(.mirrors), width: 40, height: 40)
        #expect(ltr.px(5, 30).a == 255 && ltr.px(35, 20).a == 0)
        let inLTR = try raster(FixedWedge().fill(red).layoutDirectionBehavior(.mirrors(in: .leftToRight)), width: 40, height: 40)
        #expect(inLTR.px(35, 20).a == 255 && inLTR.px(5, 30).a == 0)
    }
}
