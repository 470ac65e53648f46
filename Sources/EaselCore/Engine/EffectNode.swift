import Foundation

/// What a drawing modifier declares, as data. The commit pass (`DrawTree`) turns
/// it into a `DisplayEffect` once the view's pixel-rounded frame is known.
enum DrawingEffect {
    case offset(CGSize)
    case opacity(Double)
    case hidden
    /// A shape's outline in the frame, in the layout direction the modifier saw.
    case clipShape(path: (CGRect) -> Path, eoFill: Bool)
    /// A scroll view's viewport.
    case clipToBounds
    case shadow(ShadowEffect)
    case blur(radius: CGFloat)
    case colorMatrix(ColorMatrix, name: String)
    case rotation(Angle, anchor: UnitPoint)
    case scale(CGSize, anchor: UnitPoint)
    case blendMode(BlendMode)
    case compositingGroup
    /// Flipped horizontally about the frame's centre (`layoutDirectionBehavior`).
    case mirror

    /// The name layout dumps show for the wrapper.
    var name: String {
        switch self {
        case .offset: return "Offset"
        case .opacity: return "Opacity"
        case .hidden: return "Hidden"
        case .clipShape: return "ClipShape"
        case .clipToBounds: return "Clip"
        case .shadow: return "Shadow"
        case .blur: return "Blur"
        case .colorMatrix(_, let name): return name
        case .rotation: return "RotationEffect"
        case .scale: return "ScaleEffect"
        case .blendMode: return "BlendMode"
        case .compositingGroup: return "CompositingGroup"
        case .mirror: return "LayoutDirectionMirror"
        }
    }

    /// The effect for a view whose rounded frame is `frame`; nil hides the view.
    /// Translations snap to the pixel grid of `scale` by the frames' rule (the
    /// moved origin rounds as a frame's would), so an offset view stays crisp.
    func displayEffect(in frame: CGRect, scale: CGFloat = 1) -> DisplayEffect? {
        func about(_ anchor: UnitPoint, _ t: CGAffineTransform) -> CGAffineTransform {
            let a = anchor.point(in: frame)
            return CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(t)
                .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
        }
        switch self {
        case .offset(let d):
            let m = 1 / scale
            let dx = PixelRounding.round(frame.minX + d.width, pixelLength: m) - frame.minX
            let dy = PixelRounding.round(frame.minY + d.height, pixelLength: m) - frame.minY
            return .transform(CGAffineTransform(translationX: dx, y: dy))
        case .opacity(let o): return .opacity(max(0, o))
        case .hidden: return nil
        case let .clipShape(path, eoFill):
            return .clip(path(CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY), eoFill: eoFill)
        case .clipToBounds: return .clip(Path(frame), eoFill: false)
        case .shadow(let s): return .shadow(s, bounds: frame)
        case .blur(let r): return .blur(radius: max(0, r), bounds: frame)
        case .colorMatrix(let m, _): return .colorMatrix(m, bounds: frame)
        case let .rotation(angle, anchor): return .transform(about(anchor, CGAffineTransform(rotationAngle: CGFloat(angle.radians))))
        case let .scale(s, anchor): return .transform(about(anchor, CGAffineTransform(scaleX: s.width, y: s.height)))
        case .blendMode(let b): return .blendMode(b)
        case .compositingGroup: return .compositingGroup
        case .mirror: return .transform(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * frame.midX, ty: 0))
        }
    }
}

/// A layout-neutral wrapper that only changes how its child is drawn.
final class EffectNode: LayoutNeutralNode {
    let effect: DrawingEffect

    init(child: ViewNode, env: EnvironmentValues, effect: DrawingEffect) {
        self.effect = effect
        super.init(child: child, env: env)
        debugID = nil
    }
    override var kindName: String { effect.name }
    override var layoutPriority: Double {
        traits.layoutPriority == child.traits.layoutPriority ? child.layoutPriority : traits.layoutPriority
    }
    override var drawing: NodeDrawing { .effect(effect) }
}

/// A layout-neutral wrapper that sets explicit alignment values (`alignmentGuide`).
final class AlignmentGuideNode: LayoutNeutralNode {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    init(child: ViewNode, env: EnvironmentValues, key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key; self.compute = compute
        super.init(child: child, env: env)
    }
    override var kindName: String { "AlignmentGuide" }
    override func computeExplicitGuides() -> GuideKeys { GuideKeys.some([key]).union(child.explicitGuides) }
    override func computeExplicitAlignment(_ k: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if k == key { return compute(child.dimensions(proposal)) }
        return child.explicitAlignment(k, size: size, proposal: proposal)
    }
}
