import Foundation
import EaselCore
import EaselCairo

extension ImageRenderer {
    /// What VoiceOver would visit in the rendered view, frames in the image's points.
    public func accessibilityTree() -> AccessibilityTree { run().placed.accessibilityTree(scale: scale) }

    /// The image with each element boxed and numbered in reading order, and
    /// beside it the numbered list of what VoiceOver says (as AccessibilitySnapshot
    /// draws its reviews), as PNG.
    public func accessibilityOverlayPNG() throws -> Data {
        let pass = run()
        try pass.check()
        let raster = try CairoRasterizer.rasterize(pass.list, limits: limits)
        let tree = pass.placed.accessibilityTree(scale: scale)
        return try AccessibilityOverlay.png(image: raster, scale: scale, tree: tree)
    }
}

/// Draws a review image: the rendering with the elements marked, and a legend.
public enum AccessibilityOverlay {
    /// Eight colours that stay apart from one another and readable under white
    /// numbers; Easel's choice (AccessibilitySnapshot uses its own set).
    static let palette: [Color] = [.blue, .red, .green, .orange, .purple, .teal, .pink, .brown]

    public static func png(image: RasterImage, scale: CGFloat, tree: AccessibilityTree) throws -> Data {
        let renderer = ImageRenderer(content: OverlayView(image: image, scale: scale, elements: tree.readingOrder))
        renderer.scale = scale
        renderer.isOpaque = true
        renderer.environment.colorScheme = .light
        return try renderer.pngData()
    }
}

/// What VoiceOver says for an element, in its order: label, value, kind, hint.
extension AccessibilityElement {
    public var spoken: String {
        var parts = [label]
        if let v = spokenValue, !v.isEmpty { parts.append(v) }
        if traits.contains(.isSelected) { parts.insert("Selected", at: 0) }
        let k = kind
        if k != "text" && k != "element" { parts.append(k) }
        if let p = position { parts.append(p) }
        if let h = hint { parts.append(h) }
        return parts.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}

private struct OverlayView: View {
    let image: RasterImage
    let scale: CGFloat
    let elements: [AccessibilityElement]

    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            ZStack(alignment: .topLeading) {
                Image(raster: image, scale: scale)
                ForEach(Array(elements.enumerated()), id: \.offset) { i, e in
                    let color = AccessibilityOverlay.palette[i % AccessibilityOverlay.palette.count]
                    Rectangle().fill(color.opacity(0.12))
                        .overlay(Rectangle().strokeBorder(color, lineWidth: 1.5))
                        .frame(width: e.frame.width, height: e.frame.height)
                        .offset(x: e.frame.minX, y: e.frame.minY)
                    // Just outside the box's top-leading corner, so it never hides what the box holds.
                    Badge(number: i + 1, color: color).offset(x: e.frame.minX - 17, y: e.frame.minY)
                }
            }
            VStack(alignment: .leading, spacing: 6) {
                ForEach(Array(elements.enumerated()), id: \.offset) { i, e in
                    HStack(alignment: .firstTextBaseline, spacing: 6) {
                        Badge(number: i + 1, color: AccessibilityOverlay.palette[i % AccessibilityOverlay.palette.count])
                        Text(verbatim: e.spoken).font(.system(size: 12)).foregroundStyle(Color.black)
                    }
                }
            }
            .frame(width: 300, alignment: .leading)
        }
        .padding(12)
        .background(Color.white)
    }
}

private struct Badge: View {
    let number: Int
    let color: Color
    var body: some View {
        Text(verbatim: "\(number)").font(.system(size: 10, weight: .bold)).foregroundStyle(Color.white)
            .padding(.horizontal, 4).padding(.vertical, 1)
            .frame(minWidth: 16)
            .background(color, in: Capsule())
    }
}
