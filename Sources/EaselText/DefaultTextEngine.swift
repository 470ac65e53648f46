import EaselCore

/// The engine `ImageRenderer` measures text with unless told otherwise: Pango
/// over HarfBuzz, FreeType and fontconfig, shared so its layout cache is too.
public enum DefaultTextEngine {
    public static var shared: any TextEngine { PangoTextEngine.shared }
}
