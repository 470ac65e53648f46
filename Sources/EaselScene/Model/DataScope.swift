import Foundation

/// The data visible at one point of the view tree: the root data plus the
/// names bound by enclosing `ForEach` loops (innermost wins).
public struct DataScope: Sendable {
    public var root: DataValue
    var bindings: [(name: String, value: DataValue)] = []

    public init(root: DataValue) { self.root = root }

    func binding(_ name: String, to value: DataValue) -> DataScope {
        var s = self; s.bindings.append((name, value)); return s
    }

    public func lookup(_ path: String) -> DataValue? {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        guard let head = parts.first, !parts.contains(where: \.isEmpty) else { return nil }
        if let bound = bindings.last(where: { $0.name == head }) {
            return bound.value.lookup(Array(parts.dropFirst()))
        }
        return root.lookup(Array(parts))
    }

    /// Paths a misspelt one may have meant.
    func knownPaths() -> [String] {
        var all = root.paths()
        for b in bindings { all.append(b.name); all += b.value.paths(prefix: b.name) }
        return all
    }
}
