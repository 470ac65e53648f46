import Foundation
import EaselCore

/// Shared by one scene build: where messages point, the limits, and the
/// running count of views so `ForEach` cannot multiply past the node limit.
final class BuildContext {
    let file: String
    let limits: SceneLimits
    let registry: SceneRegistry
    let assets: AssetResolver
    private(set) var viewCount = 0
    /// Images read while building, for watching and cache keys.
    var referencedFiles: [URL] = []
    /// The rest of the per-render budget (see `SceneLimits`).
    var budget: RenderBudget

    init(file: String, limits: SceneLimits, registry: SceneRegistry, assets: AssetResolver, budget: RenderBudget? = nil) {
        self.file = file; self.limits = limits; self.registry = registry; self.assets = assets
        self.budget = budget ?? RenderBudget(limits: limits)
    }

    func countView(at cursor: Cursor) throws {
        viewCount += 1
        if viewCount > limits.maxNodes {
            throw cursor.error("more than \(limits.maxNodes) views after expanding ForEach; the scene is too large" + SceneLimits.raise("maxNodes"))
        }
        try budget.checkDeadline(at: cursor)
    }
}

/// One value of the scene being read: the node, its key path, and the data in scope.
struct Cursor {
    let node: SceneNode
    let path: String
    let scope: DataScope
    let context: BuildContext
    var depth: Int
    /// The kind the registry declares for this value, when it is an argument:
    /// the readers take their bounds and names from it.
    var declared: ParamKind? = nil

    var file: String { context.file }
    var limits: SceneLimits { context.limits }

    func error(_ message: String, suggestion: String? = nil, at location: SourceLocation? = nil) -> SceneError {
        SceneError(file: context.file, location: location ?? node.location, keyPath: path, message: message, suggestion: suggestion)
    }

    func child(_ key: String, _ node: SceneNode) -> Cursor {
        Cursor(node: node, path: path.isEmpty ? key : "\(path).\(key)", scope: scope, context: context, depth: depth + 1)
    }
    func element(_ i: Int, _ node: SceneNode) -> Cursor {
        Cursor(node: node, path: "\(path)[\(i)]", scope: scope, context: context, depth: depth + 1)
    }
    func with(scope: DataScope) -> Cursor {
        Cursor(node: node, path: path, scope: scope, context: context, depth: depth)
    }

    /// The value after data substitution: a whole-string `{path}` takes the data's
    /// own type; a string with placeholders in it becomes the filled-in string.
    func resolved() throws -> DataValue {
        switch node.kind {
        case .string(let s):
            do {
                if let ref = Interpolation.wholeReference(s) { return try Interpolation.resolve(ref, in: scope) }
                return .string(try Interpolation.interpolate(s, in: scope, maxLength: limits.maxTextLength))
            } catch let f as Interpolation.Failure {
                throw error(f.message, suggestion: f.suggestion)
            }
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let n): return .number(n)
        case .sequence, .mapping: return DataValue(node)
        }
    }

    /// How a resolved value reads in "got …".
    func describe(_ v: DataValue) -> String {
        switch v {
        case .string(let s): return "\"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .number(let n): return node.string == nil && !node.text.isEmpty ? node.text : DataValue.format(n)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "nothing"
        case .array: return "a list"
        case .object: return "a mapping"
        }
    }
}
