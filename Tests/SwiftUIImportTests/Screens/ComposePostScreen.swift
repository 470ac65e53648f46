import SwiftUI

// Composing a post: a sheet-style screen with Cancel/Post, a TextEditor, the
// attachments as Buttons with system images and a bottom bar of tools.

struct ComposePostScreen: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @State private var text = "Sunset from the pier tonight. Worth the walk!"
    @State private var audience = "Everyone"

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                HStack(alignment: .top, spacing: 12) {
                    Image(systemName: "person.crop.circle.fill")
                        .font(.system(size: 40))
                        .foregroundStyle(.gray)
                    VStack(alignment: .leading, spacing: 8) {
                        Menu(audience) {
                            Button("Everyone") { audience = "Everyone" }
                            Button("Friends") { audience = "Friends" }
                        }
                        .font(.subheadline.bold())
                        TextEditor(text: $text)
                            .frame(minHeight: 120)
                    }
                }
                HStack {
                    Button("Photo", systemImage: "photo") {}
                    Button("Location", systemImage: "mappin.and.ellipse") {}
                }
                .buttonStyle(.bordered)
                Spacer()
                Button("Posting guidelines") { openURL(URL(string: "https://example.com/rules")!) }
                    .font(.footnote)
            }
            .padding()
            .navigationTitle("New Post")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Post") { dismiss() } }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Camera", systemImage: "camera") {}
                    Spacer()
                    Text("\(280 - text.count) left").font(.caption).foregroundStyle(.secondary)
                    Spacer()
                    Button("Mention", systemImage: "at") {}
                }
            }
        }
    }
}
