// `import Easel` gives the whole public API: the layout core, the text engine,
// the SVG writer, the Cairo backend and ImageRenderer.
@_exported import EaselCore
@_exported import EaselText
@_exported import EaselSVG
@_exported import EaselCairo
@_exported import Foundation
