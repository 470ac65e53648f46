import SwiftUI

// A metrics dashboard: a two-column grid of tiles with gauges and progress bars.

struct MetricTile: View {
    let title: String
    let value: String
    let symbol: String
    let tint: Color
    let progress: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Image(systemName: symbol).foregroundStyle(tint)
                Text(title).font(.subheadline).foregroundStyle(.secondary)
                Spacer()
            }
            Text(value).font(.title2.weight(.bold)).monospacedDigit()
            ProgressView(value: progress)
                .tint(tint)
        }
        .padding()
        .background(Color(.secondarySystemGroupedBackground))
        .cornerRadius(14)
    }
}

struct DashboardScreen: View {
    let columns = [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 12) {
                    MetricTile(title: "Revenue", value: "$48.2K", symbol: "dollarsign.circle.fill", tint: .green, progress: 0.72)
                    MetricTile(title: "Orders", value: "1,284", symbol: "shippingbox.fill", tint: .orange, progress: 0.45)
                    MetricTile(title: "Visitors", value: "23.9K", symbol: "person.2.fill", tint: .blue, progress: 0.88)
                    MetricTile(title: "Refunds", value: "12", symbol: "arrow.uturn.backward.circle.fill", tint: .red, progress: 0.08)
                }
                .padding(.horizontal)
                HStack(spacing: 24) {
                    Gauge(value: 0.64) {
                        Text("CPU")
                    } currentValueLabel: {
                        Text("64%")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(.purple)
                    VStack(alignment: .leading) {
                        Text("Server load").font(.headline)
                        Text("Normal for a Monday morning").font(.footnote).foregroundColor(.secondary)
                    }
                    Spacer()
                }
                .padding()
                .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 14))
                .padding(.horizontal)
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Dashboard")
        }
    }
}
