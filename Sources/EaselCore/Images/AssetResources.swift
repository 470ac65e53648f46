import Foundation

/// A colour set of an asset catalog, as Xcode's generated asset symbols name it
/// (`extension ColorResource { static let brandPrimary = ColorResource(name: "BrandPrimary", bundle: …) }`),
/// so that code using `Color(.brandPrimary)` compiles and draws the catalog's colour.
public struct ColorResource: Hashable, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle
    public init(name: String, bundle: Bundle) { self.name = name; self.bundle = bundle }
}

/// An image set of an asset catalog, as Xcode's generated asset symbols name it (`Image(.logo)`).
public struct ImageResource: Hashable, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle
    public init(name: String, bundle: Bundle) { self.name = name; self.bundle = bundle }
}

extension Color {
    /// The catalog colour the resource names, from the environment's `assetCatalog` as `Color(name)`.
    public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension Image {
    /// The catalog image the resource names. On Apple platforms the resource's
    /// bundle holds the compiled catalog; on Linux the catalog is the
    /// environment's `assetCatalog`, so the name is looked up as `Image(name)` is.
    public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension UIColor {
    /// UIKit's `UIColor(resource:)` (iOS 17): the catalog colour, resolved where it is drawn.
    public init(resource: ColorResource) { self.init(Color(resource)) }
}
