import Foundation
import Easel

/// A wedge of an annulus with a gap of constant width to its neighbours:
/// the gap is cut parallel-sided, so it needs a different angle at the inner
/// and outer radius.
public struct RingWedge: Shape {
    public var startAngle: Angle, endAngle: Angle
    /// Inner radius as a fraction of the outer one.
    public var innerRatio: CGFloat
    /// Gap width in points, half taken from each side.
    public var gap: CGFloat

    public init(startAngle: Angle, endAngle: Angle, innerRatio: CGFloat = 0.6, gap: CGFloat = 4) {
        self.startAngle = startAngle; self.endAngle = endAngle; self.innerRatio = innerRatio; self.gap = gap
    }

    public func path(in rect: CGRect) -> Path {
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2, inner = outer * innerRatio
        func inset(_ r: CGFloat) -> Double { Double(asin(min(1, gap / 2 / max(r, 0.001)))) }
        let a0 = startAngle.radians, a1 = endAngle.radians
        guard a1 - a0 > 2 * inset(inner) else { return Path() }
        var p = Path()
        p.addArc(center: c, radius: outer, startAngle: .radians(a0 + inset(outer)), endAngle: .radians(a1 - inset(outer)), clockwise: false)
        p.addArc(center: c, radius: inner, startAngle: .radians(a1 - inset(inner)), endAngle: .radians(a0 + inset(inner)), clockwise: true)
        p.closeSubpath()
        return p
    }
}

/// Spending by category as a ring of wedges, each shaded by an angular gradient.
public struct RingChartDemo: View {
    struct Slice { let name: String; let value: Double; let color: Color }
    let slices = [Slice(name: "Rent", value: 42, color: .indigo), Slice(name: "Food", value: 23, color: .orange),
                  Slice(name: "Travel", value: 17, color: .teal), Slice(name: "Fun", value: 11, color: .pink),
                  Slice(name: "Other", value: 7, color: .gray)]

    public init() {}

    public var body: some View {
        let total = slices.reduce(0) { $0 + $1.value }
        var start = -90.0
        let angles: [(Double, Double)] = slices.map { s in
            defer { start += s.value / total * 360 }
            return (start, start + s.value / total * 360)
        }
        return HStack(spacing: 24) {
            ZStack {
                ForEach(0..<slices.count, id: \.self) { i in
                    RingWedge(startAngle: .degrees(angles[i].0), endAngle: .degrees(angles[i].1), innerRatio: 0.58, gap: 5)
                        .fill(AngularGradient(colors: [slices[i].color.opacity(0.55), slices[i].color], center: .center,
                                              startAngle: .degrees(angles[i].0), endAngle: .degrees(angles[i].1)))
                }
                VStack(spacing: 2) {
                    Text("$2,480").font(.title2).bold()
                    Text("this month").font(.caption).foregroundStyle(.secondary)
                }
            }
            .frame(width: 180, height: 180)
            VStack(alignment: .leading, spacing: 8) {
                ForEach(0..<slices.count, id: \.self) { i in
                    HStack(spacing: 8) {
                        Circle().fill(slices[i].color).frame(width: 10, height: 10)
                        Text(slices[i].name).font(.subheadline)
                        Spacer(minLength: 12)
                        Text("\(Int(slices[i].value))%").font(.subheadline).foregroundStyle(.secondary)
                    }
                }
            }
            .frame(width: 150)
        }
        .padding(24)
        .background(Color.white)
    }
}
