import Foundation

/// Per-element values a parent layout reads (SwiftUI's view traits). They
/// belong to the list element, so a wrapping modifier carries them outward.
struct ViewTraits {
    var layoutPriority: Double = 0
    var layoutValues: [ObjectIdentifier: Any] = [:]

    func value<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
        layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }
}
