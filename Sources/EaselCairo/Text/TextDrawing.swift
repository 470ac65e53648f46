import EaselCore

/// Draws a measured paragraph into a cairo context (seam for the Pango engine).
/// Replaced by the Pango implementation, which draws the layout it measured.
enum TextDrawing {
    static func draw(_ item: TextItem, in cr: OpaquePointer) {}
}
