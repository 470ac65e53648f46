import Foundation
import EaselCore

/// Real-text SVG: a `TextItem` as `<text>` elements, one per laid-out line,
/// with a `<tspan>` per run carrying the face the shaper used and explicit x
/// positions from the shaper, so viewers with the same fonts place every
/// cluster where Easel measured it, and the text stays selectable and searchable.
public enum SVGTextElements {
    /// The `<text>` elements for a paragraph placed at `item.origin`.
    public static func elements(for item: TextItem) -> String {
        var out = ""
        var i = 0
        while i < item.runs.count {
            let line = item.runs[i].line
            out += "<text y=\"\(number(item.origin.y + item.runs[i].lineOrigin.y))\" xml:space=\"preserve\">"
            while i < item.runs.count, item.runs[i].line == line {
                out += tspans(for: item.runs[i], dx: item.origin.x)
                i += 1
            }
            out += "</text>\n"
        }
        return out
    }

    static func tspans(for run: GlyphRun, dx: CGFloat) -> String {
        let style = attributes(for: run)
        let clusters = run.textClusters
        guard !clusters.isEmpty else { return "" }
        // Right-to-left runs keep one x at their left edge: positioning each
        // cluster would split the run into chunks that viewers shape separately,
        // breaking Arabic joining. Their clusters come in logical order, so x falls.
        let rtl = clusters.count > 1 && clusters.last!.x < clusters.first!.x
        if rtl {
            let left = clusters.map(\.x).min()! + dx
            return "<tspan x=\"\(number(left))\"\(style)>\(escape(run.text))</tspan>"
        }
        // Clusters of one UTF-16 unit share a tspan with an x list (SVG assigns one
        // x per character); longer clusters (emoji sequences, combining marks) get
        // their own tspan, so list positions never drift from characters.
        var out = ""
        var xs: [String] = [], text = ""
        func flush() {
            guard !text.isEmpty else { return }
            out += "<tspan x=\"\(xs.joined(separator: " "))\"\(style)>\(escape(text))</tspan>"
            xs = []; text = ""
        }
        for g in clusters where !g.text.isEmpty {
            if g.text.utf16.count == 1 {
                xs.append(number(g.x + dx)); text += g.text
            } else {
                flush()
                xs = [number(g.x + dx)]; text = g.text
                flush()
            }
        }
        flush()
        return out
    }

    static func attributes(for run: GlyphRun) -> String {
        var a = " font-family=\"\(escape(run.familyName.isEmpty ? "sans-serif" : run.familyName)), \(generic(run.font))\""
        a += " font-size=\"\(number(run.font.size))\""
        if run.font.weight != .regular { a += " font-weight=\"\(run.font.weight.value)\"" }
        if run.font.italic { a += " font-style=\"italic\"" }
        let c = run.color
        a += " fill=\"rgb(\(channel(c.red)),\(channel(c.green)),\(channel(c.blue)))\""
        if c.alpha < 1 { a += " fill-opacity=\"\(number(CGFloat(c.alpha)))\"" }
        // SVG draws decorations in the text's fill, solid: a custom colour or a
        // dash pattern is kept only by the outlined (.paths) mode.
        let decorations = [run.underline.map { _ in "underline" }, run.strikethrough.map { _ in "line-through" }].compactMap { $0 }
        if !decorations.isEmpty { a += " text-decoration=\"\(decorations.joined(separator: " "))\"" }
        return a
    }

    static func generic(_ f: ResolvedFont) -> String {
        switch f.design {
        case .monospaced: return "monospace"
        case .serif: return "serif"
        case .default, .rounded: return "sans-serif"
        }
    }

    static func channel(_ v: Double) -> Int { Int((max(0, min(1, v)) * 255).rounded()) }

    /// Short decimals: enough for 1/1000 pt, no exponent notation.
    static func number(_ v: CGFloat) -> String {
        let r = (v * 1000).rounded() / 1000
        if r == r.rounded() { return String(Int(r)) }
        var s = String(format: "%.3f", Double(r))
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.count)
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            // Control characters are not allowed in XML 1.0.
            case _ where ch.value < 0x20 && ch != "\t" && ch != "\n" && ch != "\r": continue
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}
