import Foundation
import Testing
import CFreeType
import Easel

/// Text reaches the display list as glyph runs: plain values that print,
/// compare and draw without the engine that shaped them.
@Suite struct GlyphRunDisplayListTests {
    static let interFile = BundledFonts.directory!.appendingPathComponent("Inter-Regular.otf").path

    /// The list's top-level text items (this test's views put no effect around text).
    func textItems(_ items: [DisplayItem]) -> [TextItem] {
        items.compactMap { if case .text(let t) = $0 { return t }; return nil }
    }

    func renderer() -> ImageRenderer<some View> {
        let r = ImageRenderer(content: (Text("Glyph ") + Text("runs").underline()).padding(4))
        r.scale = 2
        r.isOpaque = true
        // Glyph positions are compared with HarfBuzz's own shaping: without SF Pro's tracking.
        r.environment.systemFontTracking = false
        return r
    }

    @Test func runsNameTheFaceAndPlaceEveryGlyphWhereHarfBuzzDoes() throws {
        let item = try #require(textItems(renderer().displayList().items).first)
        #expect(item.runs.count == 2)
        let first = item.runs[0], second = item.runs[1]
        #expect(first.face.family == "Inter" && first.face.filePath == Self.interFile && first.face.faceIndex == 0)
        #expect(first.face.size == 17 && !first.face.syntheticBold && !first.face.syntheticItalic)
        #expect(first.face.key == second.face.key && first.face == second.face)
        #expect(first.text == "Glyph " && first.clusterText == "Glyph " && second.text == "runs")
        // One glyph and one one-byte cluster per Latin letter.
        #expect(first.glyphs.count == 6 && first.clusters == Array(repeating: GlyphCluster(byteCount: 1, glyphCount: 1), count: 6))
        // Each glyph starts at the sum of the advances before it, as HarfBuzz shapes "Glyph" alone.
        for (i, prefix) in ["G", "Gl", "Gly", "Glyp", "Glyph"].enumerated() {
            #expect(abs(first.glyphs[i + 1].x - interRegular.width(prefix, size: 17)) < 1.0 / 1024)
        }
        // The second run starts where the first one's advance ends.
        #expect(abs(second.origin.x - (first.origin.x + first.advance)) < 1e-9)
        #expect(abs(first.advance - interRegular.width("Glyph ", size: 17)) < 1.0 / 1024)
        #expect(first.lineOrigin == second.lineOrigin && first.line == 0 && second.line == 0)
    }

    @Test func theUnderlineIsTheFontsOwnUnderline() throws {
        let run = try #require(textItems(renderer().displayList().items).first?.runs.last)
        let line = try #require(run.decorations.first)
        #expect(run.decorations.count == 1 && line.kind == .underline && line.color == .black)
        // Inter's post table: position and thickness in font units, scaled to 17 pt.
        var library: FT_Library?
        var face: FT_Face?
        FT_Init_FreeType(&library)
        defer { FT_Done_FreeType(library) }
        FT_New_Face(library, Self.interFile, 0, &face)
        defer { FT_Done_Face(face) }
        let f = try #require(face).pointee
        let scale = 17 / CGFloat(f.units_per_EM)
        #expect(abs(line.rect.height - CGFloat(f.underline_thickness) * scale) < 2.0 / 1024)
        // FreeType reports the stem's centre (-560 units for Inter); the post table's
        // top edge is half a thickness above it, and y grows down from the baseline.
        let top = -(CGFloat(f.underline_position) + CGFloat(f.underline_thickness) / 2) * scale
        #expect(abs(line.rect.minY - top) < 2.0 / 1024)
        #expect(line.rect.minY > 0)
        #expect(abs(line.rect.width - run.advance) < 1.0 / 1024)
    }

