import SwiftUI

// A multi-step progress header: numbered circles joined by lines, done steps checked.

struct StepIndicator: View {
    let steps: [String]
    let current: Int

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            ForEach(steps.indices, id: \.self) { index in
                VStack(spacing: 6) {
                    ZStack {
                        Circle()
                            .fill(index <= current ? Color.accentColor : Color(.systemGray5))
                            .frame(width: 32, height: 32)
                        if index < current {
                            Image(systemName: "checkmark").font(.caption.bold()).foregroundColor(.white)
                        } else {
                            Text("\(index + 1)").font(.subheadline.bold())
                                .foregroundColor(index == current ? .white : .secondary)
                        }
                    }
                    Text(steps[index]).font(.caption2).foregroundColor(index <= current ? .primary : .secondary)
                }
                .frame(width: 64)
                if index < steps.count - 1 {
                    Rectangle()
                        .fill(index < current ? Color.accentColor : Color(.systemGray5))
                        .frame(height: 3)
                        .padding(.top, 15)
                }
            }
        }
    }
}

struct StepProgressScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 32) {
            StepIndicator(steps: ["Cart", "Address", "Payment", "Review"], current: 2)
            Text("Payment").font(.title.bold())
            VStack(spacing: 12) {
                ForEach(["Credit card", "Apple Pay", "PayPal"], id: \.self) { method in
                    HStack {
                        Image(systemName: method == "Apple Pay" ? "largecircle.fill.circle" : "circle")
                            .foregroundColor(.accentColor)
                        Text(method)
                        Spacer()
                    }
                    .padding()
                    .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
                }
            }
            Spacer()
        }
        .padding()
    }
}
