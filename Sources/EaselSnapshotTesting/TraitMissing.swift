// Compiled only when the package is used without its `SwiftSnapshotTesting` trait: the
// adapter then has no `Snapshotting` extensions, and a test written
// `assertSnapshot(of: view, as: .image)` used to fail with swift-snapshot-testing's
// "has no member 'image'", which names neither the trait nor Easel. These declarations
// are unavailable overloads that the type checker falls back to when that library's own
// strategies do not fit, so the error it reports is this message. With the trait on they
// do not exist, and nothing can pick them over the real strategies.
// `make check-snapshot-trait` type-checks a consumer against them.
#if !SwiftSnapshotTesting
import Foundation

/// What `.image`, `.layout` and `.accessibility` resolve to without the trait: each is
/// unavailable with a message naming the trait (one literal per attribute, as
/// `@available` takes no constant expressions).
public enum EaselSnapshotTestingTraitMissing {
    @available(*, unavailable, message: "EaselSnapshotTesting's strategies need Easel's SwiftSnapshotTesting trait: depend on Easel with .package(url: …, from: …, traits: [\"SwiftSnapshotTesting\"])")
    public static var image: EaselSnapshotTestingTraitMissing { fatalError("unavailable") }

    @available(*, unavailable, message: "EaselSnapshotTesting's strategies need Easel's SwiftSnapshotTesting trait: depend on Easel with .package(url: …, from: …, traits: [\"SwiftSnapshotTesting\"])")
    public static func image(precision: Float? = nil, perceptualPrecision: Float? = nil,
                             scale: CGFloat? = nil, threshold: Double = 0,
                             maxDiffPixels: Int = 0, maxDiffPixelRatio: Double = 0) -> EaselSnapshotTestingTraitMissing {
        fatalError("unavailable")
    }

    @available(*, unavailable, message: "EaselSnapshotTesting's strategies need Easel's SwiftSnapshotTesting trait: depend on Easel with .package(url: …, from: …, traits: [\"SwiftSnapshotTesting\"])")
    public static var layout: EaselSnapshotTestingTraitMissing { fatalError("unavailable") }

    @available(*, unavailable, message: "EaselSnapshotTesting's strategies need Easel's SwiftSnapshotTesting trait: depend on Easel with .package(url: …, from: …, traits: [\"SwiftSnapshotTesting\"])")
    public static var accessibility: EaselSnapshotTestingTraitMissing { fatalError("unavailable") }
}

@available(*, unavailable, message: "EaselSnapshotTesting's strategies need Easel's SwiftSnapshotTesting trait: depend on Easel with .package(url: …, from: …, traits: [\"SwiftSnapshotTesting\"])")
public func assertSnapshot<Value>(of value: @autoclosure () throws -> Value, as strategy: EaselSnapshotTestingTraitMissing,
                                  named name: String? = nil, record: Bool? = nil, timeout: TimeInterval = 5,
                                  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                                  testName: String = #function, line: UInt = #line, column: UInt = #column) {}

@available(*, unavailable, message: "EaselSnapshotTesting's strategies need Easel's SwiftSnapshotTesting trait: depend on Easel with .package(url: …, from: …, traits: [\"SwiftSnapshotTesting\"])")
public func verifySnapshot<Value>(of value: @autoclosure () throws -> Value, as strategy: EaselSnapshotTestingTraitMissing,
                                  named name: String? = nil, record: Bool? = nil, snapshotDirectory: String? = nil,
                                  timeout: TimeInterval = 5, fileID: StaticString = #fileID,
                                  file filePath: StaticString = #filePath, testName: String = #function,
                                  line: UInt = #line, column: UInt = #column) -> String? { nil }

@available(*, unavailable, message: "EaselSnapshotTesting's strategies need Easel's SwiftSnapshotTesting trait: depend on Easel with .package(url: …, from: …, traits: [\"SwiftSnapshotTesting\"])")
public func assertSnapshots<Value>(of value: @autoclosure () throws -> Value, as strategies: [EaselSnapshotTestingTraitMissing],
                                   record: Bool? = nil, timeout: TimeInterval = 5,
                                   fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                                   testName: String = #function, line: UInt = #line, column: UInt = #column) {}
#endif
