import SwiftUI

// A custom Layout that places its subviews evenly on a circle (the WWDC22 pattern).

struct CircleLayout: Layout {
    var radiusFraction: CGFloat = 0.38

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) * radiusFraction
        let step = Angle.degrees(360 / Double(max(subviews.count, 1)))
        for (index, subview) in subviews.enumerated() {
            let angle = step * Double(index) - .degrees(90)
            let point = CGPoint(x: bounds.midX + radius * cos(angle.radians),
                                y: bounds.midY + radius * sin(angle.radians))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct RadialMenuScreen: View {
    let items: [(String, Color)] = [
        ("camera.fill", .blue), ("photo.fill", .green), ("mic.fill", .red), ("location.fill", .orange),
        ("doc.fill", .purple), ("music.note", .pink), ("paperclip", .gray), ("calendar", .teal),
    ]

    var body: some View {
        VStack {
            Text("Attach").font(.largeTitle.bold())
            CircleLayout {
                ForEach(items, id: \.0) { item in
                    Image(systemName: item.0)
                        .font(.title2)
                        .foregroundColor(.white)
                        .frame(width: 56, height: 56)
                        .background(Circle().fill(item.1))
                        .shadow(color: .black.opacity(0.2), radius: 4, y: 2)
                }
            }
            .overlay {
                Image(systemName: "xmark")
                    .font(.title.bold())
                    .frame(width: 72, height: 72)
                    .background(Circle().fill(Color(.systemGray5)))
            }
            .frame(height: 360)
        }
    }
}
