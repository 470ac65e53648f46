import Foundation

/// What the fast preview layout check looks for in a placed tree, without drawing:
/// text cut short although no line limit asked for it, and views that spill out
/// of the frame their parent gave them.
public enum LayoutProblems {
    /// One message per problem, outermost first, at most `limit` of them.
    public static func find(in root: PlacedNode, limit: Int = 20) -> [String] {
        var problems: [String] = []
        func visit(_ node: PlacedNode, path: [String]) {
            guard problems.count < limit else { return }
            let here = path + [node.userTypeName ?? node.typeName]
            if let text = node.node as? TextNode, let message = truncation(of: text, frame: node.frame) {
                problems.append("\(here.joined(separator: " › ")): \(message)")
            }
            // A ScrollView's content is larger than the scroll view on purpose, and so
            // is a background that ignores the safe area.
            if node.isScrollView || node.typeName == "IgnoresSafeArea" { return }
            for child in node.children {
                if !fits(child.frame, in: node.frame), child.frame.width > 0, child.frame.height > 0 {
                    problems.append("\((here + [child.userTypeName ?? child.typeName]).joined(separator: " › ")): "
                        + "\(describe(child.frame)) overflows its parent's \(describe(node.frame))")
                    if problems.count >= limit { return }
                    continue
                }
                visit(child, path: here)
            }
        }
        visit(root, path: [])
        return problems
    }

    /// A Text with no line limit and no minimum scale factor is truncated when the
    /// same words, offered its width and any height, need more height than it got.
    static func truncation(of text: TextNode, frame: CGRect) -> String? {
        let settings = text.env.textSettings
        guard settings.lineLimit == nil, settings.minimumScaleFactor >= 1, frame.width > 0 else { return nil }
        let full = text.layout(ProposedViewSize(width: frame.width, height: nil))
        guard full.size.height > frame.height + 0.5 else { return nil }
        return "text is truncated: it needs \(point(full.size.height)) pt of height and has \(point(frame.height)) pt "
            + "(give it room, or say it may be cut with .lineLimit)"
    }

    /// Inside with half a point to spare for rounding. Compared edge by edge:
    /// corelibs Foundation's `CGRect.contains` compares a union for equality, which
    /// fractional frames fail although they are inside.
    static func fits(_ inner: CGRect, in outer: CGRect) -> Bool {
        inner.minX >= outer.minX - 0.5 && inner.maxX <= outer.maxX + 0.5
            && inner.minY >= outer.minY - 0.5 && inner.maxY <= outer.maxY + 0.5
    }

    static func describe(_ r: CGRect) -> String {
        "\(point(r.width))×\(point(r.height)) pt at (\(point(r.minX)), \(point(r.minY)))"
    }

    static func point(_ v: CGFloat) -> String {
        guard v.isFinite else { return "\(v)" }
        return v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v))
    }
}
