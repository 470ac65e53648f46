#if os(Linux)
import Foundation
import EaselCore

/// UIKit's path builder, for the shapes screens draw with `Path(bezier.cgPath)`.
/// Coordinates are UIKit's (y down), the same as SwiftUI's.
public final class UIBezierPath {
    var path: Path
    public var lineWidth: CGFloat = 1
    public var miterLimit: CGFloat = 10
    public var usesEvenOddFillRule = false

    public init() { path = Path() }
    init(path: Path) { self.path = path }
    public convenience init(rect: CGRect) { self.init(path: Path(rect)) }
    public convenience init(ovalIn rect: CGRect) { self.init(path: Path(ellipseIn: rect)) }
    /// UIKit has drawn these corners as continuous curves since iOS 7, like SwiftUI's
    /// `RoundedRectangle(style: .continuous)`; the radius is clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = Self.clamped(cornerRadius, in: rect)
        self.init(path: Path(roundedRect: rect, cornerRadius: r, style: .continuous))
    }
    /// Only the named corners rounded, each by `cornerRadii.width` (UIKit reads the width
    /// only), clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = Self.clamped(cornerRadii.width, in: rect)
        func radius(_ c: UIRectCorner) -> CGFloat { corners.contains(c) ? r : 0 }
        let shape = UnevenRoundedRectangle(topLeadingRadius: radius(.topLeft), bottomLeadingRadius: radius(.bottomLeft),
                                           bottomTrailingRadius: radius(.bottomRight), topTrailingRadius: radius(.topRight),
                                           style: .continuous)
        self.init(path: shape.path(in: rect))
    }
    /// An arc, angles in radians from the positive x axis; `clockwise` as seen on screen
    /// (UIKit's sense, y down), the opposite of SwiftUI's `Path.addArc` flag.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public convenience init(cgPath: CGPath) { self.init(path: cgPath.storage) }

    static func clamped(_ radius: CGFloat, in rect: CGRect) -> CGFloat {
        max(0, min(radius, min(abs(rect.width), abs(rect.height)) / 2))
    }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }
    public func close() { path.closeSubpath() }
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
    public func removeAllPoints() { path = Path() }

    public var isEmpty: Bool { path.isEmpty }
    public var bounds: CGRect { path.boundingRect }
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// The path for SwiftUI: `Path(bezier.cgPath)`.
    public var cgPath: CGPath {
        get { CGPath(path: path) }
        set { path = newValue.storage }
    }
}
#endif
