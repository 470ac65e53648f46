import SwiftUI

// A photo feed of AsyncImages with a phase-based placeholder: a render never
// waits on the network, so every card shows its loading state, as the first
// frame on a device does.

struct FeedPhoto: Identifiable {
    let id: Int
    let user: String
    let caption: String
    let likes: Int
    var url: URL? { URL(string: "https://picsum.photos/id/\(id)/600/400") }
}

struct PhotoFeedScreen: View {
    let photos = [
        FeedPhoto(id: 10, user: "lena.k", caption: "Morning fog over the lake", likes: 128),
        FeedPhoto(id: 24, user: "marco", caption: "Found the best ramen in town", likes: 57),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 24) {
                    ForEach(photos) { photo in
                        VStack(alignment: .leading, spacing: 8) {
                            HStack {
                                AsyncImage(url: nil) { image in
                                    image.resizable()
                                } placeholder: {
                                    Image(systemName: "person.crop.circle").resizable().foregroundStyle(.secondary)
                                }
                                .frame(width: 32, height: 32)
                                .clipShape(Circle())
                                Text(photo.user).font(.subheadline.bold())
                                Spacer()
                                Image(systemName: "ellipsis")
                            }
                            .padding(.horizontal)
                            AsyncImage(url: photo.url) { phase in
                                switch phase {
                                case .success(let image):
                                    image.resizable().scaledToFill()
                                case .failure:
                                    Image(systemName: "photo").font(.largeTitle).foregroundStyle(.secondary)
                                case .empty:
                                    ZStack {
                                        Color(.secondarySystemBackground)
                                        ProgressView()
                                    }
                                }
                            }
                            .frame(height: 260)
                            .clipped()
                            HStack(spacing: 16) {
                                Image(systemName: "heart")
                                Image(systemName: "bubble.right")
                                Image(systemName: "paperplane")
                                Spacer()
                            }
                            .font(.title3)
                            .padding(.horizontal)
                            Text("\(photo.likes) likes").font(.subheadline.bold()).padding(.horizontal)
                            Text(photo.caption).font(.subheadline).padding(.horizontal)
                        }
                    }
                }
            }
            .navigationTitle("Photos")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
