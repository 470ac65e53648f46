import Foundation
import Easel

/// The files a preview golden is kept in; `assertPreviewSnapshots(formats:)` records
/// and verifies one golden per preview, variant and format.
public enum PreviewSnapshotFormat: String, CaseIterable, Sendable {
    /// Pixels, compared with `ImageComparator` as every PNG golden.
    case png
    /// SVG text (glyphs as paths), compared line by line as the `.svg` view strategy does.
    case svg
    /// PDF bytes, compared exactly: Easel's PDFs are byte-identical run after run
    /// (a fixed creation date, deterministic font subsets).
    case pdf

    /// The golden's bytes for one preview's renderer, and the strategy that stores
    /// and compares them (`.png` gets its raster through `raster`).
    @MainActor
    func verify(_ renderer: ImageRenderer<AnyView>, raster: RasterImage, named name: String, record: SnapshotRecordMode?,
                fileID: StaticString, file: StaticString, testName: String, line: UInt) -> SnapshotFailure? {
        switch self {
        case .png:
            return verifySnapshot(of: raster, as: .png(), named: name, record: record,
                                  fileID: fileID, file: file, testName: testName, line: line)
        case .svg:
            let strategy = SnapshotStrategy<ImageRenderer<AnyView>, String>(pathExtension: "svg", diffing: .lines) {
                String(decoding: try $0.svgData(), as: UTF8.self)
            }
            return verifySnapshot(of: renderer, as: strategy, named: name, record: record,
                                  fileID: fileID, file: file, testName: testName, line: line)
        case .pdf:
            let strategy = SnapshotStrategy<ImageRenderer<AnyView>, Data>(pathExtension: "pdf", diffing: .pdf) { try $0.pdfData() }
            return verifySnapshot(of: renderer, as: strategy, named: name, record: record,
                                  fileID: fileID, file: file, testName: testName, line: line)
        }
    }
}

extension SnapshotDiffing where Format == Data {
    /// PDF files compared byte for byte; the message says where they first part.
    public static var pdf: SnapshotDiffing {
        SnapshotDiffing(toData: { $0 }, fromData: { $0 }, diff: { golden, actual in
            if golden == actual { return nil }
            let first = zip(golden, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(golden.count, actual.count)
            return SnapshotMismatch(message: "PDF differs: golden \(golden.count) bytes, actual \(actual.count) bytes, "
                                    + "first difference at byte \(first).")
        })
    }
}
