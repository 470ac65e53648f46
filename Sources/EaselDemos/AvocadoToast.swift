import Foundation
import Easel

extension VerticalAlignment {
    /// Lines the star rating up with the order's title, though the title sits
    /// inside a nested VStack (WWDC19 "Building Custom Views with SwiftUI").
    private enum StarAlignment: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    }
    static let starAlignment = VerticalAlignment(StarAlignment.self)
}

/// The "Avocado Toast" order row: a fixed-size artwork square, a title that
/// keeps its full width (raised layoutPriority) while the secondary label
/// truncates, texts of different sizes on one last baseline, and a rating
/// aligned with the title across nested stacks by a custom AlignmentID.
public struct AvocadoToastRow: View {
    public var title: String
    public var detail: String
    public var ingredients: String
    public var rating: Int

    public init(title: String, detail: String, ingredients: String, rating: Int) {
        self.title = title; self.detail = detail; self.ingredients = ingredients; self.rating = rating
    }

    public var body: some View {
        HStack(alignment: .starAlignment, spacing: 12) {
            RoundedRectangle(cornerRadius: 10)
                .fill(LinearGradient(colors: [Color(red: 0.62, green: 0.80, blue: 0.35), Color(red: 0.33, green: 0.55, blue: 0.18)],
                                     startPoint: .top, endPoint: .bottom))
                .frame(width: 56, height: 56)
                .alignmentGuide(.starAlignment) { d in d[VerticalAlignment.center] }
            VStack(alignment: .leading, spacing: 4) {
                HStack(alignment: .lastTextBaseline, spacing: 6) {
                    Text(title)
                        .font(.title3.weight(.semibold))
                        .lineLimit(1)
                        .layoutPriority(1)
                        .alignmentGuide(.starAlignment) { d in d[.lastTextBaseline] }
                    Text(detail)
                        .font(.caption)
                        .foregroundColor(.secondary)
                        .lineLimit(1)
                }
                Text(ingredients)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                    .lineLimit(1)
            }
            Spacer(minLength: 8)
            Text(String(repeating: "★", count: rating) + String(repeating: "☆", count: max(0, 5 - rating)))
                .font(.footnote)
                .foregroundColor(.orange)
                .alignmentGuide(.starAlignment) { d in d[.lastTextBaseline] }
        }
        .padding(12)
        .frame(width: 380)
        .background { Rectangle().fill(Color.white) }
    }

    public static let sample = AvocadoToastRow(
        title: "Avocado Toast", detail: "Ordered 3 times this week, usually with extra chili flakes",
        ingredients: "Sourdough · avocado · lime · chili", rating: 4)
}
