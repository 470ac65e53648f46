import SwiftUI

// A chat thread: bubbles on either side, a composer pinned with safeAreaInset.

struct Message: Identifiable {
    let id: Int
    let text: String
    let isMine: Bool
}

struct MessageBubble: View {
    let message: Message

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 60) }
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 9)
                .foregroundColor(message.isMine ? .white : .primary)
                .background(message.isMine ? Color.blue : Color(.secondarySystemBackground))
                .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
            if !message.isMine { Spacer(minLength: 60) }
        }
    }
}

struct ChatScreen: View {
    @State private var draft = ""
    let messages = [
        Message(id: 1, text: "Are we still on for lunch?", isMine: false),
        Message(id: 2, text: "Yes! 12:30 at the usual place?", isMine: true),
        Message(id: 3, text: "Perfect. I'll bring the printouts of the layout proposal so we can go through them.", isMine: false),
        Message(id: 4, text: "👍", isMine: true),
        Message(id: 5, text: "See you there", isMine: true),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 8) {
                    Text("Today 11:02").font(.caption2).foregroundColor(.secondary)
                    ForEach(messages) { MessageBubble(message: $0) }
                }
                .padding(.horizontal, 12)
            }
            .safeAreaInset(edge: .bottom) {
                HStack(spacing: 10) {
                    Image(systemName: "plus.circle.fill").font(.title2).foregroundColor(.gray)
                    TextField("Message", text: $draft)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 7)
                        .overlay(Capsule().stroke(Color.gray.opacity(0.4)))
                    Image(systemName: "arrow.up.circle.fill").font(.title2).foregroundColor(.blue)
                }
                .padding(.horizontal)
                .padding(.vertical, 8)
                .background(.bar)
            }
            .navigationTitle("Joan")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
