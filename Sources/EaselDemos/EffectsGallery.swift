import Foundation
import Easel

/// SwiftUI's colour effects and materials, each on the same colourful tile.
public enum EffectsGallery {
    public static var all: [Demo] {
        [
            Demo("color-effects", size: .unspecified) { ColorEffectsGallery() },
            Demo("materials", size: .unspecified) { MaterialsGallery() },
        ]
    }
}

/// A tile with every hue, a grey ramp and white and black, so each effect shows.
struct EffectTile: View {
    var body: some View {
        VStack(spacing: 0) {
            LinearGradient(colors: [.red, .orange, .yellow, .green, .blue, .purple], startPoint: .leading, endPoint: .trailing)
            LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
        }
        .overlay(Circle().fill(Color.white).frame(width: 18, height: 18).overlay(Circle().fill(Color.black).frame(width: 8, height: 8)))
        .frame(width: 96, height: 64)
        .clipShape(RoundedRectangle(cornerRadius: 10))
    }
}

struct ColorEffectsGallery: View {
    struct Cell: View {
        let title: String
        let tile: AnyView
        var body: some View {
            VStack(spacing: 6) {
                tile
                Text(title).font(.caption).foregroundStyle(.secondary)
            }
        }
    }
    var body: some View {
        Grid(horizontalSpacing: 14, verticalSpacing: 14) {
            GridRow {
                Cell(title: "original", tile: AnyView(EffectTile()))
                Cell(title: "brightness(0.3)", tile: AnyView(EffectTile().brightness(0.3)))
                Cell(title: "contrast(0.5)", tile: AnyView(EffectTile().contrast(0.5)))
            }
            GridRow {
                Cell(title: "saturation(0.3)", tile: AnyView(EffectTile().saturation(0.3)))
                Cell(title: "grayscale(1)", tile: AnyView(EffectTile().grayscale(1)))
                Cell(title: "hueRotation(120°)", tile: AnyView(EffectTile().hueRotation(.degrees(120))))
            }
            GridRow {
                Cell(title: "colorMultiply(.blue)", tile: AnyView(EffectTile().colorMultiply(.blue)))
                Cell(title: "colorInvert()", tile: AnyView(EffectTile().colorInvert()))
                Cell(title: "luminanceToAlpha()", tile: AnyView(EffectTile().luminanceToAlpha()))
            }
        }
        .padding(16)
        .background(Color(white: 0.95))
    }
}

struct MaterialsGallery: View {
    static let materials: [(String, Material)] = [
        ("ultraThin", .ultraThin), ("thin", .thin), ("regular", .regular), ("thick", .thick), ("ultraThick", .ultraThick), ("bar", .bar),
    ]
    struct Backdrop: View {
        var body: some View {
            ZStack {
                LinearGradient(colors: [.blue, .purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                Circle().fill(Color.yellow).frame(width: 90, height: 90).offset(x: -70, y: -60)
                Circle().fill(Color.green).frame(width: 70, height: 70).offset(x: 80, y: 70)
                Text("Easel").font(.largeTitle.bold()).foregroundStyle(.white).offset(y: 10)
            }
        }
    }
    struct Column: View {
        let scheme: ColorScheme
        var body: some View {
            Backdrop()
                .overlay {
                    VStack(spacing: 8) {
                        ForEach(0..<MaterialsGallery.materials.count, id: \.self) { i in
                            Text(MaterialsGallery.materials[i].0)
                                .font(.callout.weight(.semibold))
                                .foregroundStyle(.primary)
                                .frame(width: 150, height: 34)
                                .background(MaterialsGallery.materials[i].1, in: RoundedRectangle(cornerRadius: 10))
                        }
                    }
                }
                .frame(width: 210, height: 300)
                .clipShape(RoundedRectangle(cornerRadius: 16))
                .environment(\.colorScheme, scheme)
        }
    }
    var body: some View {
        HStack(spacing: 16) {
            Column(scheme: .light)
            Column(scheme: .dark)
        }
        .padding(16)
        .background(Color(white: 0.95))
    }
}
