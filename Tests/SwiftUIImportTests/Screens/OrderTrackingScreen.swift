import SwiftUI

// A delivery timeline: events joined by a vertical line, the current one highlighted.

struct TrackingEvent: Identifiable {
    let id: Int
    let title: String
    let detail: String
    let time: String
    let isDone: Bool
}

struct OrderTrackingScreen: View {
    let events = [
        TrackingEvent(id: 0, title: "Order placed", detail: "We received your order", time: "Mon 09:12", isDone: true),
        TrackingEvent(id: 1, title: "Packed", detail: "Warehouse, Leipzig", time: "Mon 16:40", isDone: true),
        TrackingEvent(id: 2, title: "In transit", detail: "Arriving at your local depot", time: "Tue 07:05", isDone: true),
        TrackingEvent(id: 3, title: "Out for delivery", detail: "Driver: Sam, van 12", time: "Today", isDone: false),
        TrackingEvent(id: 4, title: "Delivered", detail: "", time: "", isDone: false),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Order #48213").font(.title.bold()).padding(.bottom, 4)
            Text("Estimated delivery today, 14:00–16:00").foregroundColor(.secondary).padding(.bottom, 24)
            ForEach(events) { event in
                HStack(alignment: .top, spacing: 14) {
                    VStack(spacing: 0) {
                        Circle()
                            .fill(event.isDone ? Color.green : Color(.systemGray4))
                            .frame(width: 16, height: 16)
                            .overlay(Circle().stroke(Color.green.opacity(event.id == 3 ? 1 : 0), lineWidth: 3).padding(-4))
                        if event.id < events.count - 1 {
                            Rectangle()
                                .fill(event.isDone ? Color.green : Color(.systemGray4))
                                .frame(width: 3, height: 48)
                        }
                    }
                    VStack(alignment: .leading, spacing: 2) {
                        HStack {
                            Text(event.title).font(.headline).foregroundColor(event.isDone || event.id == 3 ? .primary : .secondary)
                            Spacer()
                            Text(event.time).font(.caption).foregroundColor(.secondary)
                        }
                        if !event.detail.isEmpty {
                            Text(event.detail).font(.subheadline).foregroundColor(.secondary)
                        }
                    }
                    .offset(y: -3)
                }
            }
            Spacer()
        }
        .padding()
    }
}
