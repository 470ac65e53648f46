import Foundation

/// SwiftUI's `EditButton`: a plain button titled "Edit" (English, as every
/// string Easel draws), or "Done" when the environment's edit mode is active.
/// In a toolbar it draws as the bar's other buttons.
public struct EditButton: View {
    @Environment(\.editMode) var editMode
    public init() {}
    public var body: some View {
        Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {}
            .fontWeight(editMode?.wrappedValue.isEditing == true ? .semibold : nil)
    }
}
