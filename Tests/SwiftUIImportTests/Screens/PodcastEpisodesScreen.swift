import SwiftUI

// A podcast show page: artwork and subscribe button in the list header, then the
// episodes with their date, duration and how much is left of a started one.

struct Episode: Identifiable {
    let id = UUID()
    let number: Int
    let title: String
    let summary: String
    let published: String
    let minutes: Int
    var played: Double = 0
}

@Observable
final class PodcastShow {
    var title = "Under the Hood"
    var author = "Swift on Server"
    var isFollowing = false
    var episodes = [
        Episode(number: 48, title: "Rendering without a GPU", summary: "Why a software rasterizer is still the right tool for snapshot tests.", published: "Dec 2", minutes: 42, played: 0.4),
        Episode(number: 47, title: "Fonts are hard", summary: "Shaping, fallback and the long tail of script support.", published: "Nov 25", minutes: 55),
        Episode(number: 46, title: "Deterministic output", summary: "Byte-identical files from run to run, and what breaks it.", published: "Nov 18", minutes: 38, played: 1),
        Episode(number: 45, title: "Layout, proposed", summary: "How a parent proposes and a child chooses.", published: "Nov 11", minutes: 47, played: 1),
    ]
}

struct PodcastEpisodesScreen: View {
    @State private var show = PodcastShow()

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack(spacing: 16) {
                        RoundedRectangle(cornerRadius: 12)
                            .fill(LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                            .frame(width: 96, height: 96)
                            .overlay(Image(systemName: "waveform").font(.largeTitle).foregroundStyle(.white))
                        VStack(alignment: .leading, spacing: 6) {
                            Text(show.title).font(.title3.bold())
                            Text(show.author).font(.subheadline).foregroundStyle(.secondary)
                            Button(show.isFollowing ? "Following" : "Follow") {
                                show.isFollowing.toggle()
                            }
                            .buttonStyle(.borderedProminent)
                            .controlSize(.small)
                        }
                    }
                    .padding(.vertical, 4)
                }

                Section("Episodes") {
                    ForEach(show.episodes) { episode in
                        EpisodeRow(episode: episode)
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Podcast")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Menu {
                        Button("Newest First") {}
                        Button("Oldest First") {}
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
        }
    }
}

struct EpisodeRow: View {
    let episode: Episode

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("\(episode.published) · Episode \(episode.number)")
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(episode.title).font(.headline)
            Text(episode.summary)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(2)
            HStack(spacing: 8) {
                Image(systemName: episode.played == 1 ? "checkmark.circle.fill" : "play.circle.fill")
                    .foregroundStyle(.tint)
                if episode.played > 0 && episode.played < 1 {
                    ProgressView(value: episode.played)
                        .frame(width: 60)
                    Text("\(Int(Double(episode.minutes) * (1 - episode.played))) min left")
                } else if episode.played == 1 {
                    Text("Played")
                } else {
                    Text("\(episode.minutes) min")
                }
            }
            .font(.caption.weight(.medium))
        }
        .padding(.vertical, 4)
    }
}

struct PodcastEpisodesScreen_Previews: PreviewProvider {
    static var previews: some View {
        PodcastEpisodesScreen()
    }
}
