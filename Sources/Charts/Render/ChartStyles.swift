import Foundation
import EaselCore

/// The default categorical palette: blue, green, orange, purple, red, cyan,
/// yellow, the order Swift Charts is seen to hand out system colours to
/// `foregroundStyle(by:)` categories. Apple publishes no list, and this order
/// was not measured from an iOS render here; after seven, brown, pink and
/// indigo are our choice, then it repeats.
let defaultPalette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo]

/// Resolves marks' styles: an explicit style, the style scale for `foregroundStyle(by:)`,
/// or the default (blue, Swift Charts' default mark colour).
struct ChartStyles {
    let model: ChartModel
    let scheme: ColorScheme

    func style(of r: MarkRecord) -> AnyShapeStyle {
        if let s = r.style { return s }
        if let by = r.styleBy { return style(for: by.value) }
        return Self.defaultStyle
    }

    /// Made once: a 1,000-point chart boxed the same blue a thousand times.
    static let defaultStyle = AnyShapeStyle(Color.blue)

    /// A key equal for marks painted the same, so neighbours merge into one path.
    func key(of r: MarkRecord, index: Int) -> String {
        if r.style != nil { return "mark\(index)" }
        if let by = r.styleBy { return "by:\(by.value)" }
        return "default"
    }

    func style(for v: PlotValue) -> AnyShapeStyle {
        let c = model.config
        if let m = c.styleMapping, let s = m(v) { return s }
        if model.styleIsContinuous, case .number(let n) = v, let e = model.styleExtent { return AnyShapeStyle(continuous(n, e)) }
        let i = model.styleCategories.firstIndex(of: v) ?? 0
        if let range = c.styleRange, !range.isEmpty { return range[i % range.count] }
        return AnyShapeStyle(defaultPalette[i % defaultPalette.count])
    }

    /// A colour between the scale's colours: its range (`Gradient` or colours), or
    /// by default a light tint of blue to blue (our choice: Apple documents none).
    func continuous(_ n: Double, _ e: (lo: Double, hi: Double)) -> Color {
        let colors = model.config.styleColors ?? [Color.blue.opacity(0.12), .blue]
        var env = EnvironmentValues()
        env.colorScheme = scheme
        let rgba = colors.map { $0.resolve(in: env) }
        guard rgba.count > 1 else { return colors.first ?? .blue }
        let t = e.hi > e.lo ? min(1, max(0, (n - e.lo) / (e.hi - e.lo))) : 0
        let f = t * Double(rgba.count - 1), i = min(rgba.count - 2, Int(f)), u = f - Double(i)
        let a = rgba[i], b = rgba[i + 1]
        // Mixed on premultiplied components, so a fade from a transparent tint keeps its hue.
        let alpha = a.alpha + (b.alpha - a.alpha) * u
        func mix(_ x: Double, _ y: Double) -> Double {
            guard alpha > 0 else { return x }
            return (x * a.alpha + (y * b.alpha - x * a.alpha) * u) / alpha
        }
        return Color(rgba: RGBA(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), alpha: alpha))
    }

    func symbol(of r: MarkRecord) -> BasicChartSymbolShape {
        if let s = r.symbol { return s }
        if let by = r.symbolBy {
            let i = model.symbolCategories.firstIndex(of: by.value) ?? 0
            if let range = model.config.symbolRange, !range.isEmpty { return range[i % range.count] }
            return BasicChartSymbolShape.sequence[i % BasicChartSymbolShape.sequence.count]
        }
        return .circle
    }

    /// Dash patterns for `lineStyle(by:)`: solid, then dashes and dots (our choice; Apple documents none).
    func dash(of r: MarkRecord) -> [CGFloat] {
        guard let by = r.lineStyleBy else { return r.lineStyle?.dash ?? [] }
        let patterns: [[CGFloat]] = [[], [6, 4], [2, 3], [8, 3, 2, 3]]
        let i = model.lineStyleCategories.firstIndex(of: by.value) ?? 0
        return patterns[i % patterns.count]
    }
}
