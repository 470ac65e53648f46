import Testing
import Foundation
@testable import EaselText
import EaselCore
import CPango

/// `FontFaceMetrics` reads a font's ascent, descent and height from the face
/// instead of asking `pango_font_get_metrics` (which also lays out a sample
/// sentence for approximate widths). Its values must be Pango's, to the Pango
/// unit, and the line metrics built from them must be those that
/// `pango_context_get_metrics` gave.
@Suite struct FontFaceMetricsTests {
    /// Installed families (Latin, Arabic without an italic face, so fontconfig
    /// slants it; a colour bitmap emoji face; a monospaced and a serif face), the
    /// default list, weights, italics, sizes from 1 to 200 pt, scales 1 and 2.
    static func fonts() -> [ResolvedFont] {
        var out: [ResolvedFont] = []
        let families: [String?] = [nil, "Inter", "Noto Sans Arabic", "Noto Color Emoji", "DejaVu Sans Mono", "DejaVu Serif"]
        let weights: [Font.Weight] = [.ultraLight, .regular, .semibold, .black]
        for family in families {
            for size in [1, 9.5, 17, 32, 43.7, 200] as [CGFloat] {
                for weight in weights {
                    for italic in [false, true] {
                        out.append(ResolvedFont(family: family, size: size, weight: weight, italic: italic))
                    }
                }
            }
        }
        for design in [Font.Design.serif, .monospaced, .rounded] {
            out.append(ResolvedFont(size: 17, design: design))
            out.append(ResolvedFont(size: 13, weight: .bold, italic: true, design: design))
        }
        return out
    }

    @Test func faceMetricsArePangos() throws {
        let runtime = PangoRuntime.shared
        var transformed = 0, checked = 0
        runtime.locked {
            let context = runtime.context
            for font in Self.fonts() {
                for scale in [1, 2] as [CGFloat] {
                    let desc = PangoAttributes.fontDescription(font, scale: scale)
                    defer { pango_font_description_free(desc) }
                    guard let loaded = pango_context_load_font(context, desc) else {
                        Issue.record("no font for \(font)"); continue
                    }
                    defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
                    guard let face = FontFaceMetrics(loaded, context: context) else {
                        Issue.record("no face metrics for \(font)"); continue
                    }
                    let pango = pango_font_get_metrics(loaded, nil)!
                    defer { pango_font_metrics_unref(pango) }
                    #expect(face.ascent == pango_font_metrics_get_ascent(pango), "\(font) ×\(scale)")
                    #expect(face.descent == pango_font_metrics_get_descent(pango), "\(font) ×\(scale)")
                    #expect(face.height == pango_font_metrics_get_height(pango), "\(font) ×\(scale)")
                    #expect(face.ascent > 0 && face.descent > 0, "\(font) ×\(scale)")
                    if face.transformed { transformed += 1 }
                    checked += 1
                }
            }
        }
        #expect(checked == Self.fonts().count * 2)
        // The synthetic slants (Arabic italics) take the matrix branch.
        #expect(transformed > 0)
    }

    /// The line metrics a Text reports (ascent, descent, leading, cap height) are
    /// those `pango_context_get_metrics` gave before.
    @Test func lineMetricsArePangoContexts() {
        let runtime = PangoRuntime.shared
        runtime.locked {
            let context = runtime.context
            for font in Self.fonts() {
                let desc = PangoAttributes.fontDescription(font, scale: 1)
                defer { pango_font_description_free(desc) }
                let m = pango_context_get_metrics(context, desc, nil)!
                defer { pango_font_metrics_unref(m) }
                let ascent = FontLineMetrics.points(pango_font_metrics_get_ascent(m))
                let descent = FontLineMetrics.points(pango_font_metrics_get_descent(m))
                let leading = max(0, FontLineMetrics.points(pango_font_metrics_get_height(m)) - ascent - descent)
                let line = FontLineMetrics.compute(font, context: context)
                #expect(line.ascent == ascent && line.descent == descent && line.leading == leading, "\(font)")
            }
        }
    }

    /// The default list, Inter and DejaVu have the whole sample sentence, so their
    /// line metrics come from the face; the emoji face does not, and goes to Pango.
    @Test func sampleCoverageDecidesThePath() {
        let runtime = PangoRuntime.shared
        runtime.locked {
            let context = runtime.context
            for (family, covers) in [(nil, true), ("Inter", true), ("DejaVu Serif", true), ("Noto Color Emoji", false)] as [(String?, Bool)] {
                let desc = PangoAttributes.fontDescription(ResolvedFont(family: family, size: 17), scale: 1)
                defer { pango_font_description_free(desc) }
                let loaded = pango_context_load_font(context, desc)!
                defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
                #expect(FontFaceMetrics.coversSample(loaded, context: context) == covers, "\(family ?? "default")")
            }
        }
    }
}
