import Foundation
import Testing
import Easel

private struct Swatch: View {
    var body: some View { Rectangle().fill(Color.blue).frame(width: 100, height: 40) }
}

private struct FitsPreviews: PreviewProvider {
    static var previews: some View {
        Group {
            Swatch().previewDisplayName("Light")
            Swatch().environment(\.colorScheme, .dark).previewDisplayName("Dark")
            Swatch().previewDevice("iPhone SE (3rd generation)").previewDisplayName("Light")
        }
        .previewLayout(.sizeThatFits)
    }
}

private struct FixedPreview: PreviewProvider {
    static var previews: some View { Swatch().previewLayout(.fixed(width: 120, height: 60)) }
}

private struct DevicePreviews: PreviewProvider {
    static var previews: some View {
        ForEach(["iPhone 15 Pro", "iPad Air 11-inch"], id: \.self) { Swatch().previewDevice(PreviewDevice(rawValue: $0)) }
    }
}

private struct UnknownDevice_Previews: PreviewProvider {
    static var previews: some View { Swatch().previewDevice("Pixel 8") }
}

@MainActor
@Suite struct PreviewRendererTests {
    @Test func namesComeFromTheTypeAndTheDisplayNames() {
        #expect(PreviewRenderer.baseName("ProfileCard_Previews") == "ProfileCard")
        #expect(PreviewRenderer.baseName("BadgePreviews") == "Badge")
        #expect(PreviewRenderer.baseName("Previews") == "Previews")
        #expect(PreviewRenderer.fileNames(base: "Card", displayNames: [nil]) == ["Card"])
        #expect(PreviewRenderer.fileNames(base: "Card", displayNames: ["Light"]) == ["Card-Light"])
        #expect(PreviewRenderer.fileNames(base: "Card", displayNames: [nil, nil]) == ["Card-1", "Card-2"])
        #expect(PreviewRenderer.fileNames(base: "Card", displayNames: ["Dark mode", "iPhone SE (3rd)", "Dark mode"])
                == ["Card-Dark-mode", "Card-iPhone-SE-3rd", "Card-Dark-mode-3"])
    }

    /// Each top-level view of a Group is a preview; `.sizeThatFits` is the view's
    /// size at the device's scale (iPhone 15 Pro: 3, iPhone SE: 2, Apple's display specs).
    @Test func sizeThatFitsIsTheIdealSizeAtTheDeviceScale() throws {
        let r = try PreviewRenderer.render(FitsPreviews.self)
        #expect(r.map(\.name) == ["Fits-Light", "Fits-Dark", "Fits-Light-3"])
        #expect(r.map(\.pixelWidth) == [300, 300, 200])
        #expect(r.map(\.scale) == [3, 3, 2])
        #expect(r.map(\.pixelHeight) == [120, 120, 80])
        #expect(r.map(\.traits.layout) == [.sizeThatFits, .sizeThatFits, .sizeThatFits])
    }

    /// `.fixed` is the container's size with the view centred: the 100×40 swatch sits
    /// 10 pt in from the sides of 120×60, so pixel (15, 45) at 3x is background, (45, 45) blue.
    @Test func fixedLayoutIsTheContainerSizeWithTheViewCentred() throws {
        let r = try PreviewRenderer.render(FixedPreview.self)
        #expect(r.count == 1 && r[0].name == "Fixed")
        #expect((r[0].pixelWidth, r[0].pixelHeight) == (360, 180))
        let raster = try PNGCodec.decode(r[0].png)
        func px(_ x: Int, _ y: Int) -> [UInt8] { let i = (y * raster.width + x) * 4; return Array(raster.pixels[i..<i + 4]) }
        #expect(px(15, 45) == [255, 255, 255, 255])
        #expect(px(45, 45) == [0, 122, 255, 255])
    }

    /// `.environment(\.colorScheme, .dark)` on one preview reaches that preview only.
    @Test func eachPreviewKeepsItsOwnColourScheme() throws {
        let r = try PreviewRenderer.render(FitsPreviews.self)
        let light = try PNGCodec.decode(r[0].png), dark = try PNGCodec.decode(r[1].png)
        #expect(light.width == dark.width)
        // The swatch fills the whole preview, so compare the blue, which is the
        // dark variant of systemBlue in dark mode (10, 132, 255) and (0, 122, 255) in light.
        #expect(Array(light.pixels[0..<3]) == [0, 122, 255])
        #expect(Array(dark.pixels[0..<3]) == [10, 132, 255])
    }

    /// `.device` (the default) is the whole screen: 393×852 pt @3x and 820×1180 pt @2x.
    @Test func deviceLayoutFillsTheNamedDevicesScreen() throws {
        let r = try PreviewRenderer.render(DevicePreviews.self)
        #expect(r.map(\.name) == ["Device-1", "Device-2"])
        #expect(r.map(\.pixelWidth) == [1179, 1640])
        #expect(r.map(\.pixelHeight) == [2556, 2360])
    }

    @Test func anUnknownDeviceIsAnErrorThatNamesTheKnownOnes() {
        #expect {
            try PreviewRenderer.render(UnknownDevice_Previews.self)
        } throws: { error in
            let text = "\(error)"
            return text.contains("UnknownDevice_Previews preview 1: no device named \"Pixel 8\"") && text.contains("\"iPhone 15 Pro\"")
        }
    }

    @Test func exportWritesEveryPreviewAndRefusesTwoProvidersWritingOneFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let export = PreviewExport(directory: dir)
        export.add(FitsPreviews.self)
        export.add(FixedPreview.self)
        #expect(export.finish() == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
                == ["Fits-Dark.png", "Fits-Light-3.png", "Fits-Light.png", "Fixed.png"])
        export.add(FixedPreview.self)
        #expect(export.finish() == 1)

        let docc = PreviewExport(arguments: ["runner", dir.appendingPathComponent("docc").path, "--scale-suffix"])
        docc.add(FitsPreviews.self)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("docc").path).sorted()
                == ["Fits-Dark@3x.png", "Fits-Light-3@2x.png", "Fits-Light@3x.png"])
    }
}
