import Foundation
import EaselCore

/// The automatic legend: one entry per `foregroundStyle(by:)` value, a symbol
/// and the value in the secondary colour; a gradient bar for a continuous scale.
/// Symbols are 8 pt: squares for bars, areas, rectangles and sectors, the mark's
/// symbol for points and lines (sizes and shapes our choice; Apple documents none).
struct ChartLegend: View {
    let model: ChartModel
    let styles: ChartStyles

    var hasEntries: Bool { !model.styleCategories.isEmpty }
    static let symbolSide: CGFloat = 8

    var body: some View {
        if model.styleIsContinuous, let e = model.styleExtent {
            HStack(spacing: 4) {
                Text(verbatim: AxisTicks.format(number: e.lo, step: nil)).font(.caption2).foregroundStyle(.secondary)
                Rectangle()
                    .fill(LinearGradient(colors: (0...8).map { styles.continuous(e.lo + (e.hi - e.lo) * Double($0) / 8, e) },
                                         startPoint: .leading, endPoint: .trailing))
                    .frame(width: 100, height: Self.symbolSide)
                Text(verbatim: AxisTicks.format(number: e.hi, step: nil)).font(.caption2).foregroundStyle(.secondary)
            }
            .fixedSize()
        } else {
            let cats = model.styleCategories
            HStack(spacing: 12) {
                ForEach(0..<cats.count, id: \.self) { i in
                    HStack(spacing: 4) {
                        symbol(for: cats[i]).frame(width: Self.symbolSide, height: Self.symbolSide)
                        Text(verbatim: cats[i].description).font(.caption2).foregroundStyle(.secondary)
                    }
                }
            }
            .fixedSize()
        }
    }

    @ViewBuilder func symbol(for v: PlotValue) -> some View {
        let mark = model.marks.first { $0.record.styleBy?.value == v }?.record
        let style = styles.style(for: v)
        if let mark, mark.kind == .point || mark.kind == .line {
            styles.symbol(of: mark).fill(style)
        } else {
            RoundedRectangle(cornerRadius: 1.5).fill(style)
        }
    }
}
