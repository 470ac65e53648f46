import Foundation

/// How to turn a value into a snapshot format (PNG bytes, SVG text, a layout dump),
/// together with how that format is stored and compared.
public struct SnapshotStrategy<Value, Format> {
    /// The golden file's extension, without the dot.
    public var pathExtension: String
    public var diffing: SnapshotDiffing<Format>
    public var snapshot: (Value) throws -> Format

    public init(pathExtension: String, diffing: SnapshotDiffing<Format>,
                snapshot: @escaping (Value) throws -> Format) {
        self.pathExtension = pathExtension; self.diffing = diffing; self.snapshot = snapshot
    }

    /// A strategy for another value type that is first converted into this one, e.g.
    /// a model snapshotted through the view that shows it.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> SnapshotStrategy<NewValue, Format> {
        let snapshot = self.snapshot
        return SnapshotStrategy<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) {
            try snapshot(transform($0))
        }
    }
}
