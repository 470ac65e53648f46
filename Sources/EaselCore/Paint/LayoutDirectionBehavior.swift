import Foundation

/// Whether a shape or view mirrors for a layout direction (iOS 17's API).
public enum LayoutDirectionBehavior: Hashable, Sendable {
    case fixed
    case mirrors(in: LayoutDirection)
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    func mirrors(_ direction: LayoutDirection) -> Bool {
        if case .mirrors(let d) = self { return d == direction }
        return false
    }
}

extension Shape {
    /// Apple documents `.mirrors` as the default from iOS 17 on, which is the
    /// SwiftUI Easel follows: a custom shape drawn right to left is mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

    /// The path as drawn in an environment: mirrored about the rect's centre
    /// when the shape's behaviour says so for this direction.
    func path(in rect: CGRect, direction: LayoutDirection) -> Path {
        let p = path(in: rect)
        guard layoutDirectionBehavior.mirrors(direction) else { return p }
        return p.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * rect.midX, ty: 0))
    }
}

extension View {
    /// Mirrors this view's drawing horizontally in the given layout direction.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifier(_EaselModifier { ctx, content in
            guard behavior.mirrors(ctx.env.layoutDirection) else { return content(ctx) }
            return _EaselModifier.mirrored.apply(content, ctx)
        })
    }

    /// The pre-iOS 17 spelling: mirror in right-to-left layouts when `enabled`.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        layoutDirectionBehavior(enabled ? .mirrors : .fixed)
    }
}

extension _EaselModifier {
    static let mirrored = _EaselModifier.effect(.mirror)
}
