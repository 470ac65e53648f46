import EaselCore

/// The engine `ImageRenderer` measures text with unless told otherwise.
public enum DefaultTextEngine {
    public static var shared: any TextEngine { FixedAdvanceTextEngine() }
}
