import Foundation
import Easel

/// One golden image per `#Preview` of `module` and per variant: the previews of
/// a module become snapshot tests with one line in a test target that depends on
/// it. Each image is recorded and verified like any `assertSnapshot` golden
/// (`Snapshots/<TestTarget>/<TestFile>/<test>.<Preview>[.<variant>].png`, the
/// same record modes, the review report on failure), with a JSON sidecar beside
/// it for dashboards. A failure points at the `#Preview` itself.
///
/// - Parameters:
///   - variants: the matrix (`PreviewVariant.matrix(...)`); nil reads
///     `PreviewVariants.json` beside the test file if there is one, else the
///     previews as written.
@MainActor
public func assertPreviewSnapshots(
    of module: String,
    variants: [PreviewVariant]? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    forEachPreview(of: module, variants: variants, fileID: fileID, file: file, line: line, column: column) { entry, variant in
        let name = entry.name + (variant.suffix.isEmpty ? "" : "." + variant.suffix)
        let rendered: (raster: RasterImage, scale: CGFloat)
        do {
            let renderer = try PreviewRenderer.renderer(for: entry, variant: variant)
            rendered = (try renderer.rasterImage(), renderer.scale)
        } catch {
            return "#Preview \(entry.name) (\(variant.suffix.isEmpty ? "as written" : variant.suffix)): \(error)"
        }
        let failure = verifySnapshot(of: rendered.raster, as: .png(), named: name, record: record,
                                     fileID: fileID, file: file, testName: testName, line: line)
        let places = SnapshotLocations(filePath: "\(file)", fileID: "\(fileID)", testName: testName, name: name,
                                       pathExtension: "png", snapshotDirectory: nil, configuration: .current)
        if failure == nil || failure?.kind == .recorded {
            PreviewSidecar.write(entry: entry, variant: variant, scale: rendered.scale, pixels: (rendered.raster.width, rendered.raster.height),
                                 next: places.golden)
        }
        guard let failure else { return nil }
        if let record = failure.record {
            SnapshotReportAtExit.register(artifactsRoot: record.deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent())
        }
        return "#Preview \(entry.name) at \(entry.fileID):\(entry.line): \(failure.message)"
    }
}

/// The fast mode: lays out every `#Preview` of `module` in every variant without
/// drawing and fails on what a reviewer would otherwise find in the images: text
/// truncated with no line limit asking for it, a view spilling out of its parent's
/// frame or off the canvas, a layout that does not settle.
@MainActor
public func assertPreviewLayouts(
    of module: String,
    variants: [PreviewVariant]? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    forEachPreview(of: module, variants: variants, fileID: fileID, file: file, line: line, column: column) { entry, variant in
        let problems: [String]
        do { problems = try PreviewRenderer.layoutProblems(of: entry, variant: variant) }
        catch { problems = ["\(error)"] }
        guard !problems.isEmpty else { return nil }
        return "#Preview \(entry.name) (\(variant.suffix.isEmpty ? "as written" : variant.suffix)) at \(entry.fileID):\(entry.line):\n"
            + problems.map { "  • \($0)" }.joined(separator: "\n")
    }
}

/// Runs `check` for every preview and variant; a returned message is one failure,
/// reported at the `#Preview` when its file is known.
@MainActor
func forEachPreview(of module: String, variants: [PreviewVariant]?, fileID: StaticString, file: StaticString,
                    line: UInt, column: UInt, _ check: (PreviewEntry, PreviewVariant) -> String?) {
    let matrix: [PreviewVariant]
    do { matrix = try variants ?? PreviewVariantFile.load(besideTest: "\(file)") ?? [.default] } catch {
        SnapshotIssueReporter.report("\(error)", fileID: fileID, filePath: file, line: line, column: column)
        return
    }
    let entries = PreviewEntry.macroPreviews(module: module)
    guard !entries.isEmpty else {
        SnapshotIssueReporter.report("no #Preview of module \(module) is linked into this test; does the test target depend on \(module), "
                                     + "and does the package enable Easel's Previews trait?",
                                     fileID: fileID, filePath: file, line: line, column: column)
        return
    }
    for entry in entries {
        for variant in matrix {
            guard let message = check(entry, variant) else { continue }
            SnapshotIssueReporter.report(message, fileID: fileID, filePath: file, line: line, column: column)
        }
    }
}
