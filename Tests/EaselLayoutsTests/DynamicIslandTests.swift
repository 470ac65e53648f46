import Foundation
import Testing
@testable import EaselCore
import Easel

/// The Dynamic Island on the iPhone 15 Pro and Pro Max status bars: a black
/// 126×37.33-pt capsule, centred, its top 11 pt down (measured from Apple's
/// design templates; not published as numbers), with the time and the status
/// icons in the ears either side. The search field's glyph follows Dynamic Type.
@Suite struct DynamicIslandTests {
    struct Screen {
        let image: RasterImage
        let scale: Int
        /// Straight RGBA at a point of the screen.
        func rgb(_ x: CGFloat, _ y: CGFloat) -> (Int, Int, Int) {
            let i = (Int(y * CGFloat(scale)) * image.width + Int(x * CGFloat(scale))) * 4
            return (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
        }
        func isBlack(_ x: CGFloat, _ y: CGFloat) -> Bool { let c = rgb(x, y); return c.0 + c.1 + c.2 == 0 }
        /// True when a row band of columns holds any pixel far from the background colour.
        func hasInk(x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>, background: (Int, Int, Int)) -> Bool {
            var px = x.lowerBound
            while px <= x.upperBound {
                var py = y.lowerBound
                while py <= y.upperBound {
                    let c = rgb(px, py)
                    if abs(c.0 - background.0) + abs(c.1 - background.1) + abs(c.2 - background.2) > 60 { return true }
                    py += 1 / CGFloat(scale)
                }
                px += 1 / CGFloat(scale)
            }
            return false
        }
    }

    func render(_ device: Device, _ scheme: ColorScheme = .light, hidden: Bool = false) throws -> Screen {
        let r = ImageRenderer(content: Color.clear.statusBarHidden(hidden))
        r.device = device
        // The screen's own scheme (a `preferredColorScheme` in the content would override it).
        r.environment.colorScheme = scheme
        return Screen(image: try r.rasterImage(), scale: Int(device.scale))
    }

    @Test func onlyTheProPresetsHaveOne() {
        #expect(Device.iPhone15Pro.hasDynamicIsland && Device.iPhone15ProMax.hasDynamicIsland)
        #expect(!Device.iPhoneSE.hasDynamicIsland && !Device.iPadAir11.hasDynamicIsland)
        #expect(!Device(size: CGSize(width: 393, height: 852), statusBarHeight: 54).hasDynamicIsland)
        #expect(DynamicIsland.size == CGSize(width: 126, height: 37.33) && DynamicIsland.top == 11)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func aBlackCapsuleCentredElevenPointsDown(_ scheme: ColorScheme) throws {
        for device in [Device.iPhone15Pro, .iPhone15ProMax] {
            let s = try render(device, scheme)
            let mid = device.size.width / 2, left = mid - 63, right = mid + 63
            // Inside: the middle, the flat top and bottom edges, the round ends' centres.
            for (x, y) in [(mid, 29.0), (mid, 11.5), (mid, 47.9), (left + 1, 29.0), (right - 1, 29.0), (left + 18.7, 12.0)] as [(CGFloat, CGFloat)] {
                #expect(s.isBlack(x, y), "\(device.name) \(scheme) (\(x), \(y))")
            }
            // Outside (only visible in light mode, where the screen is white).
            if scheme == .light {
                for (x, y) in [(mid, 10.4), (mid, 48.7), (left - 0.7, 29.0), (right + 0.7, 29.0), (left + 1, 12.0)] as [(CGFloat, CGFloat)] {
                    #expect(!s.isBlack(x, y), "\(device.name) (\(x), \(y))")
                }
            }
        }
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func theTimeAndTheIconsSitInTheEars(_ scheme: ColorScheme) throws {
        let s = try render(.iPhone15Pro, scheme)
        let bg = scheme == .light ? (255, 255, 255) : (0, 0, 0)
        let band: ClosedRange<CGFloat> = 20...40
        // 9:41 centred in the left ear (16…133.5 pt), the icons in the right one (259.5…377).
        #expect(s.hasInk(x: 50...100, y: band, background: bg))
        #expect(s.hasInk(x: 285...355, y: band, background: bg))
        // Clear gaps between them and the island.
        #expect(!s.hasInk(x: 110...132, y: band, background: bg))
        #expect(!s.hasInk(x: 261...275, y: band, background: bg))
    }

    @Test func notOnTheSEOrTheIPadNorWithTheStatusBarHidden() throws {
        let se = try render(.iPhoneSE)
        // Below the SE's 20-pt bar and the iPad's 24-pt one, where an island would reach down to 48 pt.
        #expect(!se.hasInk(x: 150...225, y: 21...47, background: (255, 255, 255)))
        let pad = try render(.iPadAir11)
        #expect(!pad.hasInk(x: 350...470, y: 25...47, background: (255, 255, 255)))
        let hidden = try render(.iPhone15Pro, hidden: true)
        #expect(!hidden.hasInk(x: 0...392, y: 0...53, background: (255, 255, 255)))
    }
}

/// `.searchable`'s field at rest: the magnifying glass scales with the prompt's
/// Body style (17 pt at the default size, 40 pt at AX3: HIG, Typography) and the
/// field grows to hold the prompt with its 7-pt margins, never under 36 pt.
@Suite struct SearchFieldDynamicTypeTests {
    /// (glyph, prompt, field) frames of the search field under a large title.
    func parts(_ size: DynamicTypeSize) -> (glyph: CGRect, prompt: CGRect, field: CGRect)? {
        let root = place(DeviceScreen(.iPhone15Pro) {
            NavigationStack { Color.red.navigationTitle("T").searchable(text: .constant("")) }.dynamicTypeSize(size)
        }, ProposedViewSize(Device.iPhone15Pro.size))
        var glyph: CGRect?, prompt: CGRect?, field: CGRect?
        // In tree order: the field, then its square glyph, then the prompt after it.
        root.forEach { node, _ in
            if node.userTypeName == "SearchField", field == nil { field = node.frame; return }
            guard field != nil else { return }
            if node.typeName == "Shape", glyph == nil, node.frame.width == node.frame.height { glyph = node.frame }
            if node.typeName == "Text", let g = glyph, prompt == nil, node.frame.minX > g.maxX { prompt = node.frame }
        }
        guard let glyph, let prompt, let field else { return nil }
        return (glyph, prompt, field)
    }

    @Test func theGlyphAndTheFieldFollowTheBodySize() throws {
        let large = try #require(parts(.large))
        #expect(isClose(large.glyph.width, 14) && isClose(large.glyph.height, 14))
        #expect(isClose(large.prompt.height, 20.4))
        #expect(isClose(large.field.height, 36))
        let ax3 = try #require(parts(.accessibility3))
        #expect(isClose(ax3.glyph.width, 14 * 40 / 17) && isClose(ax3.glyph.height, 14 * 40 / 17))
        #expect(isClose(ax3.prompt.height, 48))
        #expect(isClose(ax3.field.height, 48 + 2 * 7))
        // The glyph stays centred on the prompt's line, 6 pt before it (scaled too).
        #expect(isClose(ax3.glyph.midY, ax3.prompt.midY))
        #expect(isClose(ax3.prompt.minX - ax3.glyph.maxX, 6 * 40 / 17))
        let small = try #require(parts(.xSmall))
        #expect(isClose(small.glyph.width, 14 * 14 / 17) && isClose(small.field.height, 36))
    }
}
