import Foundation

/// SwiftUI's `tag(_:)`: the value a Picker option stands for.
struct TagValueKey: LayoutValueKey { static let defaultValue: AnyHashable? = nil }
extension ViewNode {
    /// The explicit `tag(_:)`, else the id of the ForEach element the view came from.
    var selectionTag: AnyHashable? { traits.value(TagValueKey.self) ?? traits.forEachID }
}

extension View {
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        layoutValue(key: TagValueKey.self, value: AnyHashable(tag))
    }
}

/// Nodes already resolved, placed as a view (controls that lay out their
/// content's elements one by one, such as Picker's segments).
struct ResolvedNodes: View, PrimitiveView {
    let nodes: [ViewNode]
    var body: Never { primitiveBody() }
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] { nodes }
}

struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
    public var labelsHidden: Bool { get { self[LabelsHiddenKey.self] } set { self[LabelsHiddenKey.self] = newValue } }
}
extension View {
    /// Hides the labels of controls (Toggle, Picker, Stepper, DatePicker…) as in SwiftUI.
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}

/// A control row as iOS draws Toggle, Stepper, ColorPicker…: the label leading and
/// filling the width, the control trailing. Standing alone it is as tall as its
/// tallest part, as in SwiftUI (lists add the 44 pt row minimum).
struct ControlRow<L: View, C: View>: View {
    let label: L
    let control: C
    @Environment(\.labelsHidden) var labelsHidden
    var body: some View {
        if labelsHidden {
            control
        } else {
            HStack(spacing: 8) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                control.fixedSize()
            }
        }
    }
}
