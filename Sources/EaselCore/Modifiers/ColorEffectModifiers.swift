import Foundation

/// SwiftUI's colour effects. Each is a colour matrix over the view's pixels
/// (see `ColorMatrix` for the matrices and their luminance weights).
extension View {
    /// Adds `amount` to each colour channel: 0 unchanged, 1 white, −1 black.
    public func brightness(_ amount: Double) -> some View { colorEffect(.brightness(amount), "Brightness") }
    /// Scales each channel's distance from mid-grey: 1 unchanged, 0 grey, negative inverts.
    public func contrast(_ amount: Double) -> some View { colorEffect(.contrast(amount), "Contrast") }
    /// 0 grey, 1 unchanged, above 1 more saturated.
    public func saturation(_ amount: Double) -> some View { colorEffect(.saturation(amount), "Saturation") }
    /// 0 unchanged, 1 fully grey.
    public func grayscale(_ amount: Double) -> some View { colorEffect(.grayscale(amount), "Grayscale") }
    /// Rotates hues about the grey axis.
    public func hueRotation(_ angle: Angle) -> some View { colorEffect(.hueRotation(angle), "HueRotation") }
    /// Multiplies each channel, alpha included, by the colour's.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(.eachNode { node, ctx in
            EffectNode(child: node, env: ctx.env, effect: .colorMatrix(.multiply(color.resolve(in: ctx.env)), name: "ColorMultiply"))
        })
    }
    /// Inverts each colour channel, keeping alpha.
    public func colorInvert() -> some View { colorEffect(.invert, "ColorInvert") }
    /// Black whose opacity is the view's luminance (a mask from a picture).
    public func luminanceToAlpha() -> some View { colorEffect(.luminanceToAlpha, "LuminanceToAlpha") }

    private func colorEffect(_ m: ColorMatrix, _ name: String) -> some View {
        modifier(.effect(.colorMatrix(m, name: name)))
    }
}
