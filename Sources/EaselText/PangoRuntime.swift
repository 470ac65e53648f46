import Foundation
import EaselCore
import CPango
import CCairo
import CFontconfig

/// The one Pango font map and context Easel shapes with, and the lock that
/// guards them. Pango and the FreeType faces behind it are not thread-safe, so
/// every call that touches a layout, font or font map (measuring, drawing,
/// freeing, registering fonts) runs inside `PangoRuntime.locked`.
final class PangoRuntime: @unchecked Sendable {
    static let shared = PangoRuntime()

    /// Recursive: freeing a cached layout (which takes the lock) can happen while
    /// the lock is already held.
    private let lock = NSRecursiveLock()
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// Bumped whenever the set of fonts changes, so cached layouts are dropped.
    private(set) var fontGeneration = 0

    private init() {
        fontMap = pango_cairo_font_map_new()
        // Easel's own faces (`BundledFonts`) before the first font is loaded; also made
        // fontconfig's current configuration, so every other question asked of
        // fontconfig (the render environment's fingerprint, `easel doctor`) gets the
        // answers Pango gets. Fonts must be added before the map is given the
        // configuration: Pango lists the configuration's fonts once, from then on.
        let bundled = BundledFonts.makeConfig()
        // A folder of SF Pro files (or any fonts) named for this process; see SystemFontFaces.
        if let raw = getenv("EASEL_SYSTEM_FONT_DIR"), raw.pointee != 0 {
            _ = raw.withMemoryRebound(to: FcChar8.self, capacity: strlen(raw) + 1) {
                FcConfigAppFontAddDir(bundled ?? FcConfigGetCurrent(), $0)
            }
            if bundled == nil { pango_fc_font_map_config_changed(OpaquePointer(fontMap)) }
        }
        if let config = bundled {
            _ = FcConfigSetCurrent(config)
            pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        }
        // 72 dpi on the context (below), which every font Easel loads goes through:
        // a point is one Pango device unit, so sizes mean what SwiftUI means. Not on
        // the font map: changing its resolution clears its caches and lists every
        // installed family again (waiting for fontconfig's start), about 0.2 ms of a
        // cold render; Pango reads the map's own resolution only for a context
        // without one, and its internal contexts ask absolute sizes.
        context = pango_font_map_create_context(fontMap)
        // Explicit options so output never depends on the machine's fontconfig
        // or the target surface: unhinted outlines, grey AA, fractional advances.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
    }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock(); defer { lock.unlock() }
        return try body()
    }

    /// The first font of the font set that itemising text in `description` uses,
    /// referenced; nil when none loads. Call inside `locked`.
    ///
    /// Why not `pango_context_load_font`: it asks for the font set in the language
    /// set on the context (none), while itemising asks in the context's effective
    /// language (the process's default): two font sets, and fontconfig sorts every
    /// installed font for each, on Pango's threads, for the same first font (the
    /// description's families are strong, so they outrank the language).
    static func firstFont(_ context: OpaquePointer, _ description: OpaquePointer) -> UnsafeMutablePointer<PangoFont>? {
        let language = pango_context_get_language(context) ?? pango_language_get_default()
        guard let fontMap = pango_context_get_font_map(context),
              let fontset = pango_font_map_load_fontset(fontMap, context, description, language)
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(fontset)) }
        var first: UnsafeMutablePointer<PangoFont>?
        pango_fontset_foreach(fontset, { _, font, data in
            data?.assumingMemoryBound(to: UnsafeMutablePointer<PangoFont>?.self).pointee = font
            return 1
        }, &first)
        if let first { g_object_ref(UnsafeMutableRawPointer(first)) }
        return first
    }

    /// The fontconfig configuration the font map searches (for app fonts).
    var fontconfig: OpaquePointer? {
        locked { pango_fc_font_map_get_config(OpaquePointer(fontMap)) }
    }

    /// Tells Pango the fontconfig configuration changed (a font was registered).
    func fontsChanged() {
        locked {
            pango_fc_font_map_config_changed(OpaquePointer(fontMap))
            fontGeneration += 1
        }
    }

    /// The family names installed or registered, as fontconfig reports them.
    func familyNames() -> Set<String> {
        locked {
            var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
            var count: Int32 = 0
            pango_font_map_list_families(fontMap, &families, &count)
            defer { g_free(families) }
            var names = Set<String>()
            for i in 0..<Int(count) {
                if let f = families?[i], let n = pango_font_family_get_name(f) { names.insert(String(cString: n)) }
            }
            return names
        }
    }
}
