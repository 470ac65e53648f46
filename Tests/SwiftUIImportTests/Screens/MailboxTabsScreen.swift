import SwiftUI

// A mail app's tabs: unread counts as badges on the tab items and on the
// mailbox rows, as iOS draws them.

struct MailboxTabsScreen: View {
    var body: some View {
        TabView {
            NavigationStack {
                List {
                    Section {
                        Label("All Inboxes", systemImage: "tray.2").badge(14)
                        Label("iCloud", systemImage: "icloud").badge(9)
                        Label("Work", systemImage: "folder").badge(5)
                    }
                    Section("iCloud") {
                        Label("Drafts", systemImage: "doc").badge(2)
                        Label("Sent", systemImage: "paperplane")
                        Label("Archive", systemImage: "archivebox")
                        Label("Trash", systemImage: "trash")
                    }
                }
                .navigationTitle("Mailboxes")
                .toolbar { EditButton() }
            }
            .tabItem { Label("Mail", systemImage: "envelope") }
            .badge(14)

            Text("Calendar")
                .tabItem { Label("Calendar", systemImage: "calendar") }
            Text("Contacts")
                .tabItem { Label("Contacts", systemImage: "person.2.fill") }
                .badge("!")
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}
