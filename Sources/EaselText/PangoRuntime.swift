import Foundation
import EaselCore
import CPango
import CCairo

/// One Pango font map and context, used by one thread at a time.
///
/// Why a pool and not one shared pair behind a lock: a PangoFontMap, its
/// context, its fonts and fontsets are not thread-safe, so one shared pair made
/// every render in the process take turns (two batch jobs ran no faster than
/// one). Each runtime here is checked out by one caller for a whole measuring
/// pass (`PangoRuntime.with`) and returned afterwards, so concurrent renders
/// shape with different Pango objects. What they do share is thread-safe:
/// fontconfig's configuration, cairo's scaled fonts and font faces, and
/// HarfBuzz's faces. Every runtime is set up identically, so a paragraph
/// measures and draws the same bytes whichever runtime shaped it.
final class PangoRuntime: @unchecked Sendable {
    /// Recursive: a runtime's owner may reach a font of its own through
    /// `withOwnerLock` (missing-glyph boxes) while holding it.
    private let lock = NSRecursiveLock()
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// This runtime's draw recorder (a Pango renderer that only records).
    let recorder: UnsafeMutablePointer<PangoRenderer>
    /// The font generation this runtime's font map last saw.
    private var seenGeneration = 0
    /// The font generation this runtime measures with; read inside `with` only.
    var generationSeen: Int { seenGeneration }

    private init() {
        fontMap = pango_cairo_font_map_new()
        // 72 dpi: a point is one Pango device unit, so sizes mean what SwiftUI means.
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
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
        recorder = PangoDrawRecorder.makeRenderer()
    }

    /// Runs `body` holding this runtime's own lock (for a font it made, used
    /// outside a measuring pass).
    func withOwnerLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock(); defer { lock.unlock() }
        return try body()
    }

    // MARK: The pool

    private static let poolLock = NSLock()
    nonisolated(unsafe) private static var idle: [PangoRuntime] = []
    /// Every runtime made, for the font-change notice and for tests.
    nonisolated(unsafe) private static var all: [PangoRuntime] = []
    /// Bumped whenever the set of fonts changes, so runtimes refresh and cached layouts are dropped.
    nonisolated(unsafe) private static var generation = 0
    /// Held for reading by every measuring pass and for writing while a font is
    /// added to fontconfig's configuration, which no query may see half-done.
    nonisolated(unsafe) private static var fontsLock: UnsafeMutablePointer<pthread_rwlock_t> = {
        let p = UnsafeMutablePointer<pthread_rwlock_t>.allocate(capacity: 1)
        pthread_rwlock_init(p, nil)
        return p
    }()
    /// The runtime the current thread has checked out, so nested passes reuse it.
    private static let currentKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    static var fontGeneration: Int { poolLock.lock(); defer { poolLock.unlock() }; return generation }

    /// How many runtimes exist (one per caller that ever ran at the same time as another).
    static var runtimeCount: Int { poolLock.lock(); defer { poolLock.unlock() }; return all.count }

    /// Runs `body` with a runtime no other thread uses meanwhile. Pango objects
    /// made inside must not escape `body` (fonts kept by `PangoFaces` excepted:
    /// they are only used through cairo, or under `withOwnerLock`).
    static func with<T>(_ body: (PangoRuntime) throws -> T) rethrows -> T {
        if let raw = pthread_getspecific(currentKey) {
            return try body(Unmanaged<PangoRuntime>.fromOpaque(raw).takeUnretainedValue())
        }
        pthread_rwlock_rdlock(fontsLock)
        defer { pthread_rwlock_unlock(fontsLock) }
        poolLock.lock()
        let runtime: PangoRuntime
        if let r = idle.popLast() { runtime = r } else {
            runtime = PangoRuntime()
            all.append(runtime)
        }
        let current = generation
        poolLock.unlock()
        runtime.lock.lock()
        defer {
            runtime.lock.unlock()
            pthread_setspecific(currentKey, nil)
            poolLock.lock(); idle.append(runtime); poolLock.unlock()
        }
        if runtime.seenGeneration != current {
            pango_fc_font_map_config_changed(OpaquePointer(runtime.fontMap))
            runtime.seenGeneration = current
        }
        pthread_setspecific(currentKey, Unmanaged.passUnretained(runtime).toOpaque())
        return try body(runtime)
    }

    /// Changes fontconfig's configuration (adds an app font) with no measuring
    /// pass running, then has every runtime reload its fonts on next use.
    /// Must not be called inside `with`.
    static func changeFonts<T>(_ body: () throws -> T) rethrows -> T {
        pthread_rwlock_wrlock(fontsLock)
        defer { pthread_rwlock_unlock(fontsLock) }
        let result = try body()
        poolLock.lock(); generation += 1; poolLock.unlock()
        return result
    }

    /// The family names installed or registered, as fontconfig reports them.
    func familyNames() -> Set<String> {
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
