import Easel

/// A settings-style row: a symbol, a title and a count, as in a mail app's mailbox list.
public struct StatusRow: View {
    public var symbol: String
    public var title: String
    public var count: Int
    public init(symbol: String, title: String, count: Int) { self.symbol = symbol; self.title = title; self.count = count }

    public var body: some View {
        HStack(spacing: 12) {
            Image(systemName: symbol).foregroundColor(.accentColor).frame(width: 28)
            Text(title)
            Spacer()
            Text("\(count)").foregroundColor(.secondary)
        }
        .padding()
    }
}

// A name and nothing else: the preview fills the device, as Xcode's canvas does.
#Preview("Inbox") {
    VStack(spacing: 0) {
        StatusRow(symbol: "tray", title: "Inbox", count: 12)
        Divider()
        StatusRow(symbol: "paperplane", title: "Sent", count: 3)
        Spacer()
    }
}

// Upside down keeps the portrait screen (only landscape turns it).
#Preview("Upside Down", traits: .portraitUpsideDown) {
    StatusRow(symbol: "archivebox", title: "Archive", count: 240)
}
