import Easel

/// A full screen: a navigation title over a list of messages.
public struct InboxScreen: View {
    public init() {}
    let messages = [("Ada Lovelace", "Notes on the engine"), ("Charles Babbage", "Difference engine No. 2"),
                    ("Grace Hopper", "A moth in relay 70")]
    public var body: some View {
        NavigationStack {
            List {
                ForEach(messages, id: \.0) { m in
                    VStack(alignment: .leading, spacing: 2) {
                        Text(m.0).font(.headline)
                        Text(m.1).font(.subheadline).foregroundColor(.secondary)
                    }
                }
            }
            .navigationTitle("Inbox")
        }
    }
}

/// The default layout is the whole device: one preview per device in the ForEach,
/// named by its display name (InboxScreen-iPhone-15-Pro, InboxScreen-iPhone-SE).
struct InboxScreen_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(["iPhone 15 Pro", "iPhone SE (3rd generation)"], id: \.self) { name in
            InboxScreen()
                .previewDevice(PreviewDevice(rawValue: name))
                .previewDisplayName(name == "iPhone 15 Pro" ? "iPhone 15 Pro" : "iPhone SE")
        }
    }
}

#if DEBUG
// Not a preview: a private helper type that mentions PreviewProvider in a comment
// and a string, which the plugin must not pick up.
private struct NotAPreview {
    let note = "struct Fake: PreviewProvider {}"
}
#endif
