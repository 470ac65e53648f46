import Foundation
import Easel

/// Tags that wrap like words, rows aligned leading, centred or trailing.
public struct FlowDemo: View {
    public var alignment: HorizontalAlignment
    public var tags: [String]
    public init(alignment: HorizontalAlignment = .leading,
                tags: [String] = ["Swift", "Layout", "Grid", "ViewThatFits", "AnyLayout", "Cairo", "Pango",
                                  "HarfBuzz", "PNG", "Linux", "Flow", "Radial", "Columns"]) {
        self.alignment = alignment; self.tags = tags
    }

    public var body: some View {
        FlowLayout(alignment: alignment, spacing: 8, lineSpacing: 8) {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .font(.subheadline)
                    .padding(.horizontal, 10)
                    .padding(.vertical, 5)
                    .background(Color.blue.opacity(0.12), in: Capsule())
                    .foregroundStyle(Color.blue)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.white)
    }
}
