import Foundation

/// Per-element values a parent layout reads (SwiftUI's view traits). They
/// belong to the list element, so a wrapping modifier carries them outward.
struct ViewTraits {
    var layoutPriority: Double = 0
    var layoutValues: [ObjectIdentifier: Any] = [:]
    /// The id of the ForEach element the view came from (its implicit tag). Kept
    /// out of `layoutValues` because every ForEach element sets it: a dictionary
    /// per element cost an allocation and a hash per node.
    var forEachTag: ForEachTag?
    /// The ForEach element's id as the selection compares it.
    var forEachID: AnyHashable? { forEachTag?.value }

    func value<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
        layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }
}

/// A ForEach element's id. An integer (a range's element) is kept as it is
/// and wrapped only when read: making an `AnyHashable` per element cost a
/// dynamic cast each. Any other id is boxed, so the tag takes one word in
/// every node's traits rather than an `AnyHashable`'s five.
enum ForEachTag {
    case int(Int)
    indirect case any(AnyHashable)
    var value: AnyHashable {
        switch self {
        case .int(let i): return AnyHashable(i)
        case .any(let h): return h
        }
    }
}
