#if os(Linux)
import Foundation
import EaselCore

/// Core Graphics' path, as `UIBezierPath.cgPath` hands it to SwiftUI's `Path(_:)`.
/// Linux's Foundation has no CGPath; this one holds an Easel `Path`. (On Apple
/// platforms it lives in CoreGraphics; here in UIKit, beside its one maker.)
public class CGPath: Hashable {
    var storage: Path
    init(path: Path) { storage = path }
    public var boundingBox: CGRect { storage.boundingRect }
    public var isEmpty: Bool { storage.isEmpty }
    public var currentPoint: CGPoint { storage.currentPoint ?? .zero }
    public func copy() -> CGPath? { CGPath(path: storage) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: storage) }
    public static func == (a: CGPath, b: CGPath) -> Bool { a.storage == b.storage }
    public func hash(into h: inout Hasher) { h.combine(storage) }
}

/// Core Graphics' mutable path: the calls SwiftUI screens make on one.
public final class CGMutablePath: CGPath {
    override init(path: Path) { super.init(path: path) }
    public convenience init() { self.init(path: Path()) }
    public func move(to p: CGPoint) { storage.move(to: p) }
    public func addLine(to p: CGPoint) { storage.addLine(to: p) }
    public func addQuadCurve(to p: CGPoint, control: CGPoint) { storage.addQuadCurve(to: p, control: control) }
    public func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        storage.addCurve(to: p, control1: control1, control2: control2)
    }
    public func addRect(_ rect: CGRect) { storage.addRect(rect) }
    public func addEllipse(in rect: CGRect) { storage.addEllipse(in: rect) }
    /// Angles in radians; `clockwise` in Core Graphics' sense, as SwiftUI's `Path.addArc` takes it.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        storage.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                       endAngle: .radians(Double(endAngle)), clockwise: clockwise)
    }
    public func closeSubpath() { storage.closeSubpath() }
}

extension Path {
    /// SwiftUI's `Path(_ path: CGPath)`: `Path(UIBezierPath(…).cgPath)`.
    public init(_ path: CGPath) { self = path.storage }
}
#endif
