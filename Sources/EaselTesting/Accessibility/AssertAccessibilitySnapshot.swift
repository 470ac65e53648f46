import Foundation
import Easel

/// Checks a view's image and its accessibility tree against two goldens side
/// by side, `<test>.<name>.png` and `<test>.<name>.yaml`, from one layout:
/// the picture and what VoiceOver reads of it are reviewed together.
/// Recorded and compared exactly as `assertSnapshot` does for each.
public func assertImageAndAccessibilitySnapshot<V: View>(
    of view: @autoclosure () -> V,
    scale: CGFloat = 1,
    proposedSize: ProposedViewSize = .unspecified,
    device: Device? = nil,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let renderer = ImageRenderer(content: AnyView(view()))
    renderer.scale = scale
    renderer.proposedSize = proposedSize
    if let device { renderer.device = device }
    assertImageAndAccessibilitySnapshot(of: renderer, named: name, record: record, snapshotDirectory: snapshotDirectory,
                                        fileID: fileID, file: file, testName: testName, line: line, column: column)
}

/// The same for a renderer already configured (environment, device, size).
public func assertImageAndAccessibilitySnapshot(
    of renderer: ImageRenderer<AnyView>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let base = name ?? "image"
    let pass = renderer.pass()
    let png = SnapshotStrategy<ImageRenderer<AnyView>.Pass, Data>(pathExtension: "png", diffing: .png()) { p in
        try OutputFormat.png.data(from: renderer, pass: p)
    }
    let yaml = SnapshotStrategy<ImageRenderer<AnyView>.Pass, String>(pathExtension: "yaml", diffing: .lines) { p in
        p.placed.accessibilityTree(scale: renderer.scale).yaml
    }
    let image = verifySnapshot(of: pass, as: png, named: base, record: record, snapshotDirectory: snapshotDirectory,
                               fileID: fileID, file: file, testName: testName, line: line)
    let tree = verifySnapshot(of: pass, as: yaml, named: base, record: record, snapshotDirectory: snapshotDirectory,
                              fileID: fileID, file: file, testName: testName, line: line)
    for failure in [image, tree].compactMap({ $0 }) {
        SnapshotIssueReporter.report(failure.message, fileID: fileID, filePath: file, line: line, column: column)
    }
}
