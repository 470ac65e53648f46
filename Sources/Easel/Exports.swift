// `import Easel` gives the whole public API: the layout core, the Cairo
// backend and ImageRenderer.
@_exported import EaselCore
@_exported import EaselCairo
@_exported import Foundation
