import Foundation
import Testing
@testable import EaselScene

/// The schema and the parser agree on everything the registry declares: the
/// instances are generated from the registry (every view, modifier, shape and
/// style, every argument, every kind's valid and invalid values), so a new entry
/// is covered the day it is added.
@Suite struct RegistrySchemaAgreementTests {
    /// One generated scene and what both sides must say about it.
    struct Case {
        var label: String
        var bodies: [Any]          // alternatives: valid if any builds (a modifier on Text, a shape or an Image)
        var valid: Bool
        var canvas: [String: Any] = [:]
        func withCanvas(_ c: [String: Any]) -> Case { var s = self; s.canvas = c; return s }
    }

    static let image = "images/avatar.png"

    /// Valid values of a kind. `deep` expands composite kinds (every style
    /// entry, every shape) once; elsewhere a few representatives suffice.
    static func samples(_ kind: ParamKind, deep: Bool) -> [Any] {
        let r = SceneRegistry.standard
        switch kind {
        case .real(let rule):
            let lo = rule.min ?? -2
            let mid = rule.max.map { (lo + $0) / 2 } ?? lo + 12
            return [lo, mid] + (rule.max.map { [$0] } ?? []) + (rule.allowsInfinity ? ["infinity"] : [])
        case .whole(let lo, let hi):
            let low = lo == .min ? -2 : lo
            return [low, hi == .max ? low + 3 : min(hi, low + 3)]
        case .string: return ["Hello"]
        case .rect: return [[0, 0, 24, 24], [-2, 3, 0.5, 100]]
        case .svgPath: return ["M0 0 L10 0 L5 8 Z", "m2 2 h6 v6 h-6 z", "M 4 4 A 3 3 0 1 1 4 5", ""]
        case .file: return [image]
        case .folder: return ["catalog/Assets.xcassets"]
        case .text: return ["Hello {name}", ["A", ["Text": "B", "bold": true]]]
        case .fontWidth: return Cursor.fontWidths.map(\.key) + [0.5]
        case .bool: return [true, false, NSNull()]
        case .choice(let names): return names
        case .color: return ["red", "#336699", "#3369", ["red": 0.2, "green": 0.4, "blue": 0.6], ["white": 0.5, "opacity": 0.5],
                             ["hue": 0.5, "saturation": 0.4], ["color": "blue", "opacity": 0.5]]
        case .style:
            var out: [Any] = ["red", "secondary", "tint", ["color": "red", "opacity": 0.5]]
            for (name, e) in r.styles.sorted(by: { $0.key < $1.key }) {
                let variants = deep ? objectSamples(e.params) : [minimal(e.params)]
                out += variants.map { [name: $0] }
                out.append([name: minimal(e.params), "opacity": 0.5])
            }
            return out
        case .font:
            return Cursor.textStyles.map(\.key) + objectSamples(Cursor.fontParams).filter { ($0 as? [String: Any])?["family"] == nil }
                + [["family": "DejaVu Sans", "size": 14], ["family": "DejaVu Sans", "fixedSize": 14]]
        case .shape:
            var out: [Any] = r.shapes.filter { $0.value.params.requiredGroups.isEmpty }.keys.sorted()
            for (name, e) in r.shapes.sorted(by: { $0.key < $1.key }) {
                out += (deep ? objectSamples(e.params) : [minimal(e.params)]).map { [name: $0] }
            }
            return out
        case .edges: return Cursor.edgeSets.map(\.key) + [["top", "leading"]]
        case .alignment: return Cursor.alignments.map(\.key)
        case .horizontalAlignment: return Cursor.horizontalAlignments.map(\.key)
        case .verticalAlignment: return Cursor.verticalAlignments.map(\.key)
        case .unitPoint: return Cursor.unitPoints.map(\.key) + [["x": 0.25, "y": 1]]
        case .angle: return [45, ["degrees": 90], ["radians": 1]]
        case .view: return [["Text": "Hi"], "Spacer", ["Circle": NSNull(), "fill": "red"]]
        case .views: return [[["Text": "Hi"], "Divider"], ["Text": "Hi"]]
        case .viewOrStyle: return samples(.view, deep: false) + samples(.style, deep: deep)
        case .list(let inner): return [samples(inner, deep: deep).prefix(2).map { $0 }]
        case .object(let params): return objectSamples(params)
        case .data: return [[:] as [String: Any]]
        }
    }

