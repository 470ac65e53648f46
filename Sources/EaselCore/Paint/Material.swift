import Foundation

/// SwiftUI's materials: a shape style that blurs what lies behind the shape,
/// boosts its saturation and lays a translucent tint over it (light or dark
/// with the colour scheme).
///
/// Apple publishes no numbers for these. Easel's choices: every material blurs
/// with a 30-point radius (a Gaussian of σ = 15 pt, the same radius→σ rule as
/// `blur(radius:)`) and raises saturation 1.8×; the tints go from thin to
/// thick as below, light over white-ish grey and dark over near-black, chosen
/// so a material over white and over black matches the mean colours of iOS
/// screenshots to a few levels. `.bar` is the system chrome material (tab and
/// navigation bars), #F9F9F9 at 94 % / #1D1D1D at 94 %, the colour Easel
/// already paints under bars.
public struct Material: ShapeStyle, Hashable, Sendable {
    let light: RGBA, dark: RGBA

    public static let ultraThin = Material(light: RGBA(246, 246, 246, 0.36), dark: RGBA(28, 28, 30, 0.45))
    public static let thin = Material(light: RGBA(246, 246, 246, 0.55), dark: RGBA(28, 28, 30, 0.62))
    public static let regular = Material(light: RGBA(246, 246, 246, 0.72), dark: RGBA(28, 28, 30, 0.76))
    public static let thick = Material(light: RGBA(246, 246, 246, 0.86), dark: RGBA(28, 28, 30, 0.88))
    public static let ultraThick = Material(light: RGBA(246, 246, 246, 0.93), dark: RGBA(28, 28, 30, 0.95))
    public static let bar = Material(light: RGBA(249, 249, 249, 0.94), dark: RGBA(29, 29, 29, 0.94))

    /// Blur radius in points, as `blur(radius:)` reads it.
    static let blurRadius: CGFloat = 30
    static let saturation = 1.8

    public func backdrop(in env: EnvironmentValues) -> Backdrop {
        Backdrop(radius: Material.blurRadius, saturation: Material.saturation, tint: env.colorScheme == .dark ? dark : light)
    }

    /// Where nothing can be blurred (text drawn in a material), the tint alone.
    public func _paint(in env: EnvironmentValues, bounds: CGRect) -> Paint { .color(backdrop(in: env).tint) }
    public func _backdrop(in env: EnvironmentValues) -> Backdrop? { backdrop(in: env) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { Material.bar }
}

/// What a material does to the pixels behind a shape: blurred, saturated, then
/// the tint composited over them.
public struct Backdrop: Hashable, Sendable {
    public var radius: CGFloat
    public var saturation: Double
    public var tint: RGBA
    public init(radius: CGFloat, saturation: Double, tint: RGBA) {
        self.radius = radius; self.saturation = saturation; self.tint = tint
    }

    /// The coverage items painted in the tint alone: what a writer that cannot
    /// read back the canvas draws.
    public func tinted(_ coverage: [DisplayItem]) -> [DisplayItem] {
        coverage.map { item in
            switch item {
            case .shape(var s): s.paint = .color(tint); return .shape(s)
            case let .effect(e, inner): return .effect(e, tinted(inner))
            case .text, .image: return item
            }
        }
    }
}
