import SwiftUI

// An achievement badge: a rounded polygon Path from parameters inside a GeometryReader,
// a gradient fill, rays rotated around the centre and a symbol on top.

struct Polygon: Shape {
    var sides: Int
    var cornerInset: CGFloat = 0.08

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        let points = (0..<sides).map { i -> CGPoint in
            let angle = Double(i) / Double(sides) * 2 * .pi - .pi / 2
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        func between(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        var path = Path()
        for i in 0..<sides {
            let previous = points[(i + sides - 1) % sides], corner = points[i], next = points[(i + 1) % sides]
            let start = between(corner, previous, cornerInset), end = between(corner, next, cornerInset)
            if i == 0 { path.move(to: start) } else { path.addLine(to: start) }
            path.addQuadCurve(to: end, control: corner)
        }
        path.closeSubpath()
        return path
    }
}

struct BadgeView: View {
    var body: some View {
        GeometryReader { geometry in
            let side = min(geometry.size.width, geometry.size.height)
            ZStack {
                Polygon(sides: 6)
                    .fill(LinearGradient(colors: [Color(red: 0.94, green: 0.47, blue: 0.87), Color(red: 0.94, green: 0.67, blue: 0.47)],
                                         startPoint: .top, endPoint: UnitPoint(x: 0.5, y: 0.6)))
                ForEach(0..<12) { index in
                    Capsule()
                        .fill(Color.white.opacity(0.35))
                        .frame(width: side * 0.03, height: side * 0.16)
                        .offset(y: -side * 0.3)
                        .rotationEffect(.degrees(Double(index) * 30))
                }
                Image(systemName: "mountain.2.fill")
                    .font(.system(size: side * 0.2))
                    .foregroundColor(Color(red: 0.31, green: 0.31, blue: 0.75))
            }
            .frame(width: side, height: side)
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

struct BadgeScreen: View {
    var body: some View {
        VStack(spacing: 24) {
            BadgeView().frame(width: 280)
            Text("First Hike").font(.title.bold())
            Text("Earned October 3, 2026").foregroundStyle(.secondary)
        }
    }
}
