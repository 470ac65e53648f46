// Apple's SwiftUI only: on Linux a module named SwiftUI is Easel's own (the `SwiftUI`
// product's), compiled after swift-snapshot-testing, which therefore never defines these.
#if SwiftSnapshotTesting && !(canImport(SwiftUI) && canImport(Darwin))
import Foundation

/// swift-snapshot-testing's layouts for SwiftUI views, which that library defines only
/// where SwiftUI exists; the same cases here let macOS tests compile unchanged.
public enum SwiftUISnapshotLayout: Sendable {
    /// A canvas the size of a device. Easel has no device catalogue yet, so the
    /// configuration is a size and a scale you give (see `ViewImageConfig`).
    case device(config: ViewImageConfig)
    /// The view framed at exactly this many points, content centred as a hosting view would.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view at its ideal size.
    case sizeThatFits
}

/// The size and scale of a device canvas. swift-snapshot-testing's presets (`.iPhone13`
/// and so on) also carry safe areas and trait collections, which Easel does not model;
/// only the size and the scale are used.
public struct ViewImageConfig: Sendable, Equatable {
    public var size: CGSize?
    public var scale: CGFloat

    public init(size: CGSize? = nil, scale: CGFloat = 1) {
        self.size = size; self.scale = scale
    }
}
#endif
