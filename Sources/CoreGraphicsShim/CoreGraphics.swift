// Real SwiftUI files (Apple's samples among them) write `import CoreGraphics`.
// On Linux, Foundation already provides CGFloat, CGPoint, CGSize, CGRect and
// CGAffineTransform, so this module of that name only re-exports it; Apple
// platforms use the system framework instead (the target is Linux-only).
@_exported import Foundation
