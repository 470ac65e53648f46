import Easel

/// SF-style symbols: sizes by font and image scale, Labels on the text's
/// baseline, enclosures, and the rendering modes (light and dark).
public enum SymbolsDemo {
    public static var all: [Demo] {
        [Demo("symbols-gallery") { gallery.background(Color.white) },
         Demo("symbols-gallery-dark", configure: { $0.colorScheme = .dark }) { gallery.background(Color.black) }]
    }

    static var gallery: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                ForEach(["heart.fill", "star", "gearshape.fill", "magnifyingglass", "trash", "paperplane.fill", "person.crop.circle"],
                        id: \.self) { Image(systemName: $0) }
                Text("Body")
            }
            HStack(alignment: .firstTextBaseline, spacing: 10) {
                Image(systemName: "bell.badge").font(.title)
                Text("Title").font(.title)
                Image(systemName: "bolt.fill").font(.system(size: 24, weight: .bold))
                Text("Bold 24").font(.system(size: 24, weight: .bold))
            }
            HStack(alignment: .firstTextBaseline, spacing: 10) {
                Image(systemName: "folder").imageScale(.small)
                Image(systemName: "folder").imageScale(.medium)
                Image(systemName: "folder").imageScale(.large)
                Text("small · medium · large")
            }
            Label("Favourites", systemImage: "star.fill")
            Label("Downloads", systemImage: "arrow.down.circle").foregroundStyle(.blue)
            HStack(spacing: 16) {
                Label("Title only", systemImage: "tag").labelStyle(.titleOnly)
                Label("Icon only", systemImage: "tag").labelStyle(.iconOnly)
            }
            HStack(spacing: 12) {
                Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
                Image(systemName: "xmark.circle.fill").foregroundStyle(.red)
                Image(systemName: "heart.circle.fill").foregroundStyle(.pink)
                Image(systemName: "heart.circle").foregroundStyle(.pink)
                Image(systemName: "cloud.square.fill").foregroundStyle(.blue)
                Image(systemName: "heart").symbolVariant(.circle.fill).symbolRenderingMode(.hierarchical).foregroundStyle(.orange)
                Image(systemName: "heart.circle.fill").foregroundStyle(.white, .purple)
                Image(systemName: "plus.circle.fill").symbolRenderingMode(.hierarchical)
            }
            .font(.title)
            Image(systemName: "leaf.fill").resizable().frame(width: 60, height: 40).foregroundStyle(.green)
        }
        .padding(16)
    }
}
