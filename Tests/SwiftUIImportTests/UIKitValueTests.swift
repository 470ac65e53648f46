import SwiftUI
import Testing

/// UIKit's values on Linux, against iOS's numbers.
@Suite struct UIKitValueTests {
    /// HIG "Typography" › "Dynamic Type sizes", the Large (default) column.
    @Test func preferredFontSizesAreTheHIGsLargeColumn() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
        }
    }

    @Test func systemFontsKeepTheirSizeAndWeight() {
        #expect(UIFont.systemFont(ofSize: 13, weight: .semibold).pointSize == 13)
        #expect(UIFont.boldSystemFont(ofSize: 20) == UIFont.systemFont(ofSize: 20, weight: .bold))
        #expect(UIFont.Weight.semibold.rawValue == 0.3)
        #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == Font.headline)
        #expect(Font(UIFont.systemFont(ofSize: 15, weight: .medium)) == Font.system(size: 15, weight: .medium))
        #expect(UIFont(name: "Inter", size: 14).map(Font.init) == Font.custom("Inter", size: 14))
    }

    /// What `UIScreen.main` and `UIDevice.current` answer inside a body, per device (HIG sizes).
    @Test(arguments: [(Device.iPhone15Pro, 393.0, 852.0, 3.0, UIUserInterfaceIdiom.phone),
                      (Device.iPhoneSE, 375, 667, 2, .phone),
                      (Device.iPadAir11, 820, 1180, 2, .pad)])
    func screenIsTheRenderedDevice(_ device: Device, width: Double, height: Double, scale: Double, idiom: UIUserInterfaceIdiom) {
        let probe = ScreenProbe()
        let renderer = ImageRenderer(content: ProbeView(probe: probe))
        renderer.device = device
        _ = renderer.displayList()
        #expect(probe.bounds == CGRect(x: 0, y: 0, width: width, height: height))
        #expect(Double(probe.scale) == scale)
        #expect(probe.nativeBounds.size == CGSize(width: width * scale, height: height * scale))
        #expect(probe.idiom == idiom)
    }

    @Test func outsideARenderTheScreenIsTheIPhone15Pro() {
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        #expect(UIDevice.current.model == "iPhone")
        #expect(UIDevice.current.systemName == "iOS")
    }

    @Test func bezierRectsAndOvalsHaveTheirRectAsBounds() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(Path(UIBezierPath(rect: rect).cgPath).boundingRect == rect)
        // An oval starts at its rect's right edge midpoint (as UIKit's does) and every
        // on-curve point lies on the ellipse inscribed in the rect.
        let oval = endpoints(of: Path(UIBezierPath(ovalIn: rect).cgPath))
        #expect(abs(oval[0].x - 110) < 0.001 && abs(oval[0].y - 40) < 0.001)
        #expect(oval.count >= 4)
        #expect(oval.allSatisfy { abs(pow(($0.x - 60) / 50, 2) + pow(($0.y - 40) / 20, 2) - 1) < 0.001 })
        #expect(Path(UIBezierPath(roundedRect: rect, cornerRadius: 50).cgPath).boundingRect == rect)
    }

    /// Only the named corners are rounded: the unrounded ones are points of the path.
    @Test func byRoundingCornersLeavesTheOtherCornersSquare() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
                                     cornerRadii: CGSize(width: 12, height: 12)).cgPath)
        let points = endpoints(of: path)
        #expect(points.contains(CGPoint(x: 100, y: 0)))
        #expect(points.contains(CGPoint(x: 0, y: 60)))
        #expect(!points.contains(CGPoint(x: 0, y: 0)))
        #expect(!points.contains(CGPoint(x: 100, y: 60)))
    }

    /// UIKit's `clockwise` is as seen on screen (y down): 0 → π/2 clockwise is the
    /// lower-right quarter; counter-clockwise it is the other three quarters.
    @Test func bezierArcsTurnAsOnScreen() {
        let center = CGPoint(x: 50, y: 50)
        let quarter = endpoints(of: Path(UIBezierPath(arcCenter: center, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true).cgPath))
        let rest = endpoints(of: Path(UIBezierPath(arcCenter: center, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: false).cgPath))
        #expect(quarter.allSatisfy { $0.x >= 50 - 0.001 && $0.y >= 50 - 0.001 })
        #expect(rest.contains { $0.y < 50 } && rest.contains { $0.x < 50 })
        for points in [quarter, rest] {
            #expect(abs(points.first!.x - 90) < 0.001 && abs(points.first!.y - 50) < 0.001)
            #expect(abs(points.last!.x - 50) < 0.001 && abs(points.last!.y - 90) < 0.001)
            #expect(points.allSatisfy { abs(hypot($0.x - 50, $0.y - 50) - 40) < 0.001 })
        }
    }

    @Test func colourLiteralsAreUIColorByDefaultAndColorInContext() {
        let plain = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(type(of: plain) == UIColor.self)
        let color: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(color.resolve(in: EnvironmentValues()) == RGBA(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(Color(uiColor: plain).resolve(in: EnvironmentValues()) == RGBA(red: 1, green: 0.5, blue: 0, alpha: 1))
    }

    @Test func systemColoursFollowTheScheme() {
        #expect(UIColor.systemBlue.resolved(in: .light) == RGBA(red: 0, green: 122 / 255.0, blue: 1))
        #expect(UIColor.systemBlue.resolved(in: .dark) == RGBA(red: 10 / 255.0, green: 132 / 255.0, blue: 1))
        #expect(UIColor.lightText.resolved(in: .light) == RGBA(red: 1, green: 1, blue: 1, alpha: 0.6))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 0.5).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect((r, g, b, a) == (1, 0, 0, 0.5))
    }

    @Test func uiImageFromPNGDataHasItsPointSize() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 4, height: 2))
        let png = try renderer.pngData()
        let image = try #require(UIImage(data: png, scale: 2))
        #expect(image.size == CGSize(width: 2, height: 1))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent.png") == nil)
    }

    @Test func applicationConstantsAreUIKits() {
        #expect(UIApplication.openSettingsURLString == "app-settings:")
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        #expect(!UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
    }

    @Test func foundationGapsAreFilled() {
        #expect(URL.documentsDirectory.lastPathComponent == "Documents")
        #expect(URL.cachesDirectory.path.isEmpty == false)
    }
}

