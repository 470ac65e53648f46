import Foundation
import EaselCore

/// Where a view marked with `.id(_:)` ended up.
public struct LayoutFrame: Hashable, Sendable, CustomStringConvertible {
    /// The layout's own, fractional frame in root coordinates (points).
    public var frame: CGRect
    /// The frame as drawn: snapped to the pixel grid of the render's scale.
    public var rounded: CGRect
    public var description: String { "\(LayoutDescription.format(frame)) → \(LayoutDescription.format(rounded))" }
}

/// The readable dump of a placed tree: one line per view, indented by depth.
public enum LayoutDescription {
    public static func format(_ v: CGFloat) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        var s = String(format: "%.3f", Double(v))
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }
    public static func format(_ r: CGRect) -> String {
        "(\(format(r.minX)), \(format(r.minY)), \(format(r.width)), \(format(r.height)))"
    }
    public static func describe(_ root: PlacedNode) -> String {
        var lines: [String] = []
        root.forEach { node, depth in
            var line = String(repeating: "  ", count: depth) + node.typeName
            if let user = node.userTypeName, user != node.typeName { line += " [\(user)]" }
            line += " " + format(node.frame)
            if let id = node.id { line += " id=\(id.base)" }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
