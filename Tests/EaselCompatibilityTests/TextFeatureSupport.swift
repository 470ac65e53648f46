import Easel

/// Layout and display-list probes shared by the text tests.
enum TextProbe {
    static func width<V: View>(_ view: V) -> CGFloat {
        ImageRenderer(content: view.id("t")).layout()["t"]!.frame.width
    }
    static func height<V: View>(_ view: V) -> CGFloat {
        ImageRenderer(content: view.id("t")).layout()["t"]!.frame.height
    }
    /// Every display item, effects flattened, in drawing order.
    static func items<V: View>(_ view: V) -> [DisplayItem] {
        func flat(_ items: [DisplayItem]) -> [DisplayItem] {
            items.flatMap { item -> [DisplayItem] in
                if case .effect(_, let inner) = item { return flat(inner) }
                return [item]
            }
        }
        return flat(ImageRenderer(content: view).displayList().items)
    }
    static func runs<V: View>(_ view: V) -> [GlyphRun] {
        items(view).flatMap { item -> [GlyphRun] in if case .text(let t) = item { return t.runs }; return [] }
    }
    static func shapes<V: View>(_ view: V) -> [ShapeItem] {
        items(view).compactMap { item in if case .shape(let s) = item { return s }; return nil }
    }
    /// The default face's cap height at a size, as Pango measures it.
    static func capHeight(size: CGFloat, weight: Font.Weight = .regular) -> CGFloat {
        let run = TextRun(string: "H", font: ResolvedFont(size: size, weight: weight), color: .black)
        return DefaultTextEngine.shared.layout(TextRequest(runs: [run])).firstLineMetrics.capHeight
    }
    /// 8-bit sRGB channels of a run colour.
    static func bytes(_ c: RGBA) -> [Int] { [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } }
}
