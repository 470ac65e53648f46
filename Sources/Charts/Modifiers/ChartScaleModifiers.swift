import Foundation
import EaselCore

/// `chartXScale`/`chartYScale` and the style and symbol scales, on any view
/// containing a `Chart`.
extension View {
    public func chartXScale<D: ScaleDomain, R: ScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View {
        let d = domain._domain, r = range._range
        return chartConfigured { $0.x.domain = d; $0.x.range = r; $0.x.type = type ?? $0.x.type }
    }
    public func chartXScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        let d = domain._domain
        return chartConfigured { $0.x.domain = d; $0.x.type = type ?? $0.x.type }
    }
    public func chartXScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> some View {
        let r = range._range
        return chartConfigured { $0.x.range = r; $0.x.type = type ?? $0.x.type }
    }
    public func chartXScale(type: ScaleType? = nil) -> some View { chartConfigured { $0.x.type = type } }

    public func chartYScale<D: ScaleDomain, R: ScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View {
        let d = domain._domain, r = range._range
        return chartConfigured { $0.y.domain = d; $0.y.range = r; $0.y.type = type ?? $0.y.type }
    }
    public func chartYScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        let d = domain._domain
        return chartConfigured { $0.y.domain = d; $0.y.type = type ?? $0.y.type }
    }
    public func chartYScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> some View {
        let r = range._range
        return chartConfigured { $0.y.range = r; $0.y.type = type ?? $0.y.type }
    }
    public func chartYScale(type: ScaleType? = nil) -> some View { chartConfigured { $0.y.type = type } }

    /// Categories to styles: `chartForegroundStyleScale(["Cupertino": .purple, "San Francisco": .green])`.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
        let domain = mapping.map { plotValue($0.key) }, range = mapping.map { AnyShapeStyle($0.value) }
        let colors = mapping.compactMap { $0.value as? Color }
        return chartConfigured { $0.styleDomain = domain; $0.styleRange = range; $0.styleColors = colors.count == range.count ? colors : nil }
    }
    public func chartForegroundStyleScale<D: ScaleDomain, R: ScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View
        where R.VisualValue: ShapeStyle {
        let d = domain._domain, r = range._range
        return chartConfigured { c in
            if case .values(let v) = d { c.styleDomain = v }
            if case .styles(let s) = r { c.styleRange = s }
            if case .colors(let s) = r { c.styleColors = s; c.styleRange = s.map { AnyShapeStyle($0) } }
        }
    }
    public func chartForegroundStyleScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        let d = domain._domain
        return chartConfigured { c in if case .values(let v) = d { c.styleDomain = v } }
    }
    public func chartForegroundStyleScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> some View where R.VisualValue: ShapeStyle {
        let r = range._range
        return chartConfigured { c in
            if case .styles(let s) = r { c.styleRange = s }
            if case .colors(let s) = r { c.styleColors = s; c.styleRange = s.map { AnyShapeStyle($0) } }
        }
    }
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(mapping: @escaping (D) -> S) -> some View {
        chartConfigured { $0.styleMapping = { v in convert(v, to: D.self).map { AnyShapeStyle(mapping($0)) } } }
    }

    public func chartSymbolScale<D: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<D, S>) -> some View {
        let domain = mapping.map { plotValue($0.key) }
        let range = mapping.map { ($0.value as? BasicChartSymbolShape) ?? .circle }
        return chartConfigured { $0.symbolDomain = domain; $0.symbolRange = range }
    }
    public func chartSymbolScale<D: ScaleDomain, S: ChartSymbolShape>(domain: D, range: [S]) -> some View {
        let d = domain._domain, r = range.map { ($0 as? BasicChartSymbolShape) ?? .circle }
        return chartConfigured { c in
            if case .values(let v) = d { c.symbolDomain = v }
            c.symbolRange = r
        }
    }
    public func chartSymbolScale<S: ChartSymbolShape>(range: [S]) -> some View {
        let r = range.map { ($0 as? BasicChartSymbolShape) ?? .circle }
        return chartConfigured { $0.symbolRange = r }
    }
}