    /// The smallest mapping a parameter list accepts: one value per required group.
    static func minimal(_ params: [ParamSpec]) -> [String: Any] {
        var m: [String: Any] = [:]
        for group in params.requiredGroups {
            let p = params.first { $0.name == group[0] }!
            m[p.name] = samples(p.kind, deep: false)[0]
        }
        return m
    }

    /// The minimal mapping, then each argument with each of its values.
    static func objectSamples(_ params: [ParamSpec], deep: Bool = false) -> [Any] {
        let base = minimal(params)
        var out: [Any] = [base]
        for p in params {
            for v in samples(p.kind, deep: deep) {
                var m = base
                // One member of a group replaces another (a grid item is fixed or flexible, not both).
                if let g = p.requiredGroup { for q in params where q.requiredGroup == g { m[q.name] = nil } }
                m[p.name] = v
                out.append(m)
            }
        }
        return out
    }

    /// Values of a kind that both the schema and the parser must refuse.
    static func invalid(_ kind: ParamKind) -> [Any] {
        switch kind {
        case .real(let rule):
            var out: [Any] = ["wide", 1e9]
            if let lo = rule.min { out.append(lo - 1) }
            if let hi = rule.max { out.append(hi + 1) }
            if !rule.allowsInfinity { out.append("infinity") }
            return out
        case .whole(let lo, let hi):
            var out: [Any] = [1.5, "many"]
            if lo != .min { out.append(lo - 1) }
            if hi != .max { out.append(hi + 1) }
            return out
        case .bool: return ["maybe", 3]
        case .choice, .alignment, .horizontalAlignment, .verticalAlignment, .edges: return ["nowhere"]
        case .unitPoint: return ["nowhere", ["x": 0.5, "z": 1]]
        case .angle: return [["degrees": 1, "radians": 1], "north"]
        case .color: return ["notacolor", "#12", ["opacity": 0.5]]
        case .style: return ["notacolor", ["linearGradient": ["startPoint": "top"]]]
        case .font: return ["huge", ["size": 0], ["family": "Inter"], ["weight": "bold"]]
        case .shape: return ["Blob", ["Circle": ["radius": 3]]]
        case .view, .views: return [42]
        case .fontWidth: return ["wide", 2]
        case .svgPath: return ["Hello", "L 3 3"]
        case .rect: return [[0, 0, 24], [0, 0, 0, 5], [0, 0, 5, -1], "0 0 24 24"]
        default: return []
        }
    }

    static let hosts: [[String: Any]] = [["Text": "Hi"], ["Circle": NSNull()], ["Image": image]]

    static func cases() -> [Case] {
        let r = SceneRegistry.standard
        var out: [Case] = []
        var expanded = Set<String>()
        func deep(_ kind: ParamKind) -> Bool { expanded.insert("\(kind)".prefix(12).description).inserted }

        for (name, e) in r.views.sorted(by: { $0.key < $1.key }) {
            let base = minimal(e.params)
            out.append(Case(label: "\(name) minimal", bodies: [[name: base]], valid: true))
            if base.isEmpty {
                out.append(Case(label: "\(name) bare", bodies: [name], valid: true))
                out.append(Case(label: "\(name): null", bodies: [[name: NSNull()]], valid: true))
            } else {
                out.append(Case(label: "\(name) missing required", bodies: [[name: NSNull()]], valid: false))
            }
            if base.isEmpty {
                out.append(Case(label: "\(name): true", bodies: [[name: true]], valid: true))
            }
            out.append(Case(label: "\(name) unknown argument", bodies: [[name: base.merging(["zzz": 1]) { a, _ in a }]], valid: false))
            out += argumentCases(name, e.params, positional: e.positional, base: base, deep: deep) { [[name: $0]] }
        }
        for (name, e) in r.modifiers.sorted(by: { $0.key < $1.key }) {
            func on(_ args: Any) -> [Any] { hosts.map { $0.merging([name: args]) { a, _ in a } } }
            let base = minimal(e.params)
            if base.isEmpty {
                out.append(Case(label: "\(name): null", bodies: on(NSNull()), valid: true))
            } else {
                out.append(Case(label: "\(name) missing required", bodies: on(NSNull()), valid: false))
            }
            out.append(Case(label: "\(name) minimal", bodies: on(base), valid: true))
            if base.isEmpty {
                out.append(Case(label: "\(name): true", bodies: on(true), valid: true))
            }
            if e.params.isEmpty {
                out.append(Case(label: "\(name): false", bodies: on(false), valid: false))
            }
            out.append(Case(label: "\(name) unknown argument", bodies: on(base.merging(["zzz": 1]) { a, _ in a }), valid: false))
            out += argumentCases(name, e.params, positional: e.positional, base: base, deep: deep, on)
        }
        for p in CanvasSettings.keys {
            for v in samples(p.kind, deep: false) where p.kind.isFileList == false {
                out.append(Case(label: "canvas.\(p.name) = \(v)", bodies: [["Text": "Hi"]], valid: true).withCanvas([p.name: v]))
            }
            for v in invalid(p.kind) {
                out.append(Case(label: "canvas.\(p.name) = \(v) (invalid)", bodies: [["Text": "Hi"]], valid: false).withCanvas([p.name: v]))
            }
        }
        return out
    }

