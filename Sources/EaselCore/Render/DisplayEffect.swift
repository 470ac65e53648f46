import Foundation

/// What happens to a group of display items before they reach the canvas.
/// One effect per `DisplayItem.effect`; nesting gives the order, so a
/// backend never has to decide which of several effects comes first.
public enum DisplayEffect: Sendable {
    /// Maps the items' coordinates (offset, rotation, scale, mirroring).
    case transform(CGAffineTransform)
    case clip(Path, eoFill: Bool)
    case opacity(Double)
    case blendMode(BlendMode)
    /// A drop shadow cast by the items' alpha; `bounds` is the frame it belongs to.
    case shadow(ShadowEffect, bounds: CGRect)
    case blur(radius: CGFloat, bounds: CGRect)
    /// Each pixel's straight colour through a matrix (brightness … luminanceToAlpha);
    /// `bounds` is the frame it belongs to.
    case colorMatrix(ColorMatrix, bounds: CGRect)
    /// A material: the canvas already drawn under `bounds`, blurred, saturated
    /// and tinted, shows through the items' coverage (their colour is unused).
    case backdrop(Backdrop, bounds: CGRect)
    /// The alpha of these items masks the content.
    case mask([DisplayItem])
    /// Draws the content as one unit. Every compositing effect already flattens
    /// its content first, so on its own it changes nothing.
    case compositingGroup

    /// True when the items look the same with or without the effect; backends
    /// then draw them as they are, with no group.
    public var isIdentity: Bool {
        switch self {
        case .transform(let t): return t == .identity
        case .opacity(let o): return o >= 1
        case .blendMode(let b): return b == .normal
        case .blur(let r, _): return r <= 0
        case .colorMatrix(let m, _): return m.isIdentity
        case .compositingGroup: return true
        case .clip, .shadow, .mask, .backdrop: return false
        }
    }
}
