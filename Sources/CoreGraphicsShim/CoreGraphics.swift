// Real SwiftUI files (Apple's samples among them) write `import CoreGraphics`.
// On Linux, Foundation provides CGFloat, CGPoint, CGSize and CGRect, and
// `import Easel` the other Core Graphics value types views use (CGVector,
// CGAffineTransform), so this module of that name only re-exports Foundation;
// Apple platforms use the system framework instead (the target is Linux-only).
@_exported import Foundation
