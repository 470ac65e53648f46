import Foundation

/// Display lists as stable text, one item per line, nested items indented, so
/// tests can compare what would be drawn without rendering it. Numbers print
/// with up to three decimals.
extension DisplayList: CustomStringConvertible {
    public var description: String {
        var out = "DisplayList \(DisplayListText.size(size)) @\(DisplayListText.number(scale))x\n"
        DisplayListText.write(items, indent: 1, into: &out)
        return out
    }
}

extension DisplayItem: CustomStringConvertible {
    public var description: String {
        var out = ""
        DisplayListText.write([self], indent: 0, into: &out)
        return out
    }
}

extension DisplayEffect: CustomStringConvertible {
    public var description: String {
        let n: (CGFloat) -> String = DisplayListText.number
        switch self {
        case .transform(let t):
            return "transform [\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty))]"
        case let .clip(path, eoFill): return "clip\(eoFill ? " evenodd" : "") \(DisplayListText.path(path))"
        case .opacity(let o): return "opacity \(n(CGFloat(o)))"
        case .blendMode(let b): return "blendMode \(b)"
        case let .shadow(s, bounds):
            return "shadow \(s.color) radius \(n(s.radius)) offset (\(n(s.offset.width)), \(n(s.offset.height))) in \(DisplayListText.rect(bounds))"
        case let .blur(radius, bounds): return "blur \(n(radius)) in \(DisplayListText.rect(bounds))"
        case let .colorMatrix(m, bounds):
            return "colorMatrix [\(m.values.map { n(CGFloat($0)) }.joined(separator: " "))] in \(DisplayListText.rect(bounds))"
        case let .backdrop(b, bounds):
            return "backdrop blur \(n(b.radius)) saturation \(n(CGFloat(b.saturation))) tint \(b.tint) in \(DisplayListText.rect(bounds))"
        case .mask: return "mask"
        case .compositingGroup: return "compositingGroup"
        }
    }
}

enum DisplayListText {
    static func write(_ items: [DisplayItem], indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent)
        for item in items {
            switch item {
            case .shape(let s):
                let how = s.stroke.map { "stroke \(number($0.lineWidth))" } ?? (s.eoFill ? "fill evenodd" : "fill")
                out += "\(pad)shape \(how) \(paint(s.paint))\(s.antialiased ? "" : " aliased") \(path(s.path))\n"
            case .text(let t):
                // The item's own description: its box, then each glyph run indented.
                out += pad + t.description.replacingOccurrences(of: "\n", with: "\n" + pad) + "\n"
            case .image(let i):
                out += "\(pad)image \(i.image.width)×\(i.image.height) in \(rect(i.rect))"
                    + (i.tileSize.map { " tiled \(size($0))" } ?? "") + (i.tint.map { " tint " + paint($0) } ?? "") + "\n"
            case let .effect(.mask(mask), content):
                out += "\(pad)effect mask\n\(pad)  alpha of\n"
                write(mask, indent: indent + 2, into: &out)
                out += "\(pad)  content\n"
                write(content, indent: indent + 2, into: &out)
            case let .effect(effect, content):
                out += "\(pad)effect \(effect)\n"
                write(content, indent: indent + 1, into: &out)
            }
        }
    }

    static func number(_ v: CGFloat) -> String {
        guard v.isFinite else { return "\(v)" }
        let r = (v * 1000).rounded() / 1000
        if r == r.rounded() { return String(Int(r)) }
        var s = String(format: "%.3f", Double(r))
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }
    static func point(_ p: CGPoint) -> String { "(\(number(p.x)), \(number(p.y)))" }
    static func size(_ s: CGSize) -> String { "\(number(s.width))×\(number(s.height))" }
    static func rect(_ r: CGRect) -> String { r.isNull ? "null" : "\(point(r.origin)) \(size(r.size))" }

    static func path(_ p: Path) -> String {
        var s = ""
        for e in p.elements {
            switch e {
            case .move(let a): s += "M\(number(a.x)) \(number(a.y))"
            case .line(let a): s += "L\(number(a.x)) \(number(a.y))"
            case let .quadCurve(a, c): s += "Q\(number(c.x)) \(number(c.y)) \(number(a.x)) \(number(a.y))"
            case let .curve(a, c1, c2):
                s += "C\(number(c1.x)) \(number(c1.y)) \(number(c2.x)) \(number(c2.y)) \(number(a.x)) \(number(a.y))"
            case .closeSubpath: s += "Z"
            }
        }
        return s
    }

    static func paint(_ p: Paint) -> String {
        func stops(_ s: [GradientStop]) -> String { s.map { "\($0.color)@\(number(CGFloat($0.location)))" }.joined(separator: " ") }
        switch p {
        case .color(let c): return "\(c)"
        case let .linearGradient(s, a, b): return "linear(\(point(a))→\(point(b)) \(stops(s)))"
        case let .radialGradient(s, c, r0, r1): return "radial(\(point(c)) \(number(r0))→\(number(r1)) \(stops(s)))"
        case let .ellipticalGradient(s, c, rx, ry, f0, f1):
            return "elliptical(\(point(c)) \(number(rx))×\(number(ry)) \(number(f0))→\(number(f1)) \(stops(s)))"
        case let .angularGradient(s, c, a0, a1):
            return "angular(\(point(c)) \(number(CGFloat(a0.degrees)))°→\(number(CGFloat(a1.degrees)))° \(stops(s)))"
        }
    }
}
