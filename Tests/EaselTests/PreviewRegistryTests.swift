import Foundation
import Testing
import Easel

// Two registries written by hand as `#Preview` writes them (the main package builds
// without the Previews trait; Fixtures/PreviewsSample exercises the macro itself).
// Their names carry the discovery marker, as the macro's unique names do.
private struct Card: View {
    var body: some View { Rectangle().fill(Color.blue).frame(width: 100, height: 40) }
}

enum __EaselPreview__First: PreviewRegistry {
    static var fileID: String { "EaselTests/PreviewRegistryTests.swift" }
    static var filePath: String { #filePath }
    static var line: Int { 10 }
    static var column: Int { 1 }
    @MainActor static var preview: Preview { Preview(traits: .sizeThatFitsLayout) { Card() } }
}

enum __EaselPreview__Second: PreviewRegistry {
    static var fileID: String { "EaselTests/PreviewRegistryTests.swift" }
    static var filePath: String { #filePath }
    static var line: Int { 20 }
    static var column: Int { 1 }
    @MainActor static var preview: Preview {
        Preview("Wide Card", traits: .fixedLayout(width: 120, height: 60), .landscapeLeft) { Card() }
    }
}

enum __EaselPreview__Landscape: PreviewRegistry {
    static var fileID: String { "EaselTests/PreviewRegistryTests.swift" }
    static var filePath: String { #filePath }
    static var line: Int { 30 }
    static var column: Int { 1 }
    @MainActor static var preview: Preview { Preview("Turned", traits: .landscapeRight) { Card() } }
}

/// Conforms, but without the marker: discovery must not find it.
enum UnmarkedRegistry: PreviewRegistry {
    static var fileID: String { "EaselTests/PreviewRegistryTests.swift" }
    static var filePath: String { #filePath }
    static var line: Int { 1 }
    static var column: Int { 1 }
    @MainActor static var preview: Preview { Preview { Card() } }
}

@MainActor
@Suite struct PreviewRegistryTests {
    @Test func discoveryFindsTheMarkedRegistriesInSourceOrder() {
        let found = PreviewDiscovery.registries(module: "EaselTests")
        #expect(found.map { $0.line } == [10, 20, 30])
        #expect(PreviewDiscovery.registries(module: "NoSuchModule").isEmpty)
    }

    @Test func entriesAreNamedByFileThenNameOrPlace() {
        let entries = PreviewEntry.macroPreviews(module: "EaselTests")
        #expect(entries.map(\.name) == ["PreviewRegistryTests-1", "PreviewRegistryTests-Wide-Card", "PreviewRegistryTests-Turned"])
        #expect(entries[1].layout == .fixed(width: 120, height: 60))
        #expect(entries[1].orientation == .landscapeLeft)
        #expect(entries[0].fileName == "PreviewRegistryTests" && entries[0].module == "EaselTests")
    }

    // Sizes in pixels at iPhone 15 Pro's 3x, the canvas default: 100×40 pt ideal,
    // the 120×60 pt container, and the landscape screen, 852×393 pt (HIG).
    @Test func tracesGiveTheLayoutsXcodeShows() throws {
        let entries = PreviewEntry.macroPreviews(module: "EaselTests")
        let sizes = try entries.map { e -> String in let r = try PreviewRenderer.render(e); return "\(r.pixelWidth)x\(r.pixelHeight)" }
        #expect(sizes == ["300x120", "360x180", "2556x1179"])
    }

    @Test func landscapeTurnsTheScreenAndItsSizeClasses() {
        let phone = Device.iPhone15Pro.turned(to: .landscapeLeft)
        #expect(phone.size == CGSize(width: 852, height: 393))
        #expect(phone.verticalSizeClass == .compact && phone.horizontalSizeClass == .compact)
        #expect(phone.safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(Device.iPhone15ProMax.turned(to: .landscapeRight).horizontalSizeClass == .regular)
        let pad = Device.iPadAir11.turned(to: .landscapeLeft)
        #expect(pad.size == CGSize(width: 1180, height: 820) && pad.verticalSizeClass == .regular)
        #expect(Device.iPhoneSE.turned(to: .portraitUpsideDown) == .iPhoneSE)
    }

    @Test func variantMatrixIsEveryCombination() {
        let m = PreviewVariant.matrix(colorSchemes: [.light, .dark], dynamicTypeSizes: [.xSmall, .large, .accessibility5],
                                      layoutDirections: [.rightToLeft])
        #expect(m.count == 6)
        #expect(m.last?.suffix == "dark-AX5-rtl")
        #expect(PreviewVariant.matrix() == [.default])
    }

    @Test func darkVariantDarkensTheCanvas() throws {
        let entry = PreviewEntry.macroPreviews(module: "EaselTests")[1]
        let light = try PreviewRenderer.renderer(for: entry).rasterImage()
        let dark = try PreviewRenderer.renderer(for: entry, variant: PreviewVariant(colorScheme: .dark)).rasterImage()
        // The container's corner is canvas: white in light, black in dark (the system background).
        #expect(Array(light.pixels[0..<3]) == [255, 255, 255])
        #expect(Array(dark.pixels[0..<3]) == [0, 0, 0])
    }

    @Test func layoutCheckFindsTruncationAndOverflowOnly() throws {
        func problems<V: View>(_ v: V) throws -> [String] {
            let entry = PreviewEntry(name: "X", displayName: nil, fileID: "M/X.swift", filePath: "", line: 1, layout: .sizeThatFits,
                                     orientation: .portrait, device: nil, colorScheme: nil, view: { AnyView(v) })
            return try PreviewRenderer.layoutProblems(of: entry)
        }
        let cut = try problems(Text("A sentence far too long for sixty points").frame(width: 60, height: 20))
        #expect(cut.count == 1 && cut[0].contains("text is truncated"))
        #expect(try problems(Text("A sentence far too long for sixty points").lineLimit(1).frame(width: 60, height: 20)).isEmpty)
        let spill = try problems(Rectangle().frame(width: 200, height: 10).frame(width: 100, height: 10))
        // The bar spills out of its 100-pt frame, and so out of the 100-pt canvas.
        #expect(spill.count == 2)
        #expect(spill.contains { $0.contains("200×10 pt at (-50, 0) overflows its parent's 100×10 pt") })
        #expect(spill.contains { $0.contains("content overflows the 100×10 pt image") })
        #expect(try problems(Text("Fits").padding()).isEmpty)
    }
}
