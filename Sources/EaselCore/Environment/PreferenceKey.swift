import Foundation

/// SwiftUI's preference keys, which hand values up the view tree. Easel reads
/// its own bar and title preferences off the resolved tree; user preferences
/// are accepted, and `onPreferenceChange` actions, like `onChange`'s, do not run
/// in a still image (state a view draws must be its initial value).
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { self }
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable { self }
}
