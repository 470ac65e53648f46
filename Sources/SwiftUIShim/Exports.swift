// `import SwiftUI` on Linux: Easel's SwiftUI, with what Apple's SwiftUI module brings
// along on iOS: Foundation (here with FoundationNetworking, where URLSession and
// URLRequest live on Linux), Combine and UIKit. Foundation already gives Linux the CG
// value types; the CoreGraphics module is not re-exported because swift-testing would
// then look for its CoreGraphics cross-import overlay, which Linux's toolchain lacks.
// The package declares this target on Linux only; the guard keeps it empty anywhere else.
#if os(Linux)
@_exported import Easel
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import Combine
@_exported import UIKit
#endif
