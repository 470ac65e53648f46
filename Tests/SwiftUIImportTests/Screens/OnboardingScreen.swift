import SwiftUI

// A first-run page: hero symbol, headline, feature rows and a prominent button.

struct FeatureRow: View {
    let symbol: String
    let title: String
    let detail: String

    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            Image(systemName: symbol)
                .font(.title)
                .foregroundStyle(.blue)
                .frame(width: 44)
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline)
                Text(detail)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .fixedSize(horizontal: false, vertical: true)
            }
        }
    }
}

struct OnboardingScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            Spacer()
            Text("Welcome to\nNotebook")
                .font(.largeTitle.bold())
                .multilineTextAlignment(.center)
                .padding(.bottom, 40)
            VStack(alignment: .leading, spacing: 28) {
                FeatureRow(symbol: "doc.text.fill", title: "Write anything",
                           detail: "Notes, lists and sketches, all in one place.")
                FeatureRow(symbol: "icloud.fill", title: "Synced everywhere",
                           detail: "Your notebook follows you to every device you sign in on.")
                FeatureRow(symbol: "lock.fill", title: "Private by design",
                           detail: "Lock any note with Face ID or a password.")
            }
            .padding(.horizontal, 40)
            Spacer()
            Spacer()
            Button {
            } label: {
                Text("Continue")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 6)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.horizontal, 24)
            .padding(.bottom, 12)
        }
    }
}
