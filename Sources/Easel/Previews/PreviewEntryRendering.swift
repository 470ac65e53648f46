import Foundation
import EaselCore
import EaselCairo

extension PreviewRenderer {
    /// The renderer for one preview in one variant, laid out as Xcode's canvas lays
    /// it out: `.device` fills the (possibly turned) device's screen, `.sizeThatFits`
    /// is the view's ideal size, `.fixed` a container of that size.
    @MainActor
    public static func renderer(for entry: PreviewEntry, variant: PreviewVariant = .default) throws -> ImageRenderer<AnyView> {
        var device = defaultDevice
        if let wanted = variant.device.map(PreviewDevice.init(rawValue:)) ?? entry.device {
            guard let d = wanted.device else {
                throw PreviewRenderingError.unknownDevice(provider: entry.name, index: 0, name: wanted.rawValue)
            }
            device = d
        }
        device = device.turned(to: entry.orientation)
        let view = entry.view()
        let renderer: ImageRenderer<AnyView>
        switch entry.layout {
        case .device:
            renderer = ImageRenderer(content: view)
            renderer.device = device
        case .sizeThatFits:
            renderer = ImageRenderer(content: view)
        case let .fixed(width, height):
            renderer = ImageRenderer(content: AnyView(view.frame(width: width, height: height)))
            renderer.proposedSize = ProposedViewSize(width: width, height: height)
        }
        renderer.scale = device.scale
        renderer.environment.horizontalSizeClass = device.horizontalSizeClass
        renderer.environment.verticalSizeClass = device.verticalSizeClass
        // The canvas behind the preview follows the scheme the preview sets on itself.
        let ownScheme = entry.colorScheme ?? PreviewList.environments(of: view).first?.colorScheme
        renderer.environment.colorScheme = variant.colorScheme ?? ownScheme ?? .light
        if let size = variant.dynamicTypeSize { renderer.environment.dynamicTypeSize = size }
        if let locale = variant.locale {
            renderer.environment.locale = Locale(identifier: locale)
            // An app in a right-to-left language is laid out right to left (SwiftUI takes
            // the direction from the locale) unless the variant says otherwise.
            if Locale.Language(identifier: locale).characterDirection == .rightToLeft {
                renderer.environment.layoutDirection = .rightToLeft
            }
        }
        if let direction = variant.layoutDirection { renderer.environment.layoutDirection = direction }
        renderer.isOpaque = true
        return renderer
    }

    /// One preview in one variant, as PNG.
    @MainActor
    public static func render(_ entry: PreviewEntry, variant: PreviewVariant = .default) throws -> RenderedPreview {
        let renderer = try renderer(for: entry, variant: variant)
        let raster = try renderer.rasterImage()
        let png = try PNGCodec.encode(raster, compression: renderer.pngCompression)
        let traits = PreviewTraits(layout: entry.layout, displayName: entry.displayName, device: entry.device)
        return RenderedPreview(name: entry.name, traits: traits, png: png, pixelWidth: raster.width,
                               pixelHeight: raster.height, scale: renderer.scale, diagnostics: renderer.diagnostics)
    }

    /// The fast check: lays the preview out without drawing and returns what went
    /// wrong: text truncated with no line limit asking for it, views spilling out of
    /// their parent or off the canvas, and a layout that gives other frames when it
    /// is run again (one that does not settle).
    @MainActor
    public static func layoutProblems(of entry: PreviewEntry, variant: PreviewVariant = .default) throws -> [String] {
        let renderer = try renderer(for: entry, variant: variant)
        let first = renderer.pass()
        try first.check()
        var problems = LayoutProblems.find(in: first.placed)
        problems += first.diagnostics.filter { $0.contains("overflows") && !problems.contains($0) }
        let again = try PreviewRenderer.renderer(for: entry, variant: variant).layoutDescription()
        if again != LayoutDescription.describe(first.placed) {
            problems.append("the layout does not settle: laying it out again gives other frames")
        }
        return problems
    }
}

extension Device {
    /// The device held in `orientation`. Portrait and upside-down keep the portrait
    /// screen. Landscape swaps width and height; an iPhone then has a compact height
    /// and, for the Pro Max, a regular width (HIG, "Layout" › size classes), the status
    /// bar is hidden and the safe area moves to the sides: 59 pt each side and 21 pt
    /// at the bottom on Dynamic Island models, nothing on the SE (the iOS 17
    /// simulator's `safeAreaInsets` in landscape). An iPad stays regular both ways.
    public func turned(to orientation: InterfaceOrientation) -> Device {
        guard orientation == .landscapeLeft || orientation == .landscapeRight else { return self }
        var d = self
        d.size = CGSize(width: size.height, height: size.width)
        if horizontalSizeClass == .regular && verticalSizeClass == .regular {  // iPad
            return d
        }
        d.verticalSizeClass = .compact
        d.horizontalSizeClass = size.width >= 414 ? .regular : .compact
        let side: CGFloat = hasDynamicIsland ? 59 : 0
        d.safeAreaInsets = EdgeInsets(top: 0, leading: side, bottom: hasHomeIndicator ? 21 : 0, trailing: side)
        d.statusBarHeight = 0
        d.hasDynamicIsland = false
        return d
    }
}
