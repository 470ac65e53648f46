import Easel

/// A stepper-like control bound to a count the caller owns.
public struct CounterButton: View {
    @Binding var count: Int
    public init(count: Binding<Int>) { _count = count }

    public var body: some View {
        HStack(spacing: 16) {
            Button { count -= 1 } label: { Image(systemName: "minus.circle.fill").font(.title) }
            Text("\(count)")
                .font(.title)
                .monospacedDigit()
                .frame(minWidth: 44)
            Button { count += 1 } label: { Image(systemName: "plus.circle.fill").font(.title) }
        }
        .padding()
    }
}

// iOS 18's @Previewable: the state lives in the preview, the view gets a binding.
#Preview("Three", traits: .sizeThatFitsLayout) {
    @Previewable @State var count = 3
    CounterButton(count: $count)
}

// Several traits, and the dark scheme set inside the body: the canvas behind it
// turns dark too, as in Xcode.
#Preview("Dark", traits: .sizeThatFitsLayout, .portrait) {
    @Previewable @State var count = 42
    return CounterButton(count: $count)
        .environment(\.colorScheme, .dark)
}
