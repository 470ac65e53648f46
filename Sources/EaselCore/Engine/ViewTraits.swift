import Foundation

/// Per-element values a parent layout reads (SwiftUI's view traits). They
/// belong to the list element, so a wrapping modifier carries them outward.
struct ViewTraits {
    var layoutPriority: Double = 0
    var layoutValues: [ObjectIdentifier: Any] = [:]
    /// The id of the ForEach element the view came from (its implicit tag). Kept
    /// out of `layoutValues` because every ForEach element sets it: a dictionary
    /// per element cost an allocation and a hash per node.
    var forEachID: AnyHashable?

    func value<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
        layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }
}
