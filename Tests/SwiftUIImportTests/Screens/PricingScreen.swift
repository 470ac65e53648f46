import SwiftUI

// Subscription plans: selectable cards with a highlighted border, feature checklists.

struct Plan: Identifiable {
    let id: String
    let price: String
    let features: [String]
}

struct PlanCard: View {
    let plan: Plan
    let isSelected: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(plan.id).font(.title3.bold())
                Spacer()
                Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                    .foregroundColor(isSelected ? .accentColor : .secondary)
                    .font(.title2)
            }
            Text(plan.price).font(.headline).foregroundColor(.secondary)
            ForEach(plan.features, id: \.self) { feature in
                Label(feature, systemImage: "checkmark")
                    .font(.subheadline)
            }
        }
        .padding()
        .background(
            RoundedRectangle(cornerRadius: 16)
                .stroke(isSelected ? Color.accentColor : Color.gray.opacity(0.3), lineWidth: isSelected ? 2 : 1)
        )
    }
}

struct PricingScreen: View {
    @State private var selected = "Family"
    let plans = [
        Plan(id: "Individual", price: "$10.99 / month", features: ["One account", "Ad-free listening"]),
        Plan(id: "Family", price: "$16.99 / month", features: ["Up to six accounts", "Ad-free listening", "Shared playlists"]),
        Plan(id: "Student", price: "$5.99 / month", features: ["One account", "Verified once a year"]),
    ]

    var body: some View {
        VStack(spacing: 16) {
            Text("Choose your plan").font(.largeTitle.bold())
            ForEach(plans) { plan in
                PlanCard(plan: plan, isSelected: plan.id == selected)
            }
            Spacer()
            Button(action: {}) {
                Text("Start free trial").bold().frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
        .padding()
    }
}
