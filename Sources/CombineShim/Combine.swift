// `import Combine` on Linux: OpenCombine's implementation of Apple's API under Apple's
// module name. OpenCombineDispatch and OpenCombineFoundation make DispatchQueue,
// RunLoop and OperationQueue schedulers and add `Timer.publish(every:on:in:)`,
// `NotificationCenter.publisher(for:)` and `URLSession.dataTaskPublisher(for:)` with
// Apple's spellings, which they do only where no module named Combine is importable
// when they are compiled (they are dependencies of this one, so always compiled first).
// The package declares this target on Linux only; the guard keeps it empty anywhere else.
#if os(Linux)
@_exported import Foundation
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
#endif
