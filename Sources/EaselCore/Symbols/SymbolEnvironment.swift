import Foundation

extension Image {
    /// How large a symbol is drawn relative to its font.
    public enum Scale: Hashable, Sendable { case small, medium, large }
}

/// SwiftUI's `SymbolRenderingMode`: how a symbol's layers (here: its glyph and its
/// enclosure) take the foreground style(s).
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, hierarchical, palette, multicolor }
    let kind: Kind
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    public static let palette = SymbolRenderingMode(kind: .palette)
    /// The icon font has no colours of its own: the symbol's colours come from
    /// `SymbolMulticolor` (a yellow sun behind `cloud.sun.fill`'s cloud, a red heart).
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
}

struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
/// The styles of `foregroundStyle(_:_:)` / `(_:_:_:)`, which symbols draw their layers with.
struct PaletteStylesKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }
/// The font a bar sizes its items' symbols with, over the environment's `font` (tab bars).
struct SymbolFontKey: EnvironmentKey { static let defaultValue: Font? = nil }

extension EnvironmentValues {
    public var imageScale: Image.Scale { get { self[ImageScaleKey.self] } set { self[ImageScaleKey.self] = newValue } }
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] } set { self[SymbolRenderingModeKey.self] = newValue }
    }
    public var symbolVariants: SymbolVariants { get { self[SymbolVariantsKey.self] } set { self[SymbolVariantsKey.self] = newValue } }
    var paletteStyles: [AnyShapeStyle] { get { self[PaletteStylesKey.self] } set { self[PaletteStylesKey.self] = newValue } }
    var symbolFont: Font? { get { self[SymbolFontKey.self] } set { self[SymbolFontKey.self] = newValue } }
}

extension View {
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { environment(\.symbolRenderingMode, mode) }
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { v in
            if let s = variant.shape { v.shape = s }
            if variant.isFilled { v.isFilled = true }
            if variant.isSlashed { v.isSlashed = true }
        }
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(.environment {
            $0.foregroundStyle = AnyShapeStyle(primary)
            $0.paletteStyles = [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]
        })
    }
}
