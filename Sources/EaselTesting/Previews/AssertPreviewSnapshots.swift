import Foundation
import Easel
#if canImport(Testing)
import Testing
#endif

/// One golden per preview of `module`, variant and format: every `#Preview` and every
/// preview of every `PreviewProvider` (each child of its `Group` or `ForEach`, as
/// Xcode's canvas shows them) become snapshot tests with one line in a test target
/// that depends on the module. Each golden is recorded and verified like any
/// `assertSnapshot` golden (`Snapshots/<TestTarget>/<TestFile>/<test>.<Preview>[.<variant>].<ext>`,
/// the same record modes, the review report on failure), with a JSON sidecar beside
/// it for dashboards. Images are named as `render-previews` names them. Each failing
/// preview is its own test issue, placed at the preview's source line when known.
///
/// - Parameters:
///   - variants: the matrix (`PreviewVariant.matrix(...)`); nil reads
///     `PreviewVariants.json` beside the test file if there is one, else the
///     previews as written.
///   - formats: the golden files to keep per preview: PNG (pixels), SVG (text,
///     line by line), PDF (bytes).
///   - only: the image names (`TagChip-Selected`) to check; nil checks every
///     preview. A name that matches no preview is a failure.
@MainActor
public func assertPreviewSnapshots(
    of module: String,
    variants: [PreviewVariant]? = nil,
    formats: [PreviewSnapshotFormat] = [.png],
    only: [String]? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    forEachPreview(of: module, variants: variants, only: only, fileID: fileID, file: file, line: line, column: column) { entry, variant in
        let name = entry.name + (variant.suffix.isEmpty ? "" : "." + variant.suffix)
        let renderer: ImageRenderer<AnyView>, raster: RasterImage
        do {
            renderer = try PreviewRenderer.renderer(for: entry, variant: variant)
            raster = try renderer.rasterImage()
        } catch {
            return ["\(previewDescription(entry, variant)): \(error)"]
        }
        var messages: [String] = []
        for format in formats {
            let failure = format.verify(renderer, raster: raster, named: name, record: record,
                                        fileID: fileID, file: file, testName: testName, line: line)
            let places = SnapshotLocations(filePath: "\(file)", fileID: "\(fileID)", testName: testName, name: name,
                                           pathExtension: format.rawValue, snapshotDirectory: nil, configuration: .current)
            if format == formats.first, failure == nil || failure?.kind == .recorded {
                PreviewSidecar.write(entry: entry, variant: variant, scale: renderer.scale, pixels: (raster.width, raster.height),
                                     next: places.golden)
            }
            guard let failure else { continue }
            var report = ""
            if failure.record != nil {
                SnapshotReportAtExit.register(artifactsRoot: places.artifactsRoot)
                report = "\nReview report: \(places.artifactsRoot.appendingPathComponent("report.html").path) (written when the tests end)"
            }
            messages.append("\(previewDescription(entry, variant)), \(format.rawValue.uppercased()): \(failure.message)\(report)")
        }
        return messages
    }
}

/// The fast mode: lays out every preview of `module` (`#Preview` and `PreviewProvider`)
/// in every variant without drawing and fails on what a reviewer would otherwise
/// find in the images: text truncated with no line limit asking for it, a view
/// spilling out of its parent's frame or off the canvas, a layout that does not settle.
@MainActor
public func assertPreviewLayouts(
    of module: String,
    variants: [PreviewVariant]? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    forEachPreview(of: module, variants: variants, only: nil, fileID: fileID, file: file, line: line, column: column) { entry, variant in
        let problems: [String]
        do { problems = try PreviewRenderer.layoutProblems(of: entry, variant: variant) }
        catch { problems = ["\(error)"] }
        guard !problems.isEmpty else { return [] }
        return ["\(previewDescription(entry, variant)):\n" + problems.map { "  • \($0)" }.joined(separator: "\n")]
    }
}

