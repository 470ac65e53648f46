import Easel

/// A tag in a rounded chip, as in a filter bar.
public struct TagChip: View {
    public var title: String
    public var isSelected: Bool
    public init(_ title: String, isSelected: Bool = false) { self.title = title; self.isSelected = isSelected }

    public var body: some View {
        Text(title)
            .font(.subheadline.weight(.medium))
            .foregroundColor(isSelected ? .white : .primary)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Capsule().fill(isSelected ? Color.accentColor : Color.gray.opacity(0.2)))
    }
}

// The macro forms as Xcode 15 writes them. Unnamed ones are TagChip-1 and TagChip-3:
// the number is the preview's place among the file's previews.
#Preview {
    TagChip("Swift")
}

#Preview("Selected", traits: .sizeThatFitsLayout) {
    TagChip("Swift", isSelected: true)
        .padding()
}

#Preview(traits: .fixedLayout(width: 320, height: 60)) {
    HStack {
        TagChip("Swift", isSelected: true)
        TagChip("Linux")
        TagChip("Cairo")
    }
}
