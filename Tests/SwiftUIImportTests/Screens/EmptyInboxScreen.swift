import SwiftUI

// An empty mailbox: ContentUnavailableView with a label, description and an
// action button, and a bottom toolbar with the mailbox status.

struct EmptyInboxScreen: View {
    var body: some View {
        NavigationStack {
            ContentUnavailableView {
                Label("No Mail", systemImage: "tray")
            } description: {
                Text("New messages you receive will appear here.")
            } actions: {
                Button("Check Again") {}
                    .buttonStyle(.bordered)
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Text("Updated Just Now").font(.caption)
                }
                ToolbarItem(placement: .bottomBar) {
                    Button {} label: { Image(systemName: "square.and.pencil") }
                }
                ToolbarItem(placement: .keyboard) {
                    Button("Done") {}
                }
            }
        }
    }
}
