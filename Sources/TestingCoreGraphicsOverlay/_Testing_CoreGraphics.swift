// swift-testing's cross-import overlay for CoreGraphics. The Linux toolchain's
// Testing.swiftcrossimport names _Testing_CoreGraphics for any file that imports both Testing and
// CoreGraphics, but ships no such module (the real one adds Apple-only image attachments), so
// a test file saying `import Testing` and `import SwiftUI` would fail with "no such
// module". This empty module of that name answers the look-up; it adds nothing.
