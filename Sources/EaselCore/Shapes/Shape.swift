import Foundation

/// A 2-D outline that fills (by default, with the foreground style) whatever
/// frame it is offered.
public protocol Shape: Animatable, View, Sendable {
    func path(in rect: CGRect) -> Path
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    static var role: ShapeRole { get }
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

public enum ShapeRole: Hashable, Sendable { case fill, stroke, separator }

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    public static var role: ShapeRole { .fill }
    public var body: some View { _ShapeView(shape: self, style: ForegroundStyle()) }
}

public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

public enum CGLineCapStyle: Int32, Hashable, Sendable { case butt, round, square }
public enum CGLineJoinStyle: Int32, Hashable, Sendable { case miter, round, bevel }
public typealias CGLineCap = CGLineCapStyle
public typealias CGLineJoin = CGLineJoinStyle

public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

/// How a shape view paints: filled, or stroked along (or inside) its outline.
enum ShapeDrawing: Sendable {
    case fill(FillStyle)
    case stroke(StrokeStyle)
}

/// A shape filled or stroked with a style: the view `Shape.fill` and friends return.
struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    let shape: Content
    let style: Style
    var drawing: ShapeDrawing = .fill(FillStyle())
    init(shape: Content, style: Style, drawing: ShapeDrawing = .fill(FillStyle())) {
        self.shape = shape; self.style = style; self.drawing = drawing
    }
    public var body: Never { primitiveBody() }
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        [ShapeNode(env: ctx.env, geometry: TypedShapeGeometry(shape, direction: ctx.env.layoutDirection),
                   style: AnyShapeStyle(style), drawing: drawing)]
    }
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: content, drawing: .fill(style))
    }
    public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(style))
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        _ShapeView(shape: self, style: content, drawing: .stroke(style))
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    public func stroke(style: StrokeStyle) -> some View { stroke(ForegroundStyle(), style: style) }
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        stroke(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension InsettableShape {
    /// A stroke drawn entirely inside the shape's frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), style: style)
    }
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }
}
