import Foundation
import Testing
import Easel

/// `.rect`, `.capsule`, `.circle` … written as SwiftUI code writes them, checked by pixels and paths.
@Suite struct ShapeStaticsTests {
    let red = Color(red: 1, green: 0, blue: 0)

    @Test func clipShapeTakesRoundedRect() throws {
        let rounded = try raster(red.clipShape(.rect(cornerRadius: 12)), width: 40, height: 40)
        #expect(rounded.px(0, 0).a == 0 && rounded.px(39, 39).a == 0)
        #expect(rounded.px(20, 20) == (255, 0, 0, 255) && rounded.px(20, 0).a == 255)
        let square = try raster(red.clipShape(.rect), width: 40, height: 40)
        #expect(square.px(0, 0).a == 255 && square.px(39, 39).a == 255)
    }

    @Test func backgroundInCapsuleCircleAndEllipse() throws {
        // 60 × 20: the capsule's ends are half-circles of radius 10, the circle is
        // 20 across in the middle, the ellipse spans the whole width.
        let capsule = try raster(Color.clear.background(.blue, in: .capsule), width: 60, height: 20)
        #expect(capsule.px(0, 0).a == 0 && capsule.px(30, 10).a == 255 && capsule.px(5, 10).a == 255)
        let circle = try raster(Color.clear.background(.blue, in: .circle), width: 60, height: 20)
        #expect(circle.px(5, 10).a == 0 && circle.px(30, 10).a == 255)
        let ellipse = try raster(Color.clear.background(in: .ellipse).foregroundStyle(red), width: 60, height: 20)
        #expect(ellipse.px(5, 10) == (255, 0, 0, 255) && ellipse.px(1, 1).a == 0)
    }

    @Test func overlayInUnevenRect() throws {
        let img = try raster(Color.clear.overlay(red, in: .rect(topLeadingRadius: 20)), width: 40, height: 40)
        #expect(img.px(0, 0).a == 0)
        #expect(img.px(39, 0).a == 255 && img.px(0, 39).a == 255 && img.px(39, 39).a == 255)
    }

    @Test func staticsBuildTheSameShapesAsTheirInitialisers() {
        func path<S: Shape>(_ s: S) -> Path { s.path(in: CGRect(x: 0, y: 0, width: 60, height: 40)) }
        let r = CGRect(x: 0, y: 0, width: 60, height: 40)
        // SwiftUI's defaults: continuous corners unless asked otherwise.
        #expect(path(.rect(cornerRadius: 12)) == RoundedRectangle(cornerRadius: 12, style: .continuous).path(in: r))
        #expect(path(.rect(cornerRadius: 12)) != RoundedRectangle(cornerRadius: 12, style: .circular).path(in: r))
        #expect(path(.rect(cornerSize: CGSize(width: 8, height: 4), style: .circular))
                == RoundedRectangle(cornerSize: CGSize(width: 8, height: 4), style: .circular).path(in: r))
        #expect(path(.rect(cornerRadii: RectangleCornerRadii(bottomTrailing: 9)))
                == UnevenRoundedRectangle(bottomTrailingRadius: 9).path(in: r))
        #expect(path(.capsule(style: .continuous)) == Capsule(style: .continuous).path(in: r))
        #expect(path(AnyShape(.circle)) == Circle().path(in: r))
    }
}
