import SwiftUI

// Onboarding as TabView pages with the page index, a Continue button and an
// AppStorage flag the app reads to skip it next time.

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let text: String
    let tint: Color
}

struct PagedOnboardingScreen: View {
    @AppStorage("easel.demo.hasOnboarded") private var hasOnboarded = false
    @State private var page = 0
    let pages = [
        OnboardingPage(id: 0, symbol: "leaf.fill", title: "Grow a habit", text: "Small steps every day add up to big changes.", tint: .green),
        OnboardingPage(id: 1, symbol: "bell", title: "Gentle reminders", text: "We nudge you at the time that suits you.", tint: .orange),
        OnboardingPage(id: 2, symbol: "sparkles", title: "Celebrate streaks", text: "Watch your progress and keep the streak going.", tint: .purple),
    ]

    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(pages) { page in
                    VStack(spacing: 20) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 80))
                            .foregroundStyle(page.tint)
                            .frame(width: 160, height: 160)
                            .background(page.tint.opacity(0.12), in: Circle())
                        Text(page.title).font(.title.bold())
                        Text(page.text)
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.secondary)
                            .padding(.horizontal, 40)
                    }
                    .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button {
                withAnimation(.easeInOut) { page += 1 }
            } label: {
                Text(page == pages.count - 1 ? "Get Started" : "Continue")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 6)
            }
            .buttonStyle(.borderedProminent)
            .padding(.horizontal, 24)
            Button("Skip") { hasOnboarded = true }
                .padding(.bottom, 8)
        }
        .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .opacity))
    }
}
