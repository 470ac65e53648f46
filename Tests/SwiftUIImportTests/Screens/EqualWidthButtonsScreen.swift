import SwiftUI

// The WWDC22 "equal width" Layout: every button as wide as the widest, in a row.

struct EqualWidthRow: Layout {
    var spacing: CGFloat = 10

    private func maxSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { current, size in
            CGSize(width: max(current.width, size.width), height: max(current.height, size.height))
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let size = maxSize(subviews)
        return CGSize(width: size.width * CGFloat(subviews.count) + spacing * CGFloat(subviews.count - 1), height: size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let size = maxSize(subviews)
        var x = bounds.minX + size.width / 2
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(size))
            x += size.width + spacing
        }
    }
}

struct EqualWidthButtonsScreen: View {
    @State private var choice = 1

    var body: some View {
        VStack(spacing: 24) {
            Text("How was your ride?").font(.title2.bold())
            EqualWidthRow {
                ForEach(["Poor", "Good", "Excellent"].indices, id: \.self) { i in
                    Button {
                        choice = i
                    } label: {
                        Text(["Poor", "Good", "Excellent"][i])
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.bordered)
                    .tint(i == choice ? .accentColor : .gray)
                }
            }
            EqualWidthRow(spacing: 16) {
                Button("Skip") {}.buttonStyle(.bordered)
                Button("Submit review") {}.buttonStyle(.borderedProminent)
            }
        }
        .padding()
    }
}
