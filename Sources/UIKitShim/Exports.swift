// `import UIKit` on Linux: the part of UIKit that SwiftUI screens reach for, over
// Easel. As on iOS it brings Foundation; UIColor is Easel's (EaselCore defines it so
// `Color(uiColor:)` lives beside `Color`). SwiftUI's own types stay behind `import SwiftUI`.
// The package declares this target on Linux only; the guard keeps it empty anywhere else.
#if os(Linux)
@_exported import Foundation
@_exported import struct EaselCore.UIColor

/// The type an unconstrained `#colorLiteral(…)` has, as UIKit makes it on iOS.
public typealias _ColorLiteralType = UIColor
/// The type an unconstrained `#imageLiteral(resourceName:)` has, as UIKit makes it on iOS.
public typealias _ImageLiteralType = UIImage
#endif
