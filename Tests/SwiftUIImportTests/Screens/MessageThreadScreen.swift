import SwiftUI

// A chat thread: bubbles aligned by sender inside a ScrollViewReader that
// scrolls to the last message on appear, and an input bar at the bottom.

struct ThreadMessage: Identifiable {
    let id: Int
    let text: String
    let mine: Bool
}

struct MessageThreadScreen: View {
    @State private var draft = ""
    let messages = [
        ThreadMessage(id: 1, text: "Are we still on for Saturday?", mine: false),
        ThreadMessage(id: 2, text: "Yes! 10 am at the trailhead", mine: true),
        ThreadMessage(id: 3, text: "Perfect. I'll bring snacks and the map", mine: false),
        ThreadMessage(id: 4, text: "I'll drive. Forecast says sunny all day", mine: true),
        ThreadMessage(id: 5, text: "🎉", mine: false),
    ]

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        Text("Today 9:41 AM").font(.caption).foregroundStyle(.secondary).padding(.top, 8)
                        ForEach(messages) { message in
                            HStack {
                                if message.mine { Spacer(minLength: 60) }
                                Text(message.text)
                                    .padding(.horizontal, 14)
                                    .padding(.vertical, 8)
                                    .foregroundStyle(message.mine ? .white : .primary)
                                    .background(message.mine ? Color.blue : Color(.systemGray5),
                                                in: RoundedRectangle(cornerRadius: 18, style: .continuous))
                                if !message.mine { Spacer(minLength: 60) }
                            }
                            .id(message.id)
                        }
                    }
                    .padding(.horizontal)
                }
                .scrollBounceBehavior(.basedOnSize)
                .onAppear { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
            }
            .safeAreaInset(edge: .bottom) {
                HStack(spacing: 10) {
                    Button {} label: { Image(systemName: "plus").font(.title3) }
                    TextField("iMessage", text: $draft)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 7)
                        .overlay(Capsule().stroke(Color(.systemGray4)))
                    Button {} label: { Image(systemName: "arrow.up.circle.fill").font(.title) }
                        .disabled(draft.isEmpty)
                }
                .padding(.horizontal)
                .padding(.vertical, 8)
                .background(.bar)
            }
            .navigationTitle("Jordan")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
