import Foundation
import Testing
import CFreeType
import Easel
@testable import EaselCore

/// Image(systemName:) through the Material Icons font.
@Suite struct SymbolTests {
    static let fontFile = BundledFonts.directory!.appendingPathComponent("MaterialIcons-Regular.ttf").path

    @Test func theMapCoversTheMostUsedNamesAndTheirVariants() {
        let names = SymbolCatalog.glyphs.keys
        #expect(SymbolCatalog.glyphs.count == SymbolTable.count)
        #expect(names.filter { !$0.hasSuffix(".fill") && !$0.hasSuffix(".circle") && !$0.hasSuffix(".square") }.count >= 300)
        for name in ["heart", "heart.fill", "heart.circle", "heart.circle.fill", "heart.square.fill", "checkmark",
                     "checkmark.circle.fill", "xmark.circle.fill", "plus.circle.fill", "gearshape.fill", "person.crop.circle",
                     "magnifyingglass", "chevron.right", "trash", "star.fill", "square.and.arrow.up", "ellipsis.circle"] {
            #expect(SymbolCatalog.glyphs[name] != nil, "\(name)")
        }
    }

    /// Every entry is a real glyph of the font (not .notdef, with an outline), and
    /// Pango shapes it with that font rather than a fallback's missing-glyph box.
    @Test func everyMapEntryDrawsAGlyph() throws {
        var library: FT_Library?
        var face: FT_Face?
        try #require(FT_Init_FreeType(&library) == 0)
        defer { FT_Done_FreeType(library) }
        try #require(FT_New_Face(library, Self.fontFile, 0, &face) == 0, "make deps installs fonts-material-design-icons-iconfont")
        defer { FT_Done_Face(face) }
        for (name, glyph) in SymbolCatalog.glyphs.sorted(by: { $0.key < $1.key }) {
            let index = FT_Get_Char_Index(face, FT_ULong(glyph.scalar.value))
            #expect(index != 0, "\(name): U+\(String(glyph.scalar.value, radix: 16)) is not in the font")
            guard index != 0 else { continue }
            #expect(FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_NO_SCALE)) == 0)
            #expect(face!.pointee.glyph.pointee.outline.n_points > 0, "\(name): empty outline")
            let layout = engine.layout(request(glyph.character, size: 24, family: SymbolCatalog.fontFamily))
            let run = layout.glyphRuns.first
            #expect(run?.face.family == SymbolCatalog.fontFamily, "\(name): shaped with a fallback font")
            #expect(run?.glyphs.count == 1 && run?.glyphs.contains(where: \.isMissing) == false, "\(name): not one real glyph")
        }
    }

    /// Ink, rendered: a sample of symbols (plain, composed, knocked-out) leaves
    /// pixels, an unknown name leaves none and no size.
    @Test func symbolsLeaveInkAndUnknownNamesAreEmpty() throws {
        func ink(_ name: String) throws -> Int {
            let r = ImageRenderer(content: Image(systemName: name).padding(2).background(Color.white))
            r.scale = 2
            let img = try r.rasterImage()
            var dark = 0
            for i in stride(from: 0, to: img.pixels.count, by: 4) where img.pixels[i] < 128 { dark += 1 }
            return dark
        }
        for name in ["heart", "heart.fill", "heart.circle", "heart.circle.fill", "checkmark.circle.fill", "gearshape"] {
            #expect(try ink(name) > 20, "\(name)")
        }
        #expect(try ink("heart.fill") > ink("heart"))
        let r = ImageRenderer(content: Image(systemName: "no.such.symbol").id("x"))
        #expect(r.layout()["x"]?.frame.size == .zero)
        #expect(r.diagnostics.contains { $0.contains("no.such.symbol") })
    }

    /// SF Symbols' sizes (`SymbolMetrics`, from Apple's template exports at 100 pt): a
    /// round symbol at medium is 0.996 × the point size; small and large are 0.793 and
    /// 1.274 × medium. Frames at body (17 pt) and title (28 pt) for the three scales.
    @Test func symbolsAreSizedByTheirFontAndImageScale() {
        func size(_ v: some View) -> CGSize { ImageRenderer(content: v.id("s")).layout()["s"]?.frame.size ?? .zero }
        let globe = Image(systemName: "globe")
        let cases: [(Image.Scale, Font, CGFloat)] = [
            (.small, .body, 13.427), (.medium, .body, 16.932), (.large, .body, 21.571),
            (.small, .title, 22.115), (.medium, .title, 27.888), (.large, .title, 35.529),
        ]
        for (scale, font, side) in cases {
            let s = size(globe.font(font).imageScale(scale))
            #expect(abs(s.width - side) < 1e-3 && abs(s.height - side) < 1e-3, "\(scale) \(font): \(s)")
        }
        #expect(abs(size(Image(systemName: "star").font(.system(size: 40, weight: .bold))).width - 39.84) < 1e-3)
        #expect(size(Image(systemName: "star").resizable().frame(width: 60, height: 30)) == CGSize(width: 60, height: 30))
    }

