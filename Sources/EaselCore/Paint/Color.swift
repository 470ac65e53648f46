import Foundation

/// SwiftUI's `Color`: a shape style and a view that fills what it is offered.
public struct Color: Hashable, Sendable {
    indirect enum Provider: Hashable, Sendable {
        case rgba(RGBA)
        case scheme(light: RGBA, dark: RGBA)
        case opacity(Color, Double)
        case accent
        /// Mixed towards white by a fraction, alpha kept (for `Color.gradient`).
        case lighter(Color, Double)
        /// A colour set of the environment's asset catalog (`Color("Name")`).
        case named(String)
    }
    let provider: Provider
    init(_ provider: Provider) { self.provider = provider }

    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// Components in `colorSpace`, converted to sRGB (linear values encoded, Display P3 through its matrix).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = ColorSpaces.sRGB(colorSpace, red, green, blue)
        provider = .rgba(RGBA(red: r, green: g, blue: b, alpha: opacity))
    }
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        let (w, _, _) = ColorSpaces.sRGB(colorSpace, white, white, white)
        provider = .rgba(RGBA(red: w, green: w, blue: w, alpha: opacity))
    }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, i = Int(h) % 6, f = h - h.rounded(.down)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        provider = .rgba(RGBA(red: r, green: g, blue: b, alpha: opacity))
    }
    /// `Color(hex: "#FF9500")`, `"FF9500CC"` or `"#fa0"`; nil when the string is not a colour.
    public init?(hex: String) {
        var s = hex.trimmingBlanks()
        if s.hasPrefix("#") { s.removeFirst() }
        if s.count == 3 || s.count == 4 { s = String(s.flatMap { [$0, $0] }) }
        guard s.count == 6 || s.count == 8, let v = UInt64(s, radix: 16) else { return nil }
        let n = s.count == 6 ? (v << 8) | 0xFF : v
        provider = .rgba(RGBA(red: Double((n >> 24) & 0xFF) / 255, green: Double((n >> 16) & 0xFF) / 255,
                              blue: Double((n >> 8) & 0xFF) / 255, alpha: Double(n & 0xFF) / 255))
    }
    public init(rgba: RGBA) { provider = .rgba(rgba) }
    /// A colour set from the asset catalog (`EnvironmentValues.assetCatalog`), in
    /// the environment's colour scheme. A missing name is clear, as in SwiftUI, and warns.
    public init(_ name: String, bundle: Bundle? = nil) { provider = .named(name) }

    public func opacity(_ opacity: Double) -> Color { Color(.opacity(self, opacity)) }

    public func resolve(in env: EnvironmentValues) -> RGBA {
        switch provider {
        case .rgba(let c): return c
        case let .scheme(light, dark): return env.colorScheme == .dark ? dark : light
        case let .opacity(base, o): return base.resolve(in: env).withAlpha(o)
        case .accent:
            // `.tint(.accentColor)` sets the tint to the accent colour itself: resolve
            // the tint without it, so the accent falls back to blue instead of recursing.
            // Without a tint, an app's accent is its catalog's AccentColor set, the name
            // Xcode's templates give the Global Accent Color Name build setting
            // (ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME); else system blue.
            guard let tint = env.tint else {
                return env.assetCatalog?.color(named: "AccentColor", scheme: env.colorScheme) ?? Color.blue.resolve(in: env)
            }
            var outer = env
            outer.tint = nil
            return tint.resolve(in: outer)
        case .named(let name):
            if let c = env.assetCatalog?.color(named: name, scheme: env.colorScheme) { return c }
            env.diagnostics.report(env.assetCatalog.map { "no colour named \"\(name)\" in asset catalog \($0.url.path)" }
                                   ?? "no colour named \"\(name)\": no asset catalog is set (--assets, canvas assets:, or environment assetCatalog)")
            return .clear
        case let .lighter(base, f):
            let c = base.resolve(in: env)
            return RGBA(red: c.red + (1 - c.red) * f, green: c.green + (1 - c.green) * f,
                        blue: c.blue + (1 - c.blue) * f, alpha: c.alpha)
        }
    }

    static func system(_ light: RGBA, _ dark: RGBA) -> Color { Color(.scheme(light: light, dark: dark)) }

    // Apple's light- and dark-mode values of the system colours (iOS).
    public static let red = system(RGBA(255, 59, 48), RGBA(255, 69, 58))
    public static let orange = system(RGBA(255, 149, 0), RGBA(255, 159, 10))
    public static let yellow = system(RGBA(255, 204, 0), RGBA(255, 214, 10))
    public static let green = system(RGBA(52, 199, 89), RGBA(48, 209, 88))
    public static let mint = system(RGBA(0, 199, 190), RGBA(99, 230, 226))
    public static let teal = system(RGBA(48, 176, 199), RGBA(64, 200, 224))
    public static let cyan = system(RGBA(50, 173, 230), RGBA(100, 210, 255))
    public static let blue = system(RGBA(0, 122, 255), RGBA(10, 132, 255))
    public static let indigo = system(RGBA(88, 86, 214), RGBA(94, 92, 230))
    public static let purple = system(RGBA(175, 82, 222), RGBA(191, 90, 242))
    public static let pink = system(RGBA(255, 45, 85), RGBA(255, 55, 95))
    public static let brown = system(RGBA(162, 132, 94), RGBA(172, 142, 104))
    public static let gray = system(RGBA(142, 142, 147), RGBA(142, 142, 147))
    public static let black = Color(.rgba(.black))
    public static let white = Color(.rgba(.white))
    public static let clear = Color(.rgba(.clear))
    public static let primary = system(RGBA(0, 0, 0), RGBA(255, 255, 255))
    public static let secondary = system(RGBA(60, 60, 67, 0.6), RGBA(235, 235, 245, 0.6))
    public static let accentColor = Color(.accent)
    /// The divider/separator colour.
    static let separator = system(RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.6))
}

struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
extension EnvironmentValues {
    public var tint: Color? { get { self[TintKey.self] } set { self[TintKey.self] = newValue } }
}