    @Test func theListPrintsAndComparesAsText() throws {
        let a = textItems(renderer().displayList().items), b = textItems(renderer().displayList().items)
        #expect(a == b)
        let printed = a.flatMap(\.runs).map(\.description).joined(separator: "\n")
        #expect(printed == b.flatMap(\.runs).map(\.description).joined(separator: "\n"))
        #expect(printed.contains("run line 0 \"Glyph \" Inter 17pt (Inter-Regular.otf#0)"))
        #expect(printed.contains("\n  underline "))
        #expect(printed.contains("clusters 1:1 1:1 1:1 1:1 1:1 1:1"))
        let item = try #require(a.first)
        #expect(item.description.hasPrefix("text at (4, 4) size "))
        #expect(item.description.contains("\n  run line 0 \"runs\" Inter 17pt"))
        // The whole list prints the same runs, one level under their item (items sit at level 1).
        let listed = String(describing: renderer().displayList())
        #expect(listed.contains("text at (4, 4) size ") && listed.contains("\n    run line 0 \"Glyph \" Inter 17pt"))
        // A different colour is a different list.
        var recoloured = a
        recoloured[0].runs[0].color = RGBA(red: 1, green: 0, blue: 0)
        #expect(recoloured != a)
    }

    /// Rebuilds the list from copied values only: no TextLayout, no engine
    /// object, nothing cached. Its SVG (glyph outlines and `<text>`) and PNG
    /// are byte for byte the renderer's own.
    @Test func aListRebuiltFromGlyphRunValuesDrawsTheSame() throws {
        let r = renderer()
        let list = r.displayList()
        #expect(textItems(list.items).count == 1)
        func copy(_ items: [DisplayItem]) -> [DisplayItem] {
            items.map { item in
                guard case .text(let t) = item else { return item }
                return .text(TextItem(runs: t.runs.map { $0 }, size: t.size, origin: t.origin, paint: t.paint))
            }
        }
        var rebuilt = DisplayList(canvas: list.canvas, items: copy(list.items))
        PangoTextEngine.shared.removeAllCachedLayouts()
        let png = try CairoRasterizer.rasterize(rebuilt)
        #expect(png.pixels == (try r.rasterImage()).pixels)
        // PDF too, but for the creation date cairo stamps in.
        func undated(_ d: Data) -> [Substring] {
            String(decoding: d, as: UTF8.self).split(separator: "\n").filter { !$0.contains("/CreationDate") }
        }
        let pdf = try CairoVector.pdf(rebuilt)
        #expect(undated(pdf) == undated(try r.pdfData()) && String(decoding: pdf, as: UTF8.self).contains("ToUnicode"))
        rebuilt.items.insert(.shape(ShapeItem(path: Path(CGRect(origin: .zero, size: rebuilt.size)), paint: .color(.white))), at: 0)
        rebuilt.canvas.background = nil
        for mode in [SVGTextMode.paths, .text] {
            #expect(SVGWriter.svg(for: rebuilt, scale: 2, text: mode) == (try r.svgData(text: mode)))
        }
        let svg = String(decoding: SVGWriter.svg(for: rebuilt, scale: 2, text: .paths), as: UTF8.self)
        #expect(svg.contains("<path d=\"M") && !svg.contains("<text"))
    }

    @Test func runsWithoutAnOutlineSourceDrawNoPathsButStillDescribeTheirText() {
        let run = GlyphRun(face: FontFace(family: "Inter", filePath: Self.interFile, faceIndex: 0, size: 10, key: "made-up"),
                           font: ResolvedFont(size: 10), color: .black, line: 0, lineOrigin: CGPoint(x: 0, y: 8),
                           origin: .zero, advance: 12, glyphs: [Glyph(id: 5, x: 0, y: 0, advance: 6), Glyph(id: 6, x: 6, y: 0, advance: 6)],
                           text: "ab", clusters: [GlyphCluster(byteCount: 1, glyphCount: 1), GlyphCluster(byteCount: 1, glyphCount: 1)],
                           isRightToLeft: false, textClusters: [TextCluster(x: 0, text: "a"), TextCluster(x: 6, text: "b")])
        let list = DisplayList(size: CGSize(width: 20, height: 10), items: [.text(TextItem(runs: [run], size: CGSize(width: 12, height: 10), origin: .zero))])
        let paths = String(decoding: SVGWriter.svg(for: list, scale: 1, text: .paths), as: UTF8.self)
        // Only the pen moves: no outline, so no segment and no closed contour.
        #expect(paths.contains("<path d=\"M0 8\"") && !paths.contains("Z"))
        let text = String(decoding: SVGWriter.svg(for: list, scale: 1, text: .text), as: UTF8.self)
        #expect(text.contains("<tspan x=\"0 6\" font-family=\"Inter, sans-serif\" font-size=\"10\""))
        #expect(run.description.contains("glyphs 5@0 6@6"))
    }
}
