import Easel

/// Demos of the layout core: stacks, frames, spacers, alignment, shapes.
public enum FoundationDemos {
    public static var all: [Demo] {
        [
            Demo("stacks", size: ProposedViewSize(width: 360, height: nil)) { StacksDemo() },
            Demo("profile-row", size: ProposedViewSize(width: 360, height: nil)) { ProfileRow() },
            Demo("shapes", size: .unspecified) { ShapesDemo() },
        ]
    }
}

/// Three coloured tiles sharing a row, a priority row, and a spacer row.
struct StacksDemo: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Stacks").font(.headline)
            HStack {
                RoundedRectangle(cornerRadius: 8).fill(Color.red).frame(height: 44)
                RoundedRectangle(cornerRadius: 8).fill(Color.orange).frame(height: 44)
                RoundedRectangle(cornerRadius: 8).fill(Color.yellow).frame(height: 44)
            }
            HStack {
                Text("Priority").fixedSize().padding(8).background(Color.blue.opacity(0.15), in: Capsule())
                Capsule().fill(Color.blue).frame(height: 8).layoutPriority(1)
                Text("wins").fixedSize().padding(8).background(Color.blue.opacity(0.15), in: Capsule())
            }
            HStack {
                Circle().fill(Color.green).frame(width: 24, height: 24)
                Text("Leading")
                Spacer()
                Text("Trailing").foregroundStyle(.secondary)
            }
            ZStack(alignment: .bottomTrailing) {
                RoundedRectangle(cornerRadius: 12).fill(Color.indigo).frame(height: 64)
                Text("ZStack").font(.caption).foregroundColor(.white).padding(8)
            }
        }
        .padding()
        .background(Color.white)
    }
}

/// A list row as in SwiftUI tutorials: avatar, name and detail, a badge.
struct ProfileRow: View {
    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(Color.teal).frame(width: 48, height: 48)
                .overlay { Text("AL").font(.headline).foregroundColor(.white) }
            VStack(alignment: .leading, spacing: 2) {
                Text("Ada Lovelace").font(.headline)
                Text("Analytical Engine, 1843").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text("NEW").font(.caption).bold().foregroundColor(.white)
                .padding(.horizontal, 8).padding(.vertical, 4)
                .background(Color.pink, in: Capsule())
        }
        .padding()
        .background(Color(white: 0.97))
        .overlay(alignment: .bottom) { Divider() }
    }
}

struct ShapesDemo: View {
    var body: some View {
        HStack(spacing: 16) {
            Rectangle().fill(Color.red)
            RoundedRectangle(cornerRadius: 12).fill(Color.orange)
            Capsule().fill(Color.green)
            Ellipse().fill(Color.blue)
            Circle().stroke(Color.purple, lineWidth: 4)
        }
        .frame(width: 440, height: 60)
        .padding()
        .background(Color.white)
    }
}
