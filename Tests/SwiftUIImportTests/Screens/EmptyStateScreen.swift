import SwiftUI

// An empty inbox: a large tinted symbol, a title, an explanation and an action.

struct EmptyStateView: View {
    let symbol: String
    let title: String
    let message: String
    let action: String

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: symbol)
                .font(.system(size: 56))
                .foregroundStyle(.secondary)
                .padding(.bottom, 8)
            Text(title).font(.title2.bold())
            Text(message)
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            Button(action, action: {})
                .buttonStyle(.bordered)
                .padding(.top, 8)
        }
        .padding(40)
    }
}

struct EmptyStateScreen: View {
    var body: some View {
        NavigationStack {
            EmptyStateView(symbol: "tray", title: "No Mail",
                           message: "Messages you receive will appear here. Pull down to check for new mail.",
                           action: "Refresh")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button { } label: { Image(systemName: "square.and.pencil") }
                    }
                }
        }
    }
}
