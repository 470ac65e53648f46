import Foundation

/// A trait of a `#Preview`, as DeveloperToolsSupport's `PreviewTrait<T>`: its
/// layout (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`, `.defaultLayout`)
/// or the device's orientation.
public struct PreviewTrait<T>: @unchecked Sendable {
    let layout: PreviewLayout?
    let orientation: InterfaceOrientation?
    init(layout: PreviewLayout? = nil, orientation: InterfaceOrientation? = nil) {
        self.layout = layout; self.orientation = orientation
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The whole screen of the preview device, as Xcode's canvas shows it by default.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(layout: .device) }
    /// The view at its ideal size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(layout: .sizeThatFits) }
    /// A container of exactly this many points with the view centred in it.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(layout: .fixed(width: width, height: height))
    }
    public static var portrait: PreviewTrait<T> { PreviewTrait(orientation: .portrait) }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(orientation: .portraitUpsideDown) }
    /// The device turned so its home edge is on the left; `.landscapeRight` the other way.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(orientation: .landscapeLeft) }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(orientation: .landscapeRight) }
}
