import Foundation
import EaselCore

/// A view under construction. Text, images and shapes stay typed until a modifier
/// needs a plain view, so Text-only modifiers (kerning, underline) and
/// shape-only ones (fill, stroke, strokeBorder) and image-only ones (resizable) work exactly where SwiftUI allows them.
public enum Built: @unchecked Sendable {
    case text(Text)
    case shape(ShapeBox)
    case image(Image)
    case view(AnyView)

    public var view: AnyView {
        switch self {
        case .text(let t): return AnyView(t)
        case .shape(let s): return AnyView(s.shape)
        case .image(let i): return AnyView(i)
        case .view(let v): return v
        }
    }
}

/// A shape before it is filled or stroked; `inset` is there when the shape is insettable.
public struct ShapeBox: Sendable {
    let shape: AnyShape
    let inset: (@Sendable (CGFloat) -> AnyShape)?

    init<S: InsettableShape>(insettable s: S) {
        shape = AnyShape(s)
        inset = { AnyShape(s.inset(by: $0)) }
    }
    init<S: Shape>(_ s: S) { shape = AnyShape(s); inset = nil }
}

/// Several built views as one view's content, in order. A plain ForEach rather
/// than a wrapper view, so layout dumps show only the scene's own views.
func builtList(_ items: [Built]) -> ForEach<Range<Int>, Int, AnyView> {
    ForEach(0..<items.count) { i in items[i].view }
}
