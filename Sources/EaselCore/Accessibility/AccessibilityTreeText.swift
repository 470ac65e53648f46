import Foundation

/// The tree as YAML a reviewer can diff: one element a line, indented by
/// container, in reading order, e.g.
///
///     - heading "Settings" traits=[isHeader, isStaticText] frame=[16, 103, 141, 41]
///     - toggle "Airplane Mode" value="0" traits=[isButton, isToggle] frame=[16, 316, 361, 52]
///     - container "Tab Bar" frame=[0, 769, 393, 83]:
///       - tab "Profile" traits=[isButton, isSelected] position="1 of 3" frame=[0, 769, 131, 49]
///
/// Each line is a YAML scalar (a container's line is a key whose value is its
/// elements); a line YAML would misread (": " or " #" inside) is single-quoted.
extension AccessibilityTree {
    public var yaml: String {
        var lines: [String] = []
        for e in elements { Self.append(e, depth: 0, to: &lines) }
        return lines.isEmpty ? "[]\n" : lines.joined(separator: "\n") + "\n"
    }

    private static func append(_ e: AccessibilityElement, depth: Int, to lines: inout [String]) {
        let pad = String(repeating: "  ", count: depth)
        let body = e.summary
        if e.isContainer {
            lines.append(pad + "- " + yamlScalar(body) + ":")
            for c in e.children { append(c, depth: depth + 1, to: &lines) }
        } else {
            lines.append(pad + "- " + yamlScalar(body))
        }
    }

    /// The line as a plain scalar when YAML reads it back unchanged, else single-quoted.
    static func yamlScalar(_ s: String) -> String {
        let risky = s.contains(": ") || s.contains(" #") || s.hasSuffix(":") || s.contains("\t")
            || s.first.map { "-?:,[]{}#&*!|>'\"%@`".contains($0) } == true
        return risky ? "'" + s.replacingOccurrences(of: "'", with: "''") + "'" : s
    }
}

extension AccessibilityElement {
    /// The element's line without indentation: kind, label, then what is set.
    public var summary: String {
        var parts = [kind, Self.quoted(label)]
        if let value { parts.append("value=" + Self.quoted(spokenValue ?? value)) }
        if let hint { parts.append("hint=" + Self.quoted(hint)) }
        if let identifier { parts.append("id=" + Self.quoted(identifier)) }
        let names = traits.names
        if !names.isEmpty { parts.append("traits=[" + names.joined(separator: ", ") + "]") }
        if let position { parts.append("position=" + Self.quoted(position)) }
        if role.isAdjustable { parts.append("adjustable") }
        if !actions.isEmpty { parts.append("actions=[" + actions.map(Self.quoted).joined(separator: ", ") + "]") }
        if !inputLabels.isEmpty { parts.append("inputLabels=[" + inputLabels.map(Self.quoted).joined(separator: ", ") + "]") }
        if sortPriority != 0 { parts.append("sortPriority=" + Self.number(CGFloat(sortPriority))) }
        parts.append("frame=[" + [frame.minX, frame.minY, frame.width, frame.height].map(Self.number).joined(separator: ", ") + "]")
        return parts.joined(separator: " ")
    }

    /// A toggle's value as VoiceOver says it: UISwitch's "1" and "0" are read "on" and "off".
    public var spokenValue: String? {
        guard let value else { return nil }
        guard traits.contains(.isToggle) else { return value }
        return value == "1" ? "on" : value == "0" ? "off" : value
    }

    /// A string in double quotes with JSON's escapes, so any label stays on its line.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if ch.value < 0x20 { out += String(format: "\\u%04x", ch.value) } else { out.unicodeScalars.append(ch) }
            }
        }
        return out + "\""
    }

    public static func summaryNumber(_ v: CGFloat) -> String { number(v) }
    static func number(_ v: CGFloat) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        var s = String(format: "%.2f", Double(v))
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