    /// In a Label and an HStack on the first baseline, the symbol's middle sits at
    /// the middle of the text's capitals.
    @Test func symbolsCentreOnTheCapitalsOfTheirText() {
        let r = ImageRenderer(content: HStack(alignment: .firstTextBaseline) {
            Image(systemName: "star.fill").id("icon"); Text("Hello").id("text")
        })
        r.environment.textEngine = engine
        let f = r.layout()
        let text = try! #require(f["text"]?.frame), icon = try! #require(f["icon"]?.frame)
        let probe = engine.layout(request("H"))
        let capMiddle = text.minY + probe.firstBaseline - probe.firstLineMetrics.capHeight / 2
        #expect(abs(icon.midY - capMiddle) < 0.01)
        let label = ImageRenderer(content: Label("Favourites", systemImage: "star.fill").id("l"))
        label.environment.textEngine = engine
        let lf = try! #require(label.layout()["l"]?.frame)
        let side: CGFloat = 17 * 0.996
        let expected: CGFloat = side + 8 + engine.layout(request("Favourites") { $0.systemTracking = true }).size.width
        #expect(abs(lf.width - expected) < 0.01)
        let iconOnly = ImageRenderer(content: Label("Favourites", systemImage: "star.fill").labelStyle(.iconOnly).id("l"))
        let iconWidth: CGFloat = iconOnly.layout()["l"]?.frame.width ?? 0
        #expect(abs(iconWidth - side) < 1e-9)
    }

    @Test func variantsPickTheFilledAndEnclosedNames() {
        #expect(SymbolCatalog.glyph(named: "heart", variants: .fill)?.materialName == "favorite")
        #expect(SymbolCatalog.glyph(named: "heart", variants: .circle.fill)?.enclosure == .circleFill)
        #expect(SymbolCatalog.glyph(named: "checkmark", variants: .circle.fill)?.materialName == "check_circle")
        // A variant the symbol lacks falls back to the symbol itself.
        #expect(SymbolCatalog.glyph(named: "checkmark", variants: .fill)?.materialName == "check")
    }
}

@Suite struct SymbolLayerTests {
    /// plus.circle.fill is one Material glyph (add_circle); coloured in layers it
    /// is drawn as the plus over a filled circle, so each layer takes its own style.
    @Test func nativeEnclosuresSplitIntoLayersWhenColouredInLayers() {
        let native = SymbolCatalog.glyphs["plus.circle.fill"]!
        #expect(native.materialName == "add_circle" && native.enclosure == .none)
        let layered = SymbolCatalog.layered("plus.circle.fill", native)
        #expect(layered.materialName == "add" && layered.enclosure == .circleFill)
        #expect(SymbolCatalog.layered("checkmark.circle", SymbolCatalog.glyphs["checkmark.circle"]!).enclosure == .circle)
        #expect(SymbolCatalog.layered("gearshape", SymbolCatalog.glyphs["gearshape"]!).materialName == "settings")
    }

    @Test func paletteGivesEachLayerItsStyle() throws {
        func colours(_ v: some View) -> [RGBA] {
            var out: [RGBA] = []
            func walk(_ items: [DisplayItem]) {
                for i in items {
                    switch i {
                    case .shape(let s): if case .color(let c) = s.paint { out.append(c) }
                    case .text(let t): out += t.runs.map(\.color)
                    case .effect(_, let inner): walk(inner)
                    case .image: break
                    }
                }
            }
            walk(ImageRenderer(content: v).displayList().items)
            return out
        }
        let palette = colours(Image(systemName: "plus.circle.fill").foregroundStyle(Color.white, Color.blue))
        #expect(palette == [Color.blue.resolve(in: EnvironmentValues()), RGBA(255, 255, 255)])
        let hierarchical = colours(Image(systemName: "plus.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(Color.red))
        let red = Color.red.resolve(in: EnvironmentValues())
        #expect(hierarchical.count == 2 && hierarchical[1] == red && abs(hierarchical[0].alpha - 0.6) < 1e-9)
    }
}

@Suite struct SymbolDirectionTests {
    @Test func directionAwareSymbolsMirrorInRightToLeft() {
        #expect(SymbolCatalog.mirrorsInRightToLeft("chevron.forward"))
        #expect(SymbolCatalog.mirrorsInRightToLeft("arrow.uturn.backward"))
        #expect(SymbolCatalog.mirrorsInRightToLeft("speaker.wave.2.fill"))
        #expect(!SymbolCatalog.mirrorsInRightToLeft("chevron.right"))
        #expect(!SymbolCatalog.mirrorsInRightToLeft("forward.fill"))
        func transform(_ name: String, _ direction: LayoutDirection) -> CGAffineTransform? {
            let r = ImageRenderer(content: Image(systemName: name))
            r.environment.layoutDirection = direction
            for item in r.displayList().items { if case .effect(.transform(let t), _) = item { return t } }
            return nil
        }
        #expect((transform("chevron.forward", .rightToLeft)?.a ?? 0) < 0)
        #expect((transform("chevron.forward", .leftToRight)?.a ?? 0) > 0)
        #expect((transform("chevron.right", .rightToLeft)?.a ?? 0) > 0)
    }
}