/// The on-curve points of a path, in order.
func endpoints(of path: Path) -> [CGPoint] {
    var points: [CGPoint] = []
    path.forEach { element in
        switch element {
        case .move(let p), .line(let p): points.append(p)
        case .quadCurve(let p, _), .curve(let p, _, _): points.append(p)
        case .closeSubpath: break
        }
    }
    return points
}

final class ScreenProbe: @unchecked Sendable {
    var bounds = CGRect.zero, nativeBounds = CGRect.zero, scale: CGFloat = 0
    var idiom = UIUserInterfaceIdiom.unspecified
}

struct ProbeView: View {
    let probe: ScreenProbe
    var body: some View {
        probe.bounds = UIScreen.main.bounds
        probe.nativeBounds = UIScreen.main.nativeBounds
        probe.scale = UIScreen.main.scale
        probe.idiom = UIDevice.current.userInterfaceIdiom
        return Text("probe")
    }
}

/// What iOS prints for SwiftUI values, where Easel's module name used to show.
@Suite struct DescriptionTests {
    @Test func coloursDescribeThemselvesAsSwiftUIDoes() {
        #expect(String(describing: Color.red) == "red")
        #expect(String(describing: Color.secondary) == "secondary")
        #expect(String(describing: Color.white) == "white")
        #expect(String(describing: Color(red: 1, green: 0, blue: 0)) == "#FF0000FF")
        #expect(String(describing: Color.blue.opacity(0.5)) == "50% blue")
        #expect(!String(describing: Color.accentColor).contains("EaselCore"))
    }

    @Test func viewTypesPrintWithoutAModule() {
        #expect(String(describing: type(of: Text("Hi"))) == "Text")
        #expect(String(describing: type(of: Color.red)) == "Color")
    }
}

@Suite struct FoundationGapTests {
    @Test func localizedStringResourceResolvesToItsDefaultValue() {
        let count = 3
        let resource: LocalizedStringResource = "\(count) items"
        #expect(String(localized: resource) == "3 items")
        #expect(String(localized: LocalizedStringResource("greeting", defaultValue: "Hello")) == "Hello")
        let renderer = ImageRenderer(content: Text(resource))
        let literal = ImageRenderer(content: Text("3 items"))
        #expect(renderer.pass().placed.frame.size == literal.pass().placed.frame.size)
    }

    @Test func imageLiteralsAreUIImageByDefaultAndImageInContext() {
        let plain = #imageLiteral(resourceName: "Avatar")
        #expect(type(of: plain) == UIImage.self)
        let image: Image = #imageLiteral(resourceName: "Avatar")
        #expect(type(of: image) == Image.self)
    }
}
