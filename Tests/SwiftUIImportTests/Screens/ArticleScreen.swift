import SwiftUI

// A long-form article: kicker, serif headline, byline with a date, body with line spacing.

struct ArticleScreen: View {
    let published = Date(timeIntervalSince1970: 1_790_000_000)

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 14) {
                Text("TECHNOLOGY")
                    .font(.caption.weight(.heavy))
                    .tracking(1.5)
                    .foregroundColor(.red)
                Text("The quiet return of the command line")
                    .font(.system(size: 32, weight: .bold, design: .serif))
                    .fixedSize(horizontal: false, vertical: true)
                HStack(spacing: 6) {
                    Text("By **Rosalind Park**")
                    Text("·")
                    Text(published, style: .date)
                }
                .font(.footnote)
                .foregroundColor(.secondary)
                Rectangle().fill(Color.primary.opacity(0.1)).frame(height: 1)
                Text("For a decade, graphical tools promised to make the terminal obsolete. Yet developers keep coming back to text: it is scriptable, diffable and fast. A new generation of tools is making it friendlier too.")
                    .font(.system(.body, design: .serif))
                    .lineSpacing(6)
                Text("What changed is not the terminal itself but everything around it: package managers that just work, editors that speak the same language servers, and a renewed interest in *small, sharp tools* that do one thing well.")
                    .font(.system(.body, design: .serif))
                    .lineSpacing(6)
            }
            .padding(20)
        }
    }
}
