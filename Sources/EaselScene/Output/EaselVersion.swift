/// Part of every batch cache key: a new Easel may draw differently, so its
/// outputs must not be mistaken for up to date.
public enum EaselVersion {
    public static let string = "0.1.0"
}
