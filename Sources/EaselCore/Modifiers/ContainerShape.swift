import Foundation

extension View {
    /// Accepted: the container shape is read by `ContainerRelativeShape`, which
    /// Easel does not have yet (on an iPhone screen outside widgets it is a
    /// plain rectangle), so nothing inside changes.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }
}
