import Foundation
import Easel

/// `PreviewVariants.json` beside a preview test: the variant matrix as data, so a
/// team changes what every preview is checked in without touching test code.
///
///     { "colorSchemes": ["light", "dark"], "dynamicTypeSizes": ["xSmall", "large", "AX5"],
///       "layoutDirections": ["ltr", "rtl"], "locales": ["en", "ar"], "devices": ["iPhone SE"] }
///
/// Every key is optional; the matrix is every combination of the listed values.
public enum PreviewVariantFile {
    public static let fileName = "PreviewVariants.json"

    public struct Error: Swift.Error, CustomStringConvertible {
        public let description: String
    }

    /// The matrix in `PreviewVariants.json` in the test file's folder, or nil when there is none.
    public static func load(besideTest filePath: String) throws -> [PreviewVariant]? {
        let url = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try parse(data, path: url.path)
    }

    /// Errors start `path:line:column:` at the key or value at fault, as a compiler's do.
    public static func parse(_ data: Data, path: String) throws -> [PreviewVariant] {
        let text = String(decoding: data, as: UTF8.self)
        func at(_ key: String, value: String? = nil) -> String {
            let (line, column) = position(ofKey: key, value: value, in: text)
            return "\(path):\(line):\(column)"
        }
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) }
        catch {
            // Foundation puts the place ("around line 3, column 5") in the debug description.
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            throw Error(description: "\(path): not valid JSON: \(detail)")
        }
        guard let root = object as? [String: Any] else { throw Error(description: "\(path):1:1: the top level must be an object") }
        let known = ["colorSchemes", "dynamicTypeSizes", "layoutDirections", "locales", "devices"]
        if let unknown = root.keys.sorted().first(where: { !known.contains($0) }) {
            throw Error(description: "\(at(unknown)): unknown key '\(unknown)'; the keys are \(known.joined(separator: ", "))")
        }
        func strings(_ key: String) throws -> [String] {
            guard let value = root[key] else { return [] }
            guard let list = value as? [String] else { throw Error(description: "\(at(key)): '\(key)' must be a list of strings") }
            return list
        }
        func each<T>(_ key: String, _ convert: (String) -> T?, expected: String) throws -> [T] {
            try strings(key).map { s in
                guard let v = convert(s) else {
                    throw Error(description: "\(at(key, value: s)): '\(key)' has '\(s)'; expected \(expected)")
                }
                return v
            }
        }
        let schemes = try each("colorSchemes", { ["light": ColorScheme.light, "dark": .dark][$0] }, expected: "light or dark")
        let sizes = try each("dynamicTypeSizes", DynamicTypeSize.init(shortName:),
                             expected: DynamicTypeSize.allCases.map(\.shortName).joined(separator: ", "))
        let directions = try each("layoutDirections", { ["ltr": LayoutDirection.leftToRight, "rtl": .rightToLeft][$0] }, expected: "ltr or rtl")
        let devices = try each("devices", { PreviewDevice(rawValue: $0).device == nil ? nil : $0 },
                               expected: Device.presets.map(\.name).joined(separator: ", "))
        return PreviewVariant.matrix(colorSchemes: schemes, dynamicTypeSizes: sizes, layoutDirections: directions,
                                     locales: try strings("locales"), devices: devices)
    }

    /// The 1-based line and column of `"key"` in the text, or of `"value"` after it;
    /// 1:1 when neither is found (an escaped spelling, say).
    static func position(ofKey key: String, value: String?, in text: String) -> (Int, Int) {
        let chars = Array(text.unicodeScalars)
        func find(_ needle: String, from start: Int) -> Int? {
            let n = Array(needle.unicodeScalars)
            guard n.count <= chars.count else { return nil }
            var i = start
            while i + n.count <= chars.count {
                if Array(chars[i..<i + n.count]) == n { return i }
                i += 1
            }
            return nil
        }
        guard var index = find("\"\(key)\"", from: 0) else { return (1, 1) }
        if let value, let v = find("\"\(value)\"", from: index + key.count + 2) { index = v }
        let before = chars[..<index]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = index - (before.lastIndex(of: "\n").map { $0 + 1 } ?? 0) + 1
        return (line, column)
    }
}
