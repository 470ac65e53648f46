import Easel
import EaselTesting
import Testing

/// The text features at 3×, to look at closely: attributed runs, symbols in text.
@Suite struct TextFeatureSnapshotTests {
    struct Sample: View {
        var attributed: AttributedString {
            var s = AttributedString("Big sale: 30% off everything, see terms.")
            if let r = s.range(of: "Big sale:") { s[r].font = .headline; s[r].foregroundColor = .red }
            if let r = s.range(of: "30% off") { s[r].backgroundColor = .yellow; s[r].kern = 1 }
            if let r = s.range(of: "everything") { s[r].underlineStyle = .single; s[r].baselineOffset = 3 }
            if let r = s.range(of: "terms") { s[r].link = URL(string: "https://example.com") }
            return s
        }

        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                Text(attributed)
                Text("\(Image(systemName: "star.fill")) 4.8 · \(Image(systemName: "heart.fill")) 1.2K")
                    .foregroundColor(.orange)
                Text("**\(Image(systemName: "bolt.fill")) Fast** delivery, \(Image(systemName: "checkmark.seal.fill")) verified")
                    .font(.title3)
                Text(Image(systemName: "bell.badge.fill")) + Text(" 3 new").font(.caption).foregroundColor(.secondary)
                HStack(alignment: .firstTextBaseline) {
                    Text("Total").font(.largeTitle)
                    Text(1234.5, format: .currency(code: "USD")).font(.title2).monospacedDigit()
                }
            }
            .frame(width: 300, alignment: .leading)
            .padding(12)
            .background(Color.white)
        }
    }

    @Test func attributedAndInlineImageText() {
        assertSnapshot(of: Sample(), as: .png(scale: 3), named: "sample")
    }
}
