import Foundation

/// SF Pro's size-specific tracking, which Easel applies to the default family
/// (its stand-in for SF Pro) so text wraps closer to iOS.
///
/// Source: Apple Human Interface Guidelines, Typography → Tracking values →
/// iOS, iPadOS, visionOS → SF Pro (the macOS table is the same), in 1/1000 em
/// per point size. Between rows the value is interpolated linearly; below 6 pt
/// the 6-pt value holds, from 80 pt on it is 0, as the table ends.
public enum SystemFontTracking {
    public static let table: [(size: CGFloat, thousandths: CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6),
        (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11),
        (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (45, 8),
        (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
        (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// Tracking in 1/1000 em for text of `size` points.
    public static func thousandths(forSize size: CGFloat) -> CGFloat {
        guard size.isFinite, let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.thousandths }
        if size >= last.size { return last.thousandths }
        let i = table.firstIndex { $0.size >= size }!
        let hi = table[i], lo = table[i - 1]
        return lo.thousandths + (hi.thousandths - lo.thousandths) * (size - lo.size) / (hi.size - lo.size)
    }

    /// Tracking in points for text of `size` points (17 pt: −0.442).
    public static func points(forSize size: CGFloat) -> CGFloat { thousandths(forSize: size) / 1000 * size }

    /// Whether the table applies by default: on, unless the process sets
    /// `EASEL_SYSTEM_TRACKING` to 0, off, false or no.
    /// One `getenv`: `ProcessInfo.environment` copies every variable into a dictionary.
    public static let enabledByDefault: Bool = {
        guard let raw = getenv("EASEL_SYSTEM_TRACKING") else { return true }
        let v = String(cString: raw).lowercased()
        return !["0", "off", "false", "no"].contains(v)
    }()
}

struct SystemFontTrackingKey: EnvironmentKey { static let defaultValue = SystemFontTracking.enabledByDefault }

extension EnvironmentValues {
    /// Whether text in the default family gets SF Pro's tracking for its size
    /// (`SystemFontTracking`). Text with its own family never does.
    public var systemFontTracking: Bool {
        get { self[SystemFontTrackingKey.self] } set { self[SystemFontTrackingKey.self] = newValue }
    }
}
