import Foundation

/// Something a shape can be filled or stroked with. Resolution needs the
/// environment (colour scheme, foreground) and the bounds (gradient geometry).
public protocol ShapeStyle: Sendable {
    func _paint(in env: EnvironmentValues, bounds: CGRect) -> Paint
    /// Materials: what to do to the pixels behind the shape instead of painting it.
    func _backdrop(in env: EnvironmentValues) -> Backdrop?
}

extension ShapeStyle {
    public func _backdrop(in env: EnvironmentValues) -> Backdrop? { nil }
}

extension Color: ShapeStyle {
    public func _paint(in env: EnvironmentValues, bounds: CGRect) -> Paint { .color(resolve(in: env)) }
}

public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    /// Wrapping an `AnyShapeStyle` keeps the style inside, so what a style *is* (a
    /// plain colour, a hierarchical level) stays visible to the nodes that choose
    /// a drawing path by it: a colour wrapped twice used to send text down the
    /// gradient path (outlines filled instead of Cairo's glyph cache).
    public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }
    public func _paint(in env: EnvironmentValues, bounds: CGRect) -> Paint { base._paint(in: env, bounds: bounds) }
    public func _backdrop(in env: EnvironmentValues) -> Backdrop? { base._backdrop(in: env) }
}

/// The environment's foreground style (`.foregroundStyle`), black by default.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
    public func _paint(in env: EnvironmentValues, bounds: CGRect) -> Paint {
        // The foreground style resolves without itself in the environment: a style that
        // names the foreground (`foreground`, `.secondary`, re-wrapped) cannot recurse forever.
        var outer = env; outer.foregroundStyle = nil
        return (env.foregroundStyle ?? AnyShapeStyle(Color.primary))._paint(in: outer, bounds: bounds)
    }
    /// `Rectangle().foregroundStyle(.thinMaterial)` fills with the material.
    public func _backdrop(in env: EnvironmentValues) -> Backdrop? {
        var outer = env; outer.foregroundStyle = nil
        return env.foregroundStyle?._backdrop(in: outer)
    }
}

/// `.primary`, `.secondary`, … : levels of the foreground style.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)
    static let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.12]  // Apple's label colour alphas
    public func _paint(in env: EnvironmentValues, bounds: CGRect) -> Paint {
        var base = env
        if let fg = env.foregroundStyle, fg.base is HierarchicalShapeStyle { base.foregroundStyle = nil }
        let paint = ForegroundStyle()._paint(in: base, bounds: bounds)
        if env.foregroundStyle == nil || env.foregroundStyle?.base is HierarchicalShapeStyle {
            // Without a custom foreground these are the system label colours.
            let labels: [Color] = [.primary, .secondary, Color.system(RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3)),
                                   Color.system(RGBA(60, 60, 67, 0.18), RGBA(235, 235, 245, 0.16)),
                                   Color.system(RGBA(60, 60, 67, 0.12), RGBA(235, 235, 245, 0.1))]
            return .color(labels[min(level, 4)].resolve(in: env))
        }
        return paint.withOpacity(Self.opacities[min(level, 4)])
    }
}

/// `.tint`: the environment's tint, else the accent colour.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func _paint(in env: EnvironmentValues, bounds: CGRect) -> Paint { .color(Color.accentColor.resolve(in: env)) }
}

/// Any style at reduced opacity (`style.opacity(0.5)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base, opacity: Double
    public func _paint(in env: EnvironmentValues, bounds: CGRect) -> Paint {
        base._paint(in: env, bounds: bounds).withOpacity(opacity)
    }
}

extension ShapeStyle {
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
}

struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
extension EnvironmentValues {
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] } set { self[ForegroundStyleKey.self] = newValue }
    }
}
