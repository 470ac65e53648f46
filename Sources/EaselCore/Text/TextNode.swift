import Foundation

/// A text leaf: never wider than its longest laid-out line, baselines as
/// explicit guides, spacing from its font's metrics.
final class TextNode: ViewNode {
    let text: Text
    /// The request without a proposal: the runs and the environment's text
    /// settings, read once. A stack asks a Text for several sizes, and reading
    /// a dozen environment values per proposal cost more than the lookups saved.
    private lazy var baseRequest: TextRequest = {
        let settings = env.textSettings
        var r = TextRequest(runs: text.runs(in: env, settings: settings))
        r.lineLimit = settings.lineLimit
        r.minimumLines = settings.minimumLineCount
        switch settings.truncationMode { case .head: r.truncationMode = .head; case .middle: r.truncationMode = .middle; case .tail: r.truncationMode = .tail }
        r.alignment = settings.multilineTextAlignment
        // `lineSpacing` adds to the text style's own leading, as in SwiftUI.
        r.lineSpacing = settings.lineSpacing + TextStyleLeading.extraSpacing(for: text, runs: r.runs, env: env)
        r.minimumScaleFactor = settings.minimumScaleFactor
        r.allowsTightening = settings.allowsTightening
        r.layoutDirection = env.layoutDirection
        r.displayScale = env.displayScale
        r.systemTracking = env.systemFontTracking
        return r
    }()
    private var layouts: [(ProposedViewSize, TextLayout)] = []

    init(env: EnvironmentValues, text: Text) { self.text = text; super.init(env: env) }
    override var kindName: String { "Text" }

    func request(_ p: ProposedViewSize) -> TextRequest {
        var r = baseRequest
        r.width = p.width.flatMap { $0.isFinite ? $0 : nil }
        r.height = p.height.flatMap { $0.isFinite ? $0 : nil }
        return r
    }

    func layout(_ p: ProposedViewSize) -> TextLayout {
        if let hit = layouts.first(where: { $0.0 == p }) { return hit.1 }
        let l = env.textEngine.layout(request(p))
        layouts.append((p, l))
        return l
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { layout(p).size }

    override func computeExplicitGuides() -> GuideKeys { Self.baselineGuides }
    /// One array for every Text, instead of one allocated per node.
    private static let baselineGuides = GuideKeys.some([VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key])
    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key { return layout(proposal).firstBaseline }
        if key == VerticalAlignment.lastTextBaseline.key { return layout(proposal).lastBaseline }
        return nil
    }

    override func computeSpacing() -> ViewSpacing {
        let l = layout(.unspecified)
        return .text(metrics: l.firstLineMetrics, last: l.lastLineMetrics, firstBaseline: l.firstBaseline,
                     lastBaseline: l.lastBaseline, height: l.size.height)
    }

    override var drawing: NodeDrawing { .content }
    // Text is positioned on the pixel grid by its frame's rounded origin.
    override func content(in r: CGRect, proposal: ProposedViewSize) -> [DisplayItem] {
        let l = layout(proposal)
        if env.redactionReasons.contains(.placeholder) {
            return RedactionBars.items(l, origin: r.origin, color: baseRequest.runs.first?.color ?? .black)
        }
        var paint: Paint?
        if let fg = env.foregroundStyle, !(fg.base is Color) && !(fg.base is HierarchicalShapeStyle) {
            paint = fg._paint(in: env, bounds: r)
        }
        var items: [DisplayItem] = []
        for line in l.lines {
            for run in line.runs {
                for b in run.backgrounds {
                    let rect = b.rect.offsetBy(dx: r.minX + run.lineOrigin.x, dy: r.minY + run.lineOrigin.y)
                    items.append(.shape(ShapeItem(path: Path(rect), paint: .color(b.color))))
                }
            }
        }
        items.append(.text(TextItem(layout: l, origin: r.origin, paint: paint)))
        return items
    }
}
