import SwiftUI

// A now-playing screen: artwork, title, a scrubber with times and transport controls.

struct MusicPlayerScreen: View {
    @State private var position = 83.0
    let duration = 214.0

    func time(_ seconds: Double) -> String {
        String(format: "%d:%02d", Int(seconds) / 60, Int(seconds) % 60)
    }

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 12)
                .fill(LinearGradient(colors: [.pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                .aspectRatio(1, contentMode: .fit)
                .overlay(Image(systemName: "music.note").font(.system(size: 80)).foregroundStyle(.white.opacity(0.8)))
                .shadow(radius: 12, y: 6)
                .padding(.horizontal, 8)
            HStack {
                VStack(alignment: .leading, spacing: 2) {
                    Text("Midnight City").font(.title2.bold())
                    Text("M83").font(.title3).foregroundColor(.secondary)
                }
                Spacer()
                Image(systemName: "ellipsis.circle.fill").font(.title).foregroundStyle(.gray)
            }
            VStack(spacing: 4) {
                Slider(value: $position, in: 0...duration)
                    .tint(.gray)
                HStack {
                    Text(time(position))
                    Spacer()
                    Text("-" + time(duration - position))
                }
                .font(.caption.monospacedDigit())
                .foregroundColor(.secondary)
            }
            HStack(spacing: 56) {
                Image(systemName: "backward.fill")
                Image(systemName: "pause.fill").font(.system(size: 44))
                Image(systemName: "forward.fill")
            }
            .font(.largeTitle)
            Spacer()
        }
        .padding(.horizontal, 28)
        .padding(.top, 24)
    }
}
