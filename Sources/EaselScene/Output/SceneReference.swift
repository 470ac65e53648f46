import Foundation

/// The scene format's reference as Markdown — every view and modifier with its
/// arguments — generated from the registry, like the JSON Schema, so the reference in
/// `docs/scene-reference.md` (`easel schema --markdown`) cannot fall behind the parser.
public enum SceneReference {
    public static func markdown(_ r: SceneRegistry = .standard) -> String {
        var out = "## Views\n\n| View | Arguments | What it draws |\n|---|---|---|\n"
        for (name, e) in r.views.sorted(by: { $0.key < $1.key }) {
            out += "| `\(name)` | \(arguments(e.params, positional: e.positional)) | \(cell(e.doc)) |\n"
        }
        out += "\n## Modifiers\n\n| Modifier | Arguments | What it does |\n|---|---|---|\n"
        for (name, e) in r.modifiers.sorted(by: { $0.key < $1.key }) {
            out += "| `\(name)` | \(arguments(e.params, positional: e.positional)) | \(cell(e.doc)) |\n"
        }
        out += "\n## Styles\n\n| Style | Arguments | What it paints |\n|---|---|---|\n"
        for (name, e) in r.styles.sorted(by: { $0.key < $1.key }) {
            out += "| `\(name)` | \(arguments(e.params, positional: nil)) | \(cell(e.doc)) |\n"
        }
        return out
    }

    static func cell(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }

    static func arguments(_ params: [ParamSpec], positional: String?) -> String {
        if params.isEmpty { return "none (`true` or nothing)" }
        let groups = params.requiredGroups
        return params.map { p in
            var s = "`\(p.name)`: \(describe(p.kind))"
            if let g = groups.first(where: { $0.contains(p.name) }) {
                s += g.count == 1 ? ", required" : " (one of \(g.map { "`\($0)`" }.joined(separator: ", ")) is required)"
            }
            if p.name == positional { s += ", the value when written alone" }
            if !p.doc.isEmpty { s += " — " + p.doc }
            return cell(s)
        }.joined(separator: "<br>")
    }

    static func number(_ x: Double) -> String { DataValue.format(x) }

    static func describe(_ k: ParamKind) -> String {
        switch k {
        case .real(let r):
            var s: String
            switch (r.min, r.max) {
            case (let lo?, let hi?): s = "number \(number(lo))…\(number(hi))"
            case (let lo?, nil): s = "number ≥ \(number(lo))"
            case (nil, let hi?): s = "number ≤ \(number(hi))"
            case (nil, nil): s = "number"
            }
            return r.allowsInfinity ? s + " or `infinity`" : s
        case .whole(let lo, let hi):
            if lo == .min && hi == .max { return "whole number" }
            return "whole number \(lo == .min ? "" : "\(lo)")…\(hi == .max ? "" : "\(hi)")"
        case .string: return "string"
        case .svgPath: return "SVG path data"
        case .rect: return "[x, y, width, height]"
        case .file: return "file path"
        case .folder: return "folder path"
        case .text: return "string, or a list of strings and Texts"
        case .fontWidth: return "compressed, condensed, standard, expanded, or -1…1"
        case .bool: return "true/false"
        case .choice(let names): return names.map { "`\($0)`" }.joined(separator: " ")
        case .style: return "style"
        case .color: return "colour"
        case .font: return "font"
        case .shape: return "shape"
        case .edges: return "edges"
        case .alignment: return "alignment"
        case .horizontalAlignment: return "`leading` `center` `trailing`"
        case .verticalAlignment: return "`top` `center` `bottom` `firstTextBaseline` `lastTextBaseline`"
        case .unitPoint: return "unit point"
        case .angle: return "angle (degrees)"
        case .view: return "view"
        case .views: return "views"
        case .viewOrStyle: return "view(s) or style"
        case .list(let inner): return "list of \(describe(inner))"
        case .object(let params): return "{" + params.map { "`\($0.name)`" }.joined(separator: ", ") + "}"
        case .data: return "data"
        }
    }
}