    /// Each argument with each valid and invalid value of its kind, beside the
    /// minimal arguments; and the bare positional form, valid only when the
    /// positional argument alone satisfies what is required.
    static func argumentCases(_ name: String, _ params: [ParamSpec], positional: String?, base: [String: Any],
                              deep: (ParamKind) -> Bool, _ on: (Any) -> [Any]) -> [Case] {
        var out: [Case] = []
        for p in params {
            var m = base
            if let g = p.requiredGroup { for q in params where q.requiredGroup == g { m[q.name] = nil } }
            let kind = p.kind(present: { m[$0] != nil }, value: { m[$0] as? String })
            let positionalSuffices = params.requiredGroups.allSatisfy { $0.contains(p.name) }
            for v in samples(kind, deep: deep(kind)) {
                var withValue = m
                withValue[p.name] = v
                out.append(Case(label: "\(name).\(p.name) = \(v)", bodies: on(withValue), valid: true))
                if p.name == positional {
                    out.append(Case(label: "\(name): \(v)", bodies: on(v), valid: positionalSuffices))
                }
            }
            for v in invalid(kind) {
                var withValue = m
                withValue[p.name] = v
                out.append(Case(label: "\(name).\(p.name) = \(v) (invalid)", bodies: on(withValue), valid: false))
            }
        }
        return out
    }

    /// Does the parser build (and the renderer draw) any of the alternatives?
    static func parses(_ c: Case) -> String? {
        var last = "no alternative"
        for body in c.bodies {
            let doc = document(c, body)
            do {
                let data = try JSONSerialization.data(withJSONObject: doc, options: [.sortedKeys, .fragmentsAllowed])
                let built = try Scene(data: data, file: "case.json", baseDirectory: Fixtures.directory).build()
                _ = try SceneRenderer(built).render(.png)
                return nil
            } catch {
                last = "\(error)"
            }
        }
        return last
    }

    /// The case on a white 48-pt square (so empty views still make an image), with data for placeholders.
    static func document(_ c: Case, _ body: Any) -> [String: Any] {
        ["canvas": (["width": 48, "height": 48] as [String: Any]).merging(c.canvas) { _, b in b },
         "data": ["name": "Ada"], "body": ["ZStack": [["Color": "white"], body]]]
    }

    @Test func schemaAndParserAcceptAndRefuseTheSameGeneratedScenes() throws {
        let cases = Self.cases()
        #expect(cases.count > 500, "the generator covers the registry (\(cases.count) cases)")
        let verdicts = try JSONSchemaValidator.validate(cases.map { Self.document($0, $0.bodies[0]) })
        var disagreements: [String] = []
        for (c, schemaError) in zip(cases, verdicts) {
            let parseError = Self.parses(c)
            if c.valid {
                if let schemaError { disagreements.append("schema refuses \(c.label): \(schemaError)") }
                if let parseError { disagreements.append("parser refuses \(c.label): \(parseError)") }
            } else {
                if schemaError == nil { disagreements.append("schema accepts \(c.label)") }
                if parseError == nil { disagreements.append("parser accepts \(c.label)") }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements:\n\(disagreements.prefix(60).joined(separator: "\n"))")
    }
}

extension ParamKind {
    var isFileList: Bool { if case .list(.file) = self { return true }; return false }
}
