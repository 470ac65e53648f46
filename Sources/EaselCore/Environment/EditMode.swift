import Foundation

/// SwiftUI's edit mode. A list at rest is not being edited, so nothing reads it
/// to draw delete or move controls; `EditButton` shows "Edit".
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }

extension EnvironmentValues {
    /// nil, as in SwiftUI outside a container that provides editing; set it with
    /// `environment(\.editMode, .constant(.active))`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] } set { self[EditModeKey.self] = newValue }
    }
}
