import Foundation

/// The type of an argument. It is both the JSON Schema of the argument and the
/// rule its reader applies (`Args.number`, `Args.integer` and `Args.choice` take
/// bounds and names from here), so the schema and the parser cannot disagree.
public indirect enum ParamKind: Sendable {
    /// A number within bounds; sizes are `.size` (≥ 0), fractions `.unit` (0…1).
    case real(NumberRule)
    /// A whole number within bounds.
    case whole(min: Int, max: Int)
    case string, bool
    /// SVG path data (M, L, C, … Z).
    case svgPath
    /// `[x, y, width, height]` with a positive width and height.
    case rect
    /// A string with placeholders, or a list of strings and Text mappings joined into one Text.
    case text
    /// A named width (condensed, …) or a number from -1 to 1.
    case fontWidth
    /// A path to a file, relative to the scene's folder.
    case file
    /// A path to a folder (an asset catalog), relative to the scene's folder.
    case folder
    case choice([String])
    case style, color, font, shape, edges, alignment, horizontalAlignment, verticalAlignment, unitPoint, angle
    case view, views
    /// A view, a list of views, or a style (`background: red`, `background: {linearGradient: …}`).
    case viewOrStyle
    case list(ParamKind)
    case object([ParamSpec])
    case data

    public static let number = ParamKind.real(.any)
    public static let size = ParamKind.real(.size)
    public static let maxSize = ParamKind.real(.maxSize)
    public static let unit = ParamKind.real(.unit)
    public static let integer = ParamKind.whole(min: .min, max: .max)
    public static func integer(in r: ClosedRange<Int>) -> ParamKind { .whole(min: r.lowerBound, max: r.upperBound) }
    public static func number(min: Double? = nil, max: Double? = nil) -> ParamKind { .real(NumberRule(min: min, max: max)) }
    public static func choice<T>(_ options: KeyValuePairs<String, T>) -> ParamKind { .choice(options.map(\.key)) }
}

/// One argument, named as in SwiftUI's signature.
public struct ParamSpec: Sendable {
    public var name: String
    public var kind: ParamKind
    public var doc: String
    /// Arguments sharing a group name: at least one of them must be given
    /// (a required argument is a group of its own). Args checks it; the schema states it.
    public var requiredGroup: String?
    /// When another argument is given (or has a given value), this one's kind
    /// narrows: `from` is a horizontal guide beside `horizontal:`, and AnyLayout's
    /// `alignment` a vertical one when `layout: HStack`.
    public var kindWhen: [KindCondition] = []
    public init(_ name: String, _ kind: ParamKind, _ doc: String = "", required: Bool = false) {
        self.name = name; self.kind = kind; self.doc = doc; requiredGroup = required ? name : nil
    }
    /// One of several arguments of which at least one must be given (`colors` or `stops`).
    public func oneOf(_ group: String) -> ParamSpec { var p = self; p.requiredGroup = group; return p }
    public func when(_ argument: String, equals value: String? = nil, is kind: ParamKind) -> ParamSpec {
        var p = self
        p.kindWhen.append(KindCondition(argument: argument, value: value, kind: kind))
        return p
    }
    /// The kind this argument has beside the others (`value` gives an argument's
    /// literal string, `present` whether it is given at all).
    public func kind(present: (String) -> Bool, value: (String) -> String?) -> ParamKind {
        kindWhen.first { c in present(c.argument) && (c.value == nil || value(c.argument) == c.value) }?.kind ?? kind
    }
}

public struct KindCondition: Sendable {
    public var argument: String
    /// nil: whenever the argument is given.
    public var value: String?
    public var kind: ParamKind
}

extension Array where Element == ParamSpec {
    /// The required groups, each as the names that satisfy it, in declaration order.
    var requiredGroups: [[String]] {
        var order: [String] = [], members: [String: [String]] = [:]
        for p in self {
            guard let g = p.requiredGroup else { continue }
            if members[g] == nil { order.append(g) }
            members[g, default: []].append(p.name)
        }
        return order.map { members[$0]! }
    }
}

/// A view the scene format can create: `Name: value` where value is the
/// positional argument (a scalar or list) or a mapping of named arguments.
public struct ViewEntry: Sendable {
    public var name: String
    public var doc: String
    public var params: [ParamSpec]
    /// The argument a bare scalar or list stands for (`Text: "Hi"`, `VStack: [...]`).
    public var positional: String?
    let build: @Sendable (Args) throws -> Built
}

/// A modifier: `name: value` after a view, applied in the order written.
public struct ModifierEntry: Sendable {
    public var name: String
    public var doc: String
    public var params: [ParamSpec]
    public var positional: String?
    let apply: @Sendable (Built, Args) throws -> Built
}
