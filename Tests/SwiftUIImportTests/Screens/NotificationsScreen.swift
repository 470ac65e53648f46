import SwiftUI

// Notifications grouped into Today and Earlier, unread dots and relative times.

struct AppNotification: Identifiable {
    let id: Int
    let app: String
    let symbol: String
    let tint: Color
    let title: String
    let time: String
    let unread: Bool
}

struct NotificationRow: View {
    let item: AppNotification

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: item.symbol)
                .foregroundColor(.white)
                .frame(width: 38, height: 38)
                .background(item.tint, in: RoundedRectangle(cornerRadius: 9))
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text(item.app).font(.subheadline.bold())
                    Spacer()
                    Text(item.time).font(.caption).foregroundColor(.secondary)
                }
                Text(item.title).font(.subheadline).lineLimit(2)
            }
            Circle()
                .fill(item.unread ? Color.blue : .clear)
                .frame(width: 8, height: 8)
                .padding(.top, 6)
        }
    }
}

struct NotificationsScreen: View {
    let today = [
        AppNotification(id: 1, app: "Messages", symbol: "message.fill", tint: .green, title: "Mum: Don't forget Sunday lunch!", time: "2m", unread: true),
        AppNotification(id: 2, app: "Calendar", symbol: "calendar", tint: .red, title: "Design review in 15 minutes, Room 4", time: "12m", unread: true),
    ]
    let earlier = [
        AppNotification(id: 3, app: "Mail", symbol: "envelope.fill", tint: .blue, title: "Your order has shipped and will arrive on Thursday", time: "Yesterday", unread: false),
        AppNotification(id: 4, app: "Fitness", symbol: "figure.run", tint: .orange, title: "You closed all three rings. Nice work!", time: "Mon", unread: false),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Today") { ForEach(today) { NotificationRow(item: $0) } }
                Section("Earlier") { ForEach(earlier) { NotificationRow(item: $0) } }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Notifications")
        }
    }
}
