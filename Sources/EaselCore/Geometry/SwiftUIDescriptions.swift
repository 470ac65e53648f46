import Foundation

// `String(reflecting:)` (and `debugPrint`, and the elements of a printed array) of a plain
// struct names the module its type is defined in: `EaselCore.Angle(radians: 1.0)` where iOS
// prints `SwiftUI.Angle(radians: 1.0)`. For SwiftUI's frozen value types, whose stored
// properties are public in SwiftUI's module interface (Angle's `radians`, UnitPoint's `x` and
// `y`, EdgeInsets' four insets), iOS's output is the default reflection of those fields, so
// Easel writes it out with SwiftUI's module name, and `description` stays the default
// (module-less) form. Only on Linux, where `import SwiftUI` is Easel: on macOS the name
// belongs to Apple's module. A type's own name (`String(reflecting: Angle.self)`, `dump`'s
// header) still says EaselCore; see RunningYourAppsViewsOnLinux.md.
#if os(Linux)
extension Angle: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { "Angle(radians: \(radians))" }
    public var debugDescription: String { "SwiftUI." + description }
}

extension UnitPoint: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { "UnitPoint(x: \(x), y: \(y))" }
    public var debugDescription: String { "SwiftUI." + description }
}

extension EdgeInsets: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { "EdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))" }
    public var debugDescription: String { "SwiftUI." + description }
}
#endif
