import Foundation

/// A font-free engine for layout tests: every character advances `advance × size`,
/// lines are `lineHeight × size` tall (ascent 0.8, descent 0.2), words wrap greedily
/// at spaces. Like the Ahem font taffy's fixtures use.
public struct FixedAdvanceTextEngine: TextEngine {
    public var advance: CGFloat
    public var lineHeight: CGFloat
    public init(advance: CGFloat = 0.5, lineHeight: CGFloat = 1.2) { self.advance = advance; self.lineHeight = lineHeight }

    public func layout(_ r: TextRequest) -> TextLayout {
        let size = r.runs.first?.font.size ?? 17
        let charW = advance * size, lineH = lineHeight * size
        var lines: [String] = []
        for para in r.string.components(separatedBy: "\n") {
            guard let w = r.width, w.isFinite else { lines.append(para); continue }
            var line = ""
            for word in para.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if CGFloat(candidate.count) * charW <= w + 0.001 || line.isEmpty { line = candidate }
                else { lines.append(line); line = String(word) }
            }
            lines.append(line)
        }
        if let limit = r.lineLimit { lines = Array(lines.prefix(max(1, limit))) }
        if let h = r.height { lines = Array(lines.prefix(max(1, Int((h + 0.001) / lineH)))) }
        let count = max(lines.count, r.minimumLines)
        let width = lines.map { CGFloat($0.count) * charW }.max() ?? 0
        let m = TextLineMetrics(ascent: 0.8 * lineH, descent: 0.2 * lineH, leading: 0, capHeight: 0.7 * lineH,
                                pixelLength: 1 / r.displayScale)
        let height = CGFloat(count) * lineH + CGFloat(max(0, count - 1)) * r.lineSpacing
        let layoutLines = lines.enumerated().map { i, s in
            TextLineLayout(baseline: CGFloat(i) * (lineH + r.lineSpacing) + m.ascent,
                           frame: CGRect(x: 0, y: CGFloat(i) * (lineH + r.lineSpacing), width: CGFloat(s.count) * charW, height: lineH),
                           runs: [])
        }
        return TextLayout(size: CGSize(width: r.width.map { min($0, width) } ?? width, height: height),
                          firstBaseline: m.ascent,
                          lastBaseline: CGFloat(max(lines.count, 1) - 1) * (lineH + r.lineSpacing) + m.ascent,
                          firstLineMetrics: m, lastLineMetrics: m, lines: layoutLines)
    }
}
