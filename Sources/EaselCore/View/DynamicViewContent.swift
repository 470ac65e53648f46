import Foundation

/// SwiftUI's `DynamicViewContent`: a view made of a collection's elements
/// (`ForEach`), which the list editing modifiers hang on. A still image shows a
/// list at rest, so the delete and move actions are kept and never run;
/// the rows draw as without them.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

extension View {
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
}
