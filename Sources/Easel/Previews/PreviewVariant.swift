import Foundation
import EaselCore

/// One way to show a preview beyond what its own code says: a colour scheme, a
/// Dynamic Type size, a layout direction, a locale or a device. Nil leaves the
/// preview's own setting (or the canvas default) in place.
public struct PreviewVariant: Hashable, Sendable {
    public var colorScheme: ColorScheme?
    public var dynamicTypeSize: DynamicTypeSize?
    public var layoutDirection: LayoutDirection?
    /// A locale identifier such as `"ar"` or `"de_DE"`, set as `\.locale`.
    public var locale: String?
    /// A device name as `PreviewDevice` takes it (`"iPhone SE"`); it replaces the
    /// preview's own device and applies to `.device` layouts and to the scale.
    public var device: String?

    public init(colorScheme: ColorScheme? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
                layoutDirection: LayoutDirection? = nil, locale: String? = nil, device: String? = nil) {
        self.colorScheme = colorScheme; self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection; self.locale = locale; self.device = device
    }

    /// The preview as written.
    public static let `default` = PreviewVariant()

    /// The variant's part of a golden's file name, such as `dark-AX5-rtl`; empty for the default.
    public var suffix: String {
        var parts: [String] = []
        if let colorScheme { parts.append(colorScheme == .dark ? "dark" : "light") }
        if let dynamicTypeSize { parts.append(dynamicTypeSize.shortName) }
        if let layoutDirection { parts.append(layoutDirection == .rightToLeft ? "rtl" : "ltr") }
        if let locale { parts.append(locale) }
        if let device { parts.append(PreviewRenderer.slug(device)) }
        return parts.joined(separator: "-")
    }

    /// Every combination of the given values (an empty list leaves that axis alone),
    /// in the order the lists give: the variant matrix of a preview test.
    public static func matrix(colorSchemes: [ColorScheme] = [], dynamicTypeSizes: [DynamicTypeSize] = [],
                              layoutDirections: [LayoutDirection] = [], locales: [String] = [],
                              devices: [String] = []) -> [PreviewVariant] {
        var out = [PreviewVariant()]
        func expand<T>(_ values: [T], _ set: (inout PreviewVariant, T) -> Void) {
            guard !values.isEmpty else { return }
            out = out.flatMap { base in values.map { v in var copy = base; set(&copy, v); return copy } }
        }
        expand(colorSchemes) { $0.colorScheme = $1 }
        expand(dynamicTypeSizes) { $0.dynamicTypeSize = $1 }
        expand(layoutDirections) { $0.layoutDirection = $1 }
        expand(locales) { $0.locale = $1 }
        expand(devices) { $0.device = $1 }
        return out
    }
}

extension DynamicTypeSize {
    /// The names Apple's Settings and Xcode's variants use: xSmall … xxxLarge, AX1 … AX5.
    public var shortName: String {
        switch self {
        case .xSmall: return "xSmall"
        case .small: return "small"
        case .medium: return "medium"
        case .large: return "large"
        case .xLarge: return "xLarge"
        case .xxLarge: return "xxLarge"
        case .xxxLarge: return "xxxLarge"
        case .accessibility1: return "AX1"
        case .accessibility2: return "AX2"
        case .accessibility3: return "AX3"
        case .accessibility4: return "AX4"
        case .accessibility5: return "AX5"
        }
    }

    public init?(shortName: String) {
        guard let match = DynamicTypeSize.allCases.first(where: { $0.shortName.lowercased() == shortName.lowercased() }) else { return nil }
        self = match
    }
}
