// `import Easel` gives the whole public API: the layout core, the text engine,
// the SVG writer, the Cairo backend and ImageRenderer, and what `import SwiftUI`
// brings with it on Apple platforms: Foundation, Observation and Combine.
@_exported import EaselCore
@_exported import EaselText
@_exported import EaselSVG
@_exported import EaselCairo
@_exported import Foundation
@_exported import Observation
// Apple's Combine only where it is Apple's: on Linux, Easel's own `Combine` module
// (the `SwiftUI` product's, OpenCombine renamed) may be in the build folder's import
// path, and `canImport(Combine)` alone would then depend on what was built first.
#if canImport(Combine) && canImport(Darwin)
@_exported import Combine
#else
// Linux has no Combine; OpenCombine implements the same API under the same
// names (ObservableObject, @Published, AnyCancellable, sink …).
@_exported import OpenCombine
#endif
#if Previews
// `#Preview` and `@Previewable`, with the Previews package trait (it builds swift-syntax).
@_exported import EaselPreviews
#endif