/// "#Preview TagChip-3 (AX5) at SampleViews/TagChip.swift:31", or
/// "ProfileCard_Previews preview ProfileCard-Dark (as written) at …".
func previewDescription(_ entry: PreviewEntry, _ variant: PreviewVariant) -> String {
    let kind = entry.providerTypeName.map { "\($0) preview" } ?? "#Preview"
    let place = entry.line > 0 ? "\(entry.fileID):\(entry.line)" : entry.fileID
    return "\(kind) \(entry.name) (\(variant.suffix.isEmpty ? "as written" : variant.suffix)) at \(place)"
}

/// Every preview of `module`: its `#Preview`s and its providers' previews placed in
/// their files, in file and source order.
@MainActor
func modulePreviews(_ module: String, besideTest testFile: String) -> [PreviewEntry] {
    let places = PreviewSources.providers(module: module, besideTest: testFile)
    let providers = PreviewEntry.providerPreviews(module: module).map { entry in
        guard let type = entry.providerTypeName, let place = places[type] else { return entry }
        return entry.placed(fileID: place.fileID, filePath: place.filePath, line: place.line)
    }
    // Stable: a provider's previews keep their order at their shared line.
    return (PreviewEntry.macroPreviews(module: module) + providers).enumerated()
        .sorted { ($0.element.fileID, $0.element.line, $0.offset) < ($1.element.fileID, $1.element.line, $1.offset) }
        .map(\.element)
}

/// Runs `check` for every preview and variant; each returned message is one test
/// issue, placed at the preview when its file is known (else at the test).
@MainActor
func forEachPreview(of module: String, variants: [PreviewVariant]?, only: [String]?, fileID: StaticString, file: StaticString,
                    line: UInt, column: UInt, _ check: (PreviewEntry, PreviewVariant) -> [String]) {
    let matrix: [PreviewVariant]
    do { matrix = try variants ?? PreviewVariantFile.load(besideTest: "\(file)") ?? [.default] } catch {
        SnapshotIssueReporter.report("\(error)", fileID: fileID, filePath: file, line: line, column: column)
        return
    }
    var entries = modulePreviews(module, besideTest: "\(file)")
    if let only {
        for name in only where !entries.contains(where: { $0.name == name }) {
            SnapshotIssueReporter.report("no preview of \(module) is named \(name); they are "
                                         + entries.map(\.name).joined(separator: ", "),
                                         fileID: fileID, filePath: file, line: line, column: column)
        }
        entries = entries.filter { only.contains($0.name) }
        if entries.isEmpty { return }
    }
    guard !entries.isEmpty else {
        SnapshotIssueReporter.report("no #Preview or PreviewProvider of module \(module) is linked into this test; does the test "
                                     + "target depend on \(module), and (for #Preview) does the package enable Easel's Previews trait?",
                                     fileID: fileID, filePath: file, line: line, column: column)
        return
    }
    var owners: [String: PreviewEntry] = [:]
    for entry in entries {
        if let other = owners[entry.name] {
            SnapshotIssueReporter.report(
                "\(previewDescription(entry, .default)) and \(previewDescription(other, .default)) both name a preview \(entry.name); "
                + "give one a name or rename it", fileID: fileID, filePath: file, line: line, column: column)
            continue
        }
        owners[entry.name] = entry
        for variant in matrix {
            for message in check(entry, variant) {
                SnapshotIssueReporter.report(message, at: entry, fileID: fileID, filePath: file, line: line, column: column)
            }
        }
    }
}

extension SnapshotIssueReporter {
    /// A preview's failure, at the preview's own line when the file is known, so an
    /// IDE or CI annotation points at the `#Preview` or the provider.
    static func report(_ message: String, at entry: PreviewEntry, fileID: StaticString, filePath: StaticString,
                       line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil, !entry.filePath.isEmpty, entry.line > 0 {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: entry.fileID, filePath: entry.filePath, line: entry.line, column: 1))
            return
        }
        #endif
        // XCTest takes a failure's file as a StaticString only: the test's line then,
        // and the message names the preview's.
        report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
